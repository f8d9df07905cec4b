import { once, readWords } from "./corpus-data.server.ts";
import { analyze, tokenizeWords } from "./text-analysis.ts";

/**
 * German legal terms → the English terms of the official texts (corpus-data/vocabulary/glossary-de-en.json),
 * then the acts' vocabulary (de-en-vocabulary.json). Used to expand a German question when an act
 * is installed only in English (the German texts are fetched from EUR-Lex where the machine is
 * online). Keys are German words; matching is by German stem: the first entry of a stem wins, so
 * the glossary's own entries win over the vocabulary's.
 */
const stemsOnce = once(() => {
  const stems = new Map<string, string>();
  const entries = [
    ...Object.entries(readWords("vocabulary/glossary-de-en.json")),
    ...Object.entries(readWords("vocabulary/de-en-vocabulary.json")),
  ];
  for (const [german, english] of entries) {
    for (const stem of analyze(german, "DE")) if (!stems.has(stem)) stems.set(stem, english);
  }
  return stems;
});

/** Shortest part of a compound the glossary may be asked for ("amt", "kind"). */
const shortestPart = 3;
/** Joints between the parts of a German compound: Entwicklung·s·risiko, Kind·es·missbrauch. */
const joints = ["", "s", "es", "n", "en"];

const stemOf = (word: string) => analyze(word, "DE")[0];

/** A word's English, also with a genitive or plural ending the stemmer keeps (des Risikos). */
const known = (word: string) =>
  stemsOnce().get(stemOf(word) ?? "") ??
  (/(?<=\p{L}{3})e?s$/u.test(word) ? stemsOnce().get(stemOf(word.replace(/e?s$/u, "")) ?? "") : undefined);

/**
 * A German compound the glossary does not know as a whole, as the English of its parts:
 * "Kreditwürdigkeitsprüfung" → Kreditwürdigkeit + Prüfung, "Entwicklungsrisiko" → Entwicklung +
 * Risiko. The longest known first part is taken, the rest is split again; undefined when a part is
 * unknown. German writes its legal terms as compounds, which a lookup by whole words misses.
 */
export function splitCompound(word: string, depth = 0): string[] | undefined {
  if (depth > 3 || word.length < 2 * shortestPart) return undefined;
  for (let at = word.length - shortestPart; at >= shortestPart; at--) {
    const rest = word.slice(at);
    for (const joint of joints) {
      const head = word.slice(0, at);
      if (!head.endsWith(joint) || head.length - joint.length < shortestPart) continue;
      const first = stemsOnce().get(stemOf(head.slice(0, head.length - joint.length)) ?? "");
      if (!first) continue;
      const whole = known(rest);
      if (whole) return [first, whole];
      const parts = splitCompound(rest, depth + 1);
      if (parts) return [first, ...parts];
    }
  }
  return undefined;
}

/** The English for one German word: the glossary's, or its compound parts' (undefined when unknown). */
function translate(word: string): string | undefined {
  const stem = stemOf(word);
  if (stem === undefined) return undefined;
  return known(word) ?? splitCompound(word)?.join(" ");
}

/** English expansion of a German question's words (empty when nothing is known). */
export function expandGermanQuery(query: string): string {
  const parts: string[] = [];
  for (const word of tokenizeWords(query)) {
    const english = translate(word);
    if (english) parts.push(english);
  }
  return parts.join(" ");
}

/** The German question's words the glossary has no English for (stems). */
export function untranslatedGerman(query: string): string[] {
  return tokenizeWords(query)
    .filter((word) => stemOf(word) !== undefined && translate(word) === undefined)
    .map((word) => stemOf(word)!);
}
