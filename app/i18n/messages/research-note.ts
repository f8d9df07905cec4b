/**
 * Fixed text of the research note the assistant composes without an AI model. It is document text
 * generated on the server (stored with the answer and exported), not UI text, so it is not
 * registered in the browser catalogue. Keys start with "note.".
 */
export const en = {
  "note.heading": "Research note (composed without an AI model)",
  "note.question": "Question",
  "note.intro":
    "No AI model is configured, so this note was assembled by rule from the {count} provisions the search ranked highest. It quotes and orders the law; it does not interpret it. Read each provision in full through its numbered source before relying on it.",
  "note.introNone": "No AI model is configured, so this note was assembled by rule from the search results.",
  "note.provisions": "Provisions that answer the question",
  "note.weaker": "Also found by the search, but matching the question less well",
  "note.why": "Why: it contains {words} from the question.",
  "note.whyNone": "Why: ranked by the search, but it shares no word of the question; it is shown for context only.",
  "note.whyHeading": "Why: its heading “{heading}” contains {words} from the question.",
  "note.kind": "Nature: {kinds}.",
  "note.kind.prohibition": "prohibition",
  "note.kind.obligation": "obligation",
  "note.kind.definition": "definition",
  "note.kind.penalty": "penalties",
  "note.kind.exception": "contains an exception",
  "note.kind.permission": "permission",
  "note.kind.scope": "scope",
  "note.kind.classification": "classification",
  "note.kind.liability": "liability",
  "note.keySentences": "Key sentences:",
  "note.definitions": "Definitions these provisions rely on",
  "note.definitionUsedIn": "used in {labels}",
  "note.coverage": "Coverage",
  "note.notFound": "Words of the question that none of these provisions contains: {words}.",
  "note.weak":
    "The retrieved provisions do not really answer this question: none of them contains more than {matched} of its {total} key words. Rephrase the question with the statutory terms, or name the act or article you mean.",
  "note.notCovered":
    "The installed acts do not seem to cover this question: the search found no provision that shares its key words. The provisions below are only the nearest wording; check them before concluding that the acts are silent. If the question concerns another law, consult that law.",
  "note.nearest": "Nearest provisions (they may not answer the question)",
  "note.coverageWeak": "The search found only a partial match: the provisions below share part of the question. Read them as leads, not as the answer, and check what they leave open.",
  "note.noPassages":
    "The installed acts contain no provision that matches this question. Name the act or the article you mean, or ask about a subject these acts regulate.",
  "note.and": "and",
  "note.via": "as: {words}",
  "note.followUp.definition": "How does the {act} define “{term}”?",
  "note.followUp.annex": "What does {label} of the {act} cover ({heading})?",
  "note.followUp.obligations": "What obligations does {label} of the {act} impose ({heading})?",
  "note.followUp.penalties": "Which fines or penalties does {label} of the {act} provide for?",
  "note.followUp.heading": "What does {label} of the {act} provide on “{heading}”?",
  "note.followUp.plain": "What does {label} of the {act} provide?",
  "note.followUp.article": "What else does {label} of the {act} provide on “{heading}”?",
  "note.followUp.articleProhibitions": "Which other practices does {label} of the {act} prohibit?",
  "note.followUp.articleObligations": "Which other obligations does {label} of the {act} lay down ({heading})?",
} as const;

