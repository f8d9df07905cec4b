import type { Corpus } from "#app/domain/corpus/retrieval/corpus-cache.server.ts";
import { provisionMatch } from "#app/domain/corpus/retrieval/provision-match.server.ts";
import type { Match } from "#app/domain/corpus/retrieval/search-legal-documents.server.ts";
import { expandGermanQuery } from "#app/domain/corpus/vocabulary/glossary-de-en.ts";
import { tokenizeWords } from "#app/domain/corpus/vocabulary/text-analysis.ts";
import { definedTerm } from "./defined-term.ts";
import { answersKind } from "./question-kind.ts";
import { stemSet, textLanguageOf } from "./question-terms.ts";
import { coveredThing } from "./yes-no.ts";

/**
 * For a question whether an act covers a thing ("Is software covered by the new Product Liability
 * Directive?", „Haftet der Hersteller nach der neuen Produkthaftungsrichtlinie auch für Software?“,
 * „Fällt Software unter …?“), the definition of that act which names the thing in its text, of a term
 * the question names ("product" in "Product Liability Directive", „Produkt“ in
 * „Produkthaftungsrichtlinie“): Art. 4(1) PLD, "‘product’ means … it includes … software" (ADR 158).
 * Looked up in the act of the search's first match, in the version it quotes; undefined when the
 * question asks no such thing or no definition names it.
 */
export function coveringDefinition(corpus: Corpus, question: string, matches: readonly Match[]): Match | undefined {
  const thing = coveredThing(question);
  const first = matches[0];
  if (!thing || !first) return undefined;
  const language = textLanguageOf(first.id);
  const act = corpus.acts.find(
    (candidate) =>
      candidate.celex === first.celex &&
      candidate.language === language &&
      corpus.byPinpoint.get(`${candidate.id}:${first.pinpoint}`)?.text === first.text,
  );
  if (!act) return undefined;
  // The question's words, and for a German question the statutory English words they stand for.
  const words = tokenizeWords(question);
  const asked = ` ${[...words, ...words.flatMap((word) => tokenizeWords(expandGermanQuery(word)))].join(" ")} `;
  const thingWords = [...new Set([...thing, ...thing.flatMap((word) => tokenizeWords(expandGermanQuery(word)))])];
  const thingStems = thingWords.map((word) => [...stemSet(word, language)]).filter((stems) => stems.length > 0);
  for (const row of corpus.provisions.values()) {
    if (row.actId !== act.id || row.pinpoint.startsWith("rct_") || !answersKind("definition", row.text)) continue;
    const term = definedTerm(row.text)?.toLowerCase();
    if (!term) continue;
    // The term is one the question names, also inside a compound („Produkthaftungsrichtlinie“: „produkt“ → "product").
    if (!asked.includes(term) && !words.some((word) => word.startsWith(term) || word.startsWith(germanOf(term))))
      continue;
    const rest = stemSet(row.text.replace(/^\s*(\(\d+[a-z]?\)\s*)?['‘„“"»›][^'’“”"«‹]{1,160}['’“”"«‹]/u, ""), language);
    if (thingStems.some((stems) => stems.every((stem) => rest.has(stem))))
      return provisionMatch(corpus, row, { act, score: 0 });
  }
  return undefined;
}

/** The German word a defined English term is written with inside German compounds ("product" → „produkt“). */
function germanOf(term: string): string {
  return term === "product" ? "produkt" : term;
}
