/**
 * Fixed text of exported projects and AI Act check results (Markdown and Word). Generated on the
 * server, so not registered in the browser catalogue. Keys start with "exportWork.".
 */
export const en = {
  "exportWork.projectTitle": "Research project: {title}",
  "exportWork.description": "Description",
  "exportWork.noDescription": "No description.",
  "exportWork.chats": "Chats",
  "exportWork.noChats": "No chats yet.",
  "exportWork.chat": "Chat: {title}",
  "exportWork.emptyChat": "No questions yet.",
  "exportWork.checkTitle": "AI Act check: result",
  "exportWork.checkEngine":
    "Assessed by the rules {rules} of the AI Act check on the consolidated text {celex} of {date} (Regulation (EU) 2024/1689 as amended by Regulation (EU) 2026/1744).",
  "exportWork.aiAct": "AI Act",
  "exportWork.consolidatedVersion": "consolidated text of {date}",
  "exportWork.checkLink": "The result online (the address holds the answers, nothing else)",
} as const;

export const de: Record<keyof typeof en, string> = {
  "exportWork.projectTitle": "Rechercheprojekt: {title}",
  "exportWork.description": "Beschreibung",
  "exportWork.noDescription": "Keine Beschreibung.",
  "exportWork.chats": "Chats",
  "exportWork.noChats": "Noch keine Chats.",
  "exportWork.chat": "Chat: {title}",
  "exportWork.emptyChat": "Noch keine Fragen.",
  "exportWork.checkTitle": "AI-Act-Check: Ergebnis",
  "exportWork.checkEngine":
    "Bewertet nach den Regeln {rules} des AI-Act-Checks auf Grundlage des konsolidierten Texts {celex} vom {date} (Verordnung (EU) 2024/1689 in der Fassung der Verordnung (EU) 2026/1744).",
  "exportWork.aiAct": "KI-Verordnung",
  "exportWork.consolidatedVersion": "konsolidierte Fassung vom {date}",
  "exportWork.checkLink": "Das Ergebnis online (die Adresse enthält die Antworten, sonst nichts)",
};

export type WorkProductMessageKey = keyof typeof en;
