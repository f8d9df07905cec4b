/**
 * Acts whose definitions are ordinary paragraphs, not points of a "Definitions" article: Directive
 * 85/374/EEC says "'Producer' means …" in Article 3(1) and "For the purpose of this Directive
 * 'product' means …" in Article 2 ("»Hersteller" ist …", "Bei der Anwendung dieser Richtlinie gilt
 * als »Produkt" …"). The search index treats such a paragraph as the definition of its term
 * (ADR 141), so a question who counts as the producer finds it as it finds a definitions point.
 */

const open = `['‘"“„»‚]`;
const close = `['’"”“«‘]`;
const term = `${open}([^'’"”“«‘»„]{1,60})${close}`;

/** "'X' means", "For the purpose(s) of this Directive 'X' means", "For the purpose of Article 1, 'X' means". */
const english = new RegExp(
  `^(?:for the purposes? of (?:this (?:directive|regulation)|article \\d+\\w*)\\s*,?\\s*)?${term}\\s+(?:means|shall mean|shall be understood as)\\b`,
  "iu",
);

/** "»X" ist …", "Bei der Anwendung dieser Richtlinie gilt als »X" …", "Der Begriff »X" im Sinne des Artikels 1 umfasst", "Im Sinne dieser Richtlinie ist »X" …". */
const german = new RegExp(
  `^(?:(?:bei der anwendung|im sinne) (?:dieser (?:richtlinie|verordnung)|des artikels \\d+\\w*)\\s+(?:gilt als|ist|sind|bezeichnet(?: der ausdruck)?)\\s+${term}|der begriff\\s+${term}(?:\\s+im sinne (?:dieser (?:richtlinie|verordnung)|des artikels \\d+\\w*))?\\s+(?:umfasst|bezeichnet|ist)\\b|${term}\\s+(?:ist|sind|bezeichnet|umfasst)\\b)`,
  "iu",
);

/**
 * The term a paragraph defines when the paragraph opens with a definition ("'Producer' means …"),
 * or null. Bounded: only the paragraph's first 300 characters are read.
 */
export function definingParagraphTerm(text: string): string | null {
  const opening = text.trim().slice(0, 300);
  const match = english.exec(opening) ?? german.exec(opening);
  if (!match) return null;
  const found = match.slice(1).find((group) => group !== undefined);
  return found ? found.trim() : null;
}
