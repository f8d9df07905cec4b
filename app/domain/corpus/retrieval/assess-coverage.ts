import { z } from "zod";
import { conceptsOf } from "../vocabulary/concept-map.ts";
import { untranslatedGerman } from "../vocabulary/glossary-de-en.ts";
import type { LexicalIndex } from "./lexical-index.ts";
import { expandQuery, namesLayTerm, withoutActNames } from "./query-expansion.ts";
import { defaultRanking, type RankingSettings } from "./ranking-settings.ts";
import { looksGerman } from "../vocabulary/text-analysis.ts";

/**
 * Whether the installed acts answer a question: "covered" (the best matches hold most of what it
 * asks), "weak" (they share some of it: read them as leads, not as the answer) or "not-covered"
 * (nothing installed is about it: VAT, tenancy, an act that is not installed).
 */
export const CoverageSchema = z.enum(["covered", "weak", "not-covered"]);
export type Coverage = z.infer<typeof CoverageSchema>;

/** How many of the first matches may carry the evidence (the best of them counts). */
export const coverageDepth = 3;

/**
 * The terms a provision is measured against: the ranking query of the index's language (the
 * question, its statutory expansions and for a German question on an English text its translation),
 * plus, for that translation, the German words the glossary has no English for, at full weight:
 * a word the search could not use is a word the provision does not answer.
 */
export function coverageTerms(
  index: LexicalIndex,
  question: string,
  conceptWeight?: number,
): { term: string; weight: number }[] {
  const query = withoutActNames(question);
  const expanded = expandQuery(query, index.language, { conceptWeight });
  const terms = index.queryTerms(query, expanded.extra, expanded.originalWeight);
  if (index.language === "EN" && expanded.core !== query && looksGerman(query)) {
    for (const stem of new Set(untranslatedGerman(query))) {
      const known = terms.find((entry) => entry.term === stem);
      if (known) known.weight = 1;
      else terms.push({ term: stem, weight: 1 });
    }
  }
  return terms;
}

/**
 * The question names what the acts are about: a topic the routing knows (the AI Act, copyright,
 * liability) or an act it cites by number or year ("Richtlinie 85/374/EWG"), a concept of the concept map (an everyday name of a defined term or heading), an
 * everyday word the expansion knows ("chatbot", "fine") or a defined term of several words
 * ("serious incident", `definedTerms`). Such a question is never "not covered".
 */
export function namesSubjectOfActs(
  question: string,
  { routed, namesDefinedTerm }: { routed: boolean; namesDefinedTerm: boolean },
): boolean {
  return routed || namesDefinedTerm || conceptsOf(question).length > 0 || namesLayTerm(question);
}

/**
 * The defined terms of several words (as stems) that stand in the question's own words (`core`,
 * stems in order): "serious incident", "general-purpose AI model". Single words ("data",
 * "product") are too common in questions about anything to say what a question is about.
 */
export function definedTermsIn(
  core: readonly string[],
  definitions: readonly (readonly string[])[],
): (readonly string[])[] {
  return definitions.filter(
    (term) => term.length >= 2 && core.some((_, start) => term.every((stem, offset) => core[start + offset] === stem)),
  );
}

/**
 * covered: the evidence reaches `covered`, or `notCovered` for a question that names the acts'
 * subject; not-covered: below `notCovered` for a question that does not; weak: in between. The
 * thresholds were calibrated on the development half of the blind set (ADR 038; ranking-settings.ts).
 */
export function assessCoverage(
  { evidence, namesSubject }: { evidence: number; namesSubject: boolean },
  thresholds: RankingSettings["coverageThresholds"] = defaultRanking.coverageThresholds,
): Coverage {
  if (evidence >= thresholds.covered || (namesSubject && evidence >= thresholds.notCovered)) return "covered";
  if (evidence < thresholds.notCovered && !namesSubject) return "not-covered";
  return "weak";
}
