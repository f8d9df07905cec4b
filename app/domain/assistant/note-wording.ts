import { formatMessage } from "#app/i18n/format-message.ts";
import { de, en, type NoteMessageKey } from "#app/i18n/messages/research-note.ts";

export type NoteLanguage = "en" | "de";

/** The research note's fixed text in the question's language. */
export function noteText(language: NoteLanguage, key: NoteMessageKey, params?: Record<string, string | number>): string {
  return formatMessage((language === "de" ? de : en)[key], params);
}

/** Provision labels come from the corpus in English ("Article 5(1)(f)", "Annex III, point 4"); a German note says "Artikel", "Anhang". */
export function localLabel(label: string, language: NoteLanguage): string {
  if (language === "en") return label;
  return label
    .replace(/^Article\b/, "Artikel")
    .replace(/^Annex\b/, "Anhang")
    .replace(/^Recital\b/, "Erwägungsgrund")
    .replace(/, Section\b/, ", Abschnitt")
    .replace(/, point\b/, ", Nummer");
}

// German names of the known acts (nominative, genitive), for questions such as "Was regelt Artikel 6 der KI-Verordnung?".
const germanActNames: Record<string, [string, string]> = {
  "AI Act": ["die KI-Verordnung", "der KI-Verordnung"],
  "Product Liability Directive": ["die Produkthaftungsrichtlinie (EU) 2024/2853", "der Produkthaftungsrichtlinie (EU) 2024/2853"],
  "Product Liability Directive 85/374/EEC": ["die Produkthaftungsrichtlinie 85/374/EWG", "der Produkthaftungsrichtlinie 85/374/EWG"],
  "DSM Copyright Directive": ["die DSM-Urheberrechtsrichtlinie", "der DSM-Urheberrechtsrichtlinie"],
};

export function actParams(act: string, language: NoteLanguage): { act: string; actNominative: string; actGenitive: string } {
  const [nominative, genitive] = language === "de" ? (germanActNames[act] ?? [act, `von ${act}`]) : [act, `of the ${act}`];
  return { act, actNominative: nominative, actGenitive: genitive };
}

/** The act's name as a heading: "KI-Verordnung" in a German note. */
export function actName(act: string, language: NoteLanguage): string {
  return language === "de" && germanActNames[act] ? germanActNames[act][0].replace(/^die /, "") : act;
}

/** “a”, “b” and “c” (German „a“, „b“ und „c“); a word found through statutory words: “chatbot” (as: interact directly natural persons). */
export function quotedList(words: (string | { word: string; via?: string })[], language: NoteLanguage): string {
  const quoted = words.map((entry) => {
    const { word, via } = typeof entry === "string" ? { word: entry, via: undefined } : entry;
    return `${language === "de" ? `„${word}“` : `“${word}”`}${via ? ` (${noteText(language, "note.via", { words: via })})` : ""}`;
  });
  if (quoted.length <= 1) return quoted.join("");
  return `${quoted.slice(0, -1).join(", ")} ${noteText(language, "note.and")} ${quoted.at(-1)}`;
}

/** Text from a provision or a question inside Markdown: no emphasis, link, HTML or stray citation marker. */
export function escapeMarkdown(text: string): string {
  return text.replace(/[\\`*_[\]<>#|]/g, (char) => `\\${char}`);
}
