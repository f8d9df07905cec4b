import type { Language } from "#app/domain/corpus/types.ts";
import { stemSet, termOccurs, type QuestionTerm } from "./question-terms.ts";
import { splitClauses, splitSentences } from "./split-sentences.ts";

/** A sentence longer than this is quoted by its matching clauses rather than whole. */
const longSentence = 320;

/** `chapeau`: the opening words of an enumeration ("Employment, …:") that a quoted later clause depends on. */
type Unit = { text: string; position: number; leadingCut: boolean; trailingCut: boolean; chapeau?: string };

/**
 * The sentences of a provision that best match the question (by the weight of the question's
 * words they contain), at most `max` of them and about `maxChars` characters, in the order of the
 * text. Long enumerating sentences are cut to their matching clauses, marked with "…". A provision
 * that shares no word with the question is represented by its first sentence.
 */
export function pickKeySentences(
  text: string,
  terms: QuestionTerm[],
  weights: ReadonlyMap<QuestionTerm, number>,
  language: Language,
  { max = 2, maxChars = 600 }: { max?: number; maxChars?: number } = {},
): string[] {
  const units = toUnits(withoutNumbering(text));
  const scored = units.map((unit) => {
    const stems = stemSet(unit.text, language);
    const score = terms.reduce((sum, term) => sum + (termOccurs(term, stems) ? (weights.get(term) ?? 1) : 0), 0);
    return { unit, score };
  });
  const ranked = scored
    .filter((entry) => entry.score > 0)
    .sort((a, b) => b.score - a.score || a.unit.position - b.unit.position);
  const chosen: Unit[] = [];
  let length = 0;
  for (const { unit } of ranked) {
    if (chosen.length >= max) break;
    if (chosen.length > 0 && length + unit.text.length > maxChars) continue;
    chosen.push(unit);
    length += unit.text.length;
  }
  if (chosen.length === 0 && units[0]) chosen.push(units[0]);
  chosen.sort((a, b) => a.position - b.position);
  // The enumeration's opening words once, before its first quoted clause (unless that clause is quoted itself).
  const shown = new Set<string>();
  return chosen.map((unit) => {
    const chapeau =
      unit.chapeau && !shown.has(unit.chapeau) && !chosen.some((other) => other.text === unit.chapeau)
        ? unit.chapeau
        : undefined;
    if (unit.chapeau) shown.add(unit.chapeau);
    return chapeau
      ? `${chapeau} ${render({ ...unit, leadingCut: unit.position - 1 !== units.findIndex((other) => other.text === chapeau) }, maxChars)}`
      : render(unit, maxChars);
  });
}

/** "1. Providers shall …" → "Providers shall …": the label already names the paragraph. */
function withoutNumbering(text: string): string {
  return text
    .replace(/\s+/g, " ")
    .trim()
    .replace(/^\d+[a-z]?\.\s+/, "");
}

function toUnits(text: string): Unit[] {
  const units: Unit[] = [];
  for (const sentence of splitSentences(text)) {
    const clauses = sentence.length > longSentence ? splitClauses(sentence) : [sentence];
    const chapeau =
      clauses.length > 1 && clauses[0]!.endsWith(":") && clauses[0]!.length <= 200 ? clauses[0] : undefined;
    clauses.forEach((clause, index) =>
      units.push({
        text: clause,
        position: units.length,
        leadingCut: index > 0,
        trailingCut: index < clauses.length - 1,
        chapeau: index > 1 || (index === 1 && chapeau) ? chapeau : undefined,
      }),
    );
  }
  return units;
}

function render(unit: Unit, maxChars: number): string {
  let text = unit.text;
  let trailingCut = unit.trailingCut;
  if (text.length > maxChars) {
    const cut = text.lastIndexOf(" ", maxChars);
    text = text.slice(0, cut > maxChars / 2 ? cut : maxChars).replace(/[,;:]$/, "");
    trailingCut = true;
  }
  return `${unit.leadingCut ? "… " : ""}${text}${trailingCut ? " …" : ""}`;
}