export const de: Record<keyof typeof en, string> = {
  "note.heading": "Recherchenotiz (ohne KI-Modell erstellt)",
  "note.question": "Frage",
  "note.intro":
    "Es ist kein KI-Modell eingerichtet; diese Notiz wurde daher regelbasiert aus den {count} Vorschriften zusammengestellt, die die Suche am höchsten bewertet hat. Sie zitiert und ordnet den Normtext, legt ihn aber nicht aus. Lesen Sie jede Vorschrift über ihre nummerierte Quelle vollständig, bevor Sie sich darauf stützen.",
  "note.introNone": "Es ist kein KI-Modell eingerichtet; diese Notiz wurde daher regelbasiert aus den Suchergebnissen zusammengestellt.",
  "note.provisions": "Vorschriften, die die Frage beantworten",
  "note.weaker": "Ebenfalls gefunden, aber weniger passend zur Frage",
  "note.why": "Warum: Sie enthält {words} aus der Frage.",
  "note.whyNone": "Warum: von der Suche gefunden, teilt aber kein Wort mit der Frage; nur zur Einordnung aufgeführt.",
  "note.whyHeading": "Warum: Ihre Überschrift „{heading}“ enthält {words} aus der Frage.",
  "note.kind": "Art der Regelung: {kinds}.",
  "note.kind.prohibition": "Verbot",
  "note.kind.obligation": "Pflicht",
  "note.kind.definition": "Begriffsbestimmung",
  "note.kind.penalty": "Sanktionen",
  "note.kind.exception": "enthält eine Ausnahme",
  "note.kind.permission": "Befugnis",
  "note.kind.scope": "Anwendungsbereich",
  "note.kind.classification": "Einstufung",
  "note.kind.liability": "Haftung",
  "note.keySentences": "Kernsätze:",
  "note.definitions": "Begriffsbestimmungen, auf die sich diese Vorschriften stützen",
  "note.definitionUsedIn": "verwendet in {labels}",
  "note.coverage": "Abdeckung",
  "note.notFound": "Wörter der Frage, die keine dieser Vorschriften enthält: {words}.",
  "note.weak":
    "Die gefundenen Vorschriften beantworten diese Frage nicht wirklich: Keine enthält mehr als {matched} ihrer {total} Schlüsselwörter. Formulieren Sie die Frage mit den Begriffen des Gesetzes oder nennen Sie den Rechtsakt oder Artikel, den Sie meinen.",
  "note.notCovered":
    "Die installierten Rechtsakte scheinen diese Frage nicht abzudecken: Die Suche hat keine Vorschrift gefunden, die ihre Schlüsselwörter enthält. Die folgenden Vorschriften sind nur die nächstliegenden Wortlaute; prüfen Sie sie, bevor Sie annehmen, dass die Rechtsakte dazu schweigen. Betrifft die Frage ein anderes Gesetz, ziehen Sie dieses heran.",
  "note.nearest": "Nächstliegende Vorschriften (sie beantworten die Frage möglicherweise nicht)",
  "note.coverageWeak": "Die Suche hat nur eine teilweise Übereinstimmung gefunden: Die folgenden Vorschriften betreffen einen Teil der Frage. Lesen Sie sie als Anhaltspunkte, nicht als Antwort, und prüfen Sie, was sie offenlassen.",
  "note.noPassages":
    "Die installierten Rechtsakte enthalten keine Vorschrift, die zu dieser Frage passt. Nennen Sie den Rechtsakt oder Artikel, den Sie meinen, oder fragen Sie nach einem Gegenstand, den diese Rechtsakte regeln.",
  "note.and": "und",
  "note.via": "als: {words}",
  "note.followUp.definition": "Wie definiert {actNominative} den Begriff „{term}“?",
  "note.followUp.annex": "Was erfasst {label} {actGenitive} ({heading})?",
  "note.followUp.obligations": "Welche Pflichten legt {label} {actGenitive} fest ({heading})?",
  "note.followUp.penalties": "Welche Geldbußen oder Sanktionen sieht {label} {actGenitive} vor?",
  "note.followUp.heading": "Was regelt {label} {actGenitive} zu „{heading}“?",
  "note.followUp.plain": "Was regelt {label} {actGenitive}?",
  "note.followUp.article": "Was regelt {label} {actGenitive} sonst zu „{heading}“?",
  "note.followUp.articleProhibitions": "Welche weiteren Praktiken verbietet {label} {actGenitive}?",
  "note.followUp.articleObligations": "Welche weiteren Pflichten legt {label} {actGenitive} fest ({heading})?",
};

export type NoteMessageKey = keyof typeof en;
