import {
  assessCoverage,
  coverageDepth,
  coverageTerms,
  definedTermsIn,
  namesSubjectOfActs,
  type Coverage,
} from "./assess-coverage.ts";
import type { Corpus, StoredProvision } from "./corpus-cache.server.ts";
import { expandQuery, withoutActNames } from "./query-expansion.ts";
import { defaultRanking, type RankingSettings } from "./ranking-settings.ts";
import { citedActs } from "./cited-acts.ts";
import { otherLawNamed, parseReferences } from "./references/parse-references.ts";
import { namedTopics } from "./route-topics.ts";
import { analyze } from "../vocabulary/text-analysis.ts";
import type { Language } from "../types.ts";

/** Whether the installed acts answer `question`, judged on its first matches (`top`, in rank order). */
export function searchCoverage(
  corpus: Corpus,
  question: string,
  top: readonly { row: StoredProvision }[],
  settings: Partial<Pick<RankingSettings, "conceptWeight" | "coverageThresholds" | "otherLaw">> = {},
): Coverage {
  const evidence = coverageEvidence(corpus, question, top, settings.conceptWeight ?? defaultRanking.conceptWeight);
  // A question under another law ("the GDPR fine", "fair use under US copyright law") that names no installed act:
  // words it shares with the acts ("fine", "copyright") do not make them answer it, unless a provision holds most of it.
  const thresholds = settings.coverageThresholds ?? defaultRanking.coverageThresholds;
  if ((settings.otherLaw ?? defaultRanking.otherLaw) && evidence < thresholds.covered && asksUnderOtherLaw(question))
    return "not-covered";
  const namesSubject = namesSubjectOfActs(question, {
    routed: namedTopics(question).length > 0 || citedActs(question).length > 0,
    namesDefinedTerm: namesDefinedTerm(corpus, question),
  });
  return assessCoverage({ evidence, namesSubject }, settings.coverageThresholds);
}

/**
 * The evidence that the installed acts answer the question: the largest share of the question's
 * weighted terms that one of the first `coverageDepth` matches contains (in its own language's index).
 */
export function coverageEvidence(
  corpus: Corpus,
  question: string,
  top: readonly { row: StoredProvision }[],
  conceptWeight = defaultRanking.conceptWeight,
): number {
  let best = 0;
  const termsOf = new Map<Language, { term: string; weight: number }[]>();
  for (const { row } of top.slice(0, coverageDepth)) {
    const language = corpus.acts.find((act) => act.id === row.actId)?.language;
    const index = language && corpus.indexes.get(language);
    if (!language || !index) continue;
    if (!termsOf.has(language)) termsOf.set(language, coverageTerms(index, question, conceptWeight));
    // What the act says, not its paraphrase (ADR 046): everyday words such as "salary" or "tax"
    // would make questions about probation periods or VAT look covered.
    best = Math.max(best, index.match(row.id, termsOf.get(language)!, [], { statutoryOnly: true }).coverage);
  }
  return best;
}

const definedTermsCache = new WeakMap<Corpus, Map<Language, string[][]>>();

/** The defined terms of the installed acts, as stems, per language (built once per corpus version). */
function definedTermsOf(corpus: Corpus): Map<Language, string[][]> {
  const cached = definedTermsCache.get(corpus);
  if (cached) return cached;
  const terms = new Map<Language, string[][]>();
  const languageOf = new Map(corpus.acts.map((act) => [act.id, act.language]));
  for (const row of corpus.provisions.values()) {
    const language = languageOf.get(row.actId);
    if (row.kind !== "definition" || !row.heading || !language) continue;
    if (!terms.has(language)) terms.set(language, []);
    terms.get(language)!.push(analyze(row.heading, language));
  }
  definedTermsCache.set(corpus, terms);
  return terms;
}

/** The question (or its English translation) names a defined term of several words of an installed act. */
function namesDefinedTerm(corpus: Corpus, question: string): boolean {
  const query = withoutActNames(question);
  return [...definedTermsOf(corpus)].some(
    ([language, terms]) => definedTermsIn(analyze(expandQuery(query, language).core, language), terms).length > 0,
  );
}

/** The question names a law that is not installed and no act that is (`otherLawNamed`). */
export function asksUnderOtherLaw(question: string): boolean {
  if (otherLawNamed(question) === undefined) return false;
  const { mentionedActs, references } = parseReferences(question);
  return (
    mentionedActs.length === 0 &&
    references.every((reference) => reference.acts.length === 0) &&
    citedActs(question).length === 0
  );
}
