/**
 * Fixed text of exported documents (Markdown and Word). Generated on the server, so it is not
 * registered in the browser catalogue. Keys start with "export.".
 */
export const en = {
  "export.disclaimer":
    "Not legal advice. This document sets out legal provisions for research; it does not replace advice on the facts of a case.",
  "export.exportedOn": "Exported on {date}",
  "export.question": "Question",
  "export.answer": "Answer",
  "export.answerTitle": "Research answer",
  "export.chatTitle": "Research chat: {title}",
  "export.withoutModel": "Composed without an AI model from the retrieved provisions.",
  "export.failedAnswer": "No answer (the request failed).",
  "export.version": "Version: {version}",
  "export.wording": "Wording: “{text}”",
  "export.wordingOnlyIn": "Wording available only in {language}: “{text}”",
  "export.language.en": "English",
  "export.language.de": "German",
  "export.sources": "Sources",
  "export.creator": "Legal Calendar",
} as const;

export const de: Record<keyof typeof en, string> = {
  "export.disclaimer":
    "Keine Rechtsberatung. Dieses Dokument stellt Rechtsvorschriften zu Recherchezwecken zusammen; es ersetzt keine Beratung zum Sachverhalt eines Falls.",
  "export.exportedOn": "Exportiert am {date}",
  "export.question": "Frage",
  "export.answer": "Antwort",
  "export.answerTitle": "Rechercheantwort",
  "export.chatTitle": "Recherche-Chat: {title}",
  "export.withoutModel": "Ohne KI-Modell aus den gefundenen Vorschriften zusammengestellt.",
  "export.failedAnswer": "Keine Antwort (die Anfrage ist fehlgeschlagen).",
  "export.version": "Fassung: {version}",
  "export.wording": "Wortlaut: „{text}“",
  "export.wordingOnlyIn": "Wortlaut nur auf {language} verfügbar: „{text}“",
  "export.language.en": "Englisch",
  "export.language.de": "Deutsch",
  "export.sources": "Quellen",
  "export.creator": "Legal Calendar",
};

export type ExportMessageKey = keyof typeof en;
