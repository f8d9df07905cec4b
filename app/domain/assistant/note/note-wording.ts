import { formatMessage } from "#app/i18n/format-message.ts";
import { de, en, type NoteMessageKey } from "#app/i18n/messages/research-note.ts";

export type NoteLanguage = "en" | "de";

/** The research note's fixed text in the question's language. */
export function noteText(
  language: NoteLanguage,
  key: NoteMessageKey,
  params?: Record<string, string | number>,
): string {
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

const roman = /^(i|ii|iii|iv|v|vi|vii|viii|ix|x|xi|xii)$/;

/**
 * A provision's label as a German note writes it, from its pinpoint, the way the German texts
 * label their own provisions: "art_5.par_1.pt_f" → "Art. 5 Abs. 1 Buchst. f", "art_3.pt_39" →
 * "Art. 3 Nr. 39", "art_21" → "Artikel 21", "anx_III.pt_4" → "Anhang III Nr. 4", "rct_27" →
 * "Erwägungsgrund 27". English labels stay as the corpus has them; an unknown pinpoint falls back
 * to `localLabel`.
 */
export function provisionLabel(provision: { label: string; pinpoint: string }, language: NoteLanguage): string {
  if (language === "en") return provision.label;
  const segments = provision.pinpoint.split(".").map((segment) => {
    const cut = segment.indexOf("_");
    return { kind: segment.slice(0, cut), value: segment.slice(cut + 1) };
  });
  const parts: string[] = [];
  let afterLetter = false;
  for (const [index, { kind, value }] of segments.entries()) {
    if (!value) return localLabel(provision.label, language);
    if (kind === "art") parts.push(segments.length === 1 ? `Artikel ${value}` : `Art. ${value}`);
    else if (kind === "anx") parts.push(`Anhang ${value}`);
    else if (kind === "rct" && index === 0) parts.push(`Erwägungsgrund ${value}`);
    else if (kind === "par") parts.push(`Abs. ${value}`);
    else if (kind === "sec") parts.push(`Abschnitt ${value}`);
    else if (kind === "pt") {
      // Points: letters (a), (b) …; below a letter, roman numerals (i), (ii) …; numbered points 1, 2 ….
      if (/^\d/.test(value)) parts.push(`Nr. ${value}`);
      else if (afterLetter && roman.test(value)) parts.push(`Ziff. ${value}`);
      else parts.push(`Buchst. ${value}`);
      afterLetter = !/^\d/.test(value);
      continue;
    } else return localLabel(provision.label, language);
    afterLetter = false;
  }
  return parts.join(" ");
}

// German names of the known acts (nominative, genitive), for questions such as "Was regelt Artikel 6 der KI-Verordnung?".
const germanActNames: Record<string, [string, string]> = {
  "AI Act": ["die KI-Verordnung", "der KI-Verordnung"],
  "Product Liability Directive": [
    "die Produkthaftungsrichtlinie (EU) 2024/2853",
    "der Produkthaftungsrichtlinie (EU) 2024/2853",
  ],
  "Product Liability Directive 85/374/EEC": [
    "die Produkthaftungsrichtlinie 85/374/EWG",
    "der Produkthaftungsrichtlinie 85/374/EWG",
  ],
  "DSM Copyright Directive": ["die DSM-Urheberrechtsrichtlinie", "der DSM-Urheberrechtsrichtlinie"],
};

export function actParams(
  act: string,
  language: NoteLanguage,
): { act: string; actNominative: string; actGenitive: string } {
  const [nominative, genitive] =
    language === "de" ? (germanActNames[act] ?? [act, `von ${act}`]) : [act, `of the ${act}`];
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
