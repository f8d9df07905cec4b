import { z } from "zod";
import { once, readCorpusData } from "./corpus-data.server.ts";
import { tokenizeWords } from "./text-analysis.ts";
import type { Language } from "../types.ts";

/**
 * The concept map: everyday and business words (English and German) → the words the acts use.
 * Each concept is taken from an act's own definition, heading or recital (`source`), and lists
 * the everyday ways of saying it. A question that says it gets the statutory words added to its
 * ranking query (in the language of the text searched: English terms for English texts, German
 * ones for German texts).
 *
 * The concepts are data (corpus-data/concept-map/concepts.json and its README), maintained by hand:
 * add a concept when a provision's heading or definition has an everyday name; never copy a test
 * question into `say`. Triggers are whole words or word sequences in lower
 * case; a trailing "*" matches any ending ("bewerb*": Bewerbung, Bewerber, Bewerbungen).
 */
export type Concept = {
  /** Where the statutory words come from, e.g. "AI Act Art. 5(1)(d)". */
  source: string;
  say: { EN: string[]; DE: string[] };
  terms: { EN: string; DE?: string };
};

const ConceptSchema = z.strictObject({
  source: z.string().min(1),
  say: z.strictObject({ EN: z.array(z.string().min(1)), DE: z.array(z.string().min(1)) }),
  terms: z.strictObject({ EN: z.string().min(1), DE: z.string().min(1).optional() }),
});
/** corpus-data/concept-map/concepts.json: the concepts in groups, each group with a line saying which part of which act it covers. */
const ConceptMapSchema = z.strictObject({
  about: z.string().min(1),
  groups: z.array(z.strictObject({ about: z.string(), concepts: z.array(ConceptSchema) })).min(1),
});

/** Every concept of the map, in file order; read once, on first use. */
export const concepts = once((): readonly Concept[] =>
  readCorpusData("concept-map/concepts.json", ConceptMapSchema).groups.flatMap((group) => group.concepts),
);

type Trigger = { words: string[]; prefix: boolean };
const triggers = once((): { concept: Concept; language: Language; trigger: Trigger }[] =>
  concepts().flatMap((concept) =>
    (["EN", "DE"] as const).flatMap((language) =>
      concept.say[language].map((phrase) => {
        const prefix = phrase.endsWith("*");
        return { concept, language, trigger: { words: tokenizeWords(prefix ? phrase.slice(0, -1) : phrase), prefix } };
      }),
    ),
  ),
);

function matches(words: readonly string[], trigger: Trigger): boolean {
  const { words: phrase, prefix } = trigger;
  if (phrase.length === 0) return false;
  for (let start = 0; start + phrase.length <= words.length; start++) {
    const ok = phrase.every((part, offset) => {
      const word = words[start + offset]!;
      return offset === phrase.length - 1 && prefix ? word.startsWith(part) : word === part;
    });
    if (ok) return true;
  }
  return false;
}

/** The concepts of the last questions: one search asks for them several times (ADR 125). */
const recentConcepts = new Map<string, readonly Concept[]>();

/** The concepts a question names (in English or German words). */
export function conceptsOf(query: string): Concept[] {
  let found = recentConcepts.get(query);
  if (!found) {
    const words = tokenizeWords(query.replace(/[’']/g, "'"));
    const named = new Set<Concept>();
    for (const { concept, trigger } of triggers())
      if (!named.has(concept) && matches(words, trigger)) named.add(concept);
    found = [...named];
    recentConcepts.set(query, found);
    if (recentConcepts.size > 64) recentConcepts.delete(recentConcepts.keys().next().value!);
  }
  return [...found];
}

/** The statutory words to add for a text of `language` (German texts: the German terms where the map has them). */
export function conceptTerms(query: string, language: Language): string[] {
  return conceptsOf(query).flatMap((concept) =>
    language === "DE" ? (concept.terms.DE ? [concept.terms.DE] : []) : [concept.terms.EN],
  );
}
