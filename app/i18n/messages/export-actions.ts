/** Text of the export links (answers, chats, projects, the AI Act check result). Keys start with "exportActions.". */
export const en = {
  "exportActions.answer": "Export this answer",
  "exportActions.chat": "Export this chat",
  "exportActions.project": "Export this project",
  "exportActions.checkResult": "Download this result",
  "exportActions.markdown": "Markdown (.md)",
  "exportActions.word": "Word (.docx)",
} as const;

export const de: Record<keyof typeof en, string> = {
  "exportActions.answer": "Diese Antwort exportieren",
  "exportActions.chat": "Diesen Chat exportieren",
  "exportActions.project": "Dieses Projekt exportieren",
  "exportActions.checkResult": "Dieses Ergebnis herunterladen",
  "exportActions.markdown": "Markdown (.md)",
  "exportActions.word": "Word (.docx)",
};
