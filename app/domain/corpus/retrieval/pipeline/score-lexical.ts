import type { Corpus } from "../corpus-cache.server.ts";
import { withoutActNumbers } from "../cited-acts.ts";
import { asksWhenApplies, asksWhichRegimeApplies, isApplicationInTime } from "../application-in-time.ts";
import type { IndexedProvision } from "../lexical-index.ts";
import type { RankingSettings } from "../ranking-settings.ts";
import {
  asksAboutTheActs,
  asksForDefinition,
  expandQuery,
  withoutActNames,
  withoutOtherActDesignations,
} from "../query-expansion.ts";
import { analyze } from "../../vocabulary/text-analysis.ts";
import type { Language } from "../../types.ts";
import type { ResolvedActs } from "./resolve-acts.ts";

/** A provision's id and its score in one ranked list. */
export type Hit = { id: number; score: number };

/** Step 3 of the search: the lexical hits of every language searched, with the acts of that language. */
export type LexicalHits = Map<Language, { actKeys: Set<number>; hits: Hit[] }>;

/** How many hits each ranked list keeps. */
export const listDepth = 200;

/**
 * scoreLexical: for every language of the searched acts, the question (without the references
 * looked up) expanded (expandQuestion) and ranked by BM25F with the structure boosts; provisions of
 * acts searched for their recitals only are left out unless they are recitals.
 */
export function scoreLexical(
  corpus: Corpus,
  query: string,
  acts: Pick<ResolvedActs, "chosen">,
  settings: RankingSettings,
): LexicalHits {
  const admitted = admittedIn(corpus, acts);
  const lists: LexicalHits = new Map();
  for (const searchLanguage of new Set(acts.chosen.map((entry) => entry.installed.language))) {
    const actKeys = new Set(
      acts.chosen.filter((entry) => entry.installed.language === searchLanguage).map((entry) => entry.installed.id),
    );
    const hits = lexicalSearch(corpus, query, searchLanguage, actKeys, listDepth, settings).filter((hit) =>
      admitted(hit.id),
    );
    lists.set(searchLanguage, { actKeys, hits });
  }
  return lists;
}

/** Whether a provision may be ranked: every provision of an act searched in full, the recitals of the others. */
export function admittedIn(corpus: Corpus, acts: Pick<ResolvedActs, "chosen">): (id: number) => boolean {
  const recitalsOnly = new Set(acts.chosen.filter((entry) => entry.recitalsOnly).map((entry) => entry.installed.id));
  return (id: number) => {
    const row = corpus.provisions.get(id)!;
    return !recitalsOnly.has(row.actId) || row.kind === "recital";
  };
}

/**
 * addOwnLanguage: where an act is ranked on its English twin, the question's own words also search
 * the text in its language: that evidence, scaled to the English list's best score, is added at
 * `ownLanguageWeight`.
 */
export function addOwnLanguage(
  corpus: Corpus,
  query: string,
  language: Language,
  acts: Pick<ResolvedActs, "citeIn" | "routed" | "chosen">,
  ranked: Map<number, number>,
  settings: RankingSettings,
): void {
  const { citeIn } = acts;
  const ownLanguageActs = new Set(citeIn.values());
  if (ownLanguageActs.size === 0) return;
  const preferred = preferredActs(acts);
  const own = lexicalSearch(corpus, query, language, ownLanguageActs, listDepth, settings);
  const top = Math.max(0, ...ranked.values());
  const ownTop = own[0]?.score ?? 0;
  for (const hit of own) {
    const actId = corpus.provisions.get(hit.id)!.actId;
    const added =
      settings.ownLanguageWeight *
      (hit.score / ownTop) *
      top *
      (preferred.has([...citeIn].find(([, de]) => de === actId)?.[0] ?? -1) ? 1 : settings.unroutedWeight);
    ranked.set(hit.id, (ranked.get(hit.id) ?? 0) + added);
  }
}

/** The ids of the installed acts the question is routed to. */
export function preferredActs(acts: Pick<ResolvedActs, "chosen" | "routed">): Set<number> {
  return new Set(acts.chosen.filter((entry) => acts.routed.has(entry.known.celex)).map((entry) => entry.installed.id));
}

/**
 * expandQuestion: the question without act names (and numbers, with `citations`), and its
 * expansion (lay terms, concept map, DE→EN glossary) in `language`.
 */
export function expandQuestion(question: string, language: Language, settings: RankingSettings) {
  // The acts' designations route; they are search words only for a question about the acts themselves
  // (which one governs, from when one applies, transposition, repeal; ADR 156).
  const aboutTheActs = asksAboutTheActs(question) || asksWhenApplies(question) || asksWhichRegimeApplies(question);
  const named = settings.actDesignationsAsWords || aboutTheActs ? question : withoutOtherActDesignations(question);
  const query = settings.citations ? withoutActNumbers(withoutActNames(named)) : withoutActNames(named);
  const expanded = expandQuery(query, language, {
    conceptWeight: settings.conceptWeight,
    everydayWeight: settings.everydayWeight,
  });
  return { query, expanded };
}

/** A definition's term as stems (" term stems "), worked out once per provision of the index: the corpus does not change under it (ADR 125). */
const definedTermStemsCache = new WeakMap<IndexedProvision, string>();
function definedTermStems(provision: IndexedProvision, language: Language): string {
  let stems = definedTermStemsCache.get(provision);
  if (stems === undefined)
    definedTermStemsCache.set(provision, (stems = ` ${analyze(provision.heading ?? "", language).join(" ")} `));
  return stems;
}

function lexicalSearch(
  corpus: Corpus,
  question: string,
  language: Language,
  actKeys: Set<number>,
  limit: number,
  settings: RankingSettings,
) {
  const index = corpus.indexes.get(language);
  if (!index) return [];
  const { query, expanded } = expandQuestion(question, language, settings);
  const terms = index.queryTerms(query, expanded.extra, expanded.originalWeight);
  // Structure: a definition whose term the question names, or any definition when the question
  // asks what something is, ranks above provisions that merely use the words. A question that does
  // not ask what something is wants the rule: its definitions count `definitionWeight` (their
  // defined term, weighted 4 as a field, would otherwise outrank the provision that answers).
  const queryStems = ` ${analyze([query, ...expanded.extra.map((part) => part.text)].join(" "), language).join(" ")} `;
  const definitional = asksForDefinition(query);
  const whenApplies =
    settings.applicationInTime !== 1 &&
    (asksWhenApplies(query) || (settings.regimeInTime && asksWhichRegimeApplies(query)));
  const named = new Map<number, string>();
  const boost = (provision: IndexedProvision) => {
    if (whenApplies && isApplicationInTime(provision)) return settings.applicationInTime;
    if (provision.kind !== "definition" || !provision.heading) return 1;
    const term = definedTermStems(provision, language);
    const isNamed = term.trim() !== "" && queryStems.includes(term);
    if (isNamed) named.set(provision.key, term);
    return (
      (isNamed ? (definitional ? settings.namedDefinitionAsked : 1.5) : 1) *
      (definitional ? 1.5 : settings.definitionWeight)
    );
  };
  const lift = definitional && settings.namedDefinitionLift > 0;
  const hits = index.search(terms, { actKeys, limit: lift ? Number.POSITIVE_INFINITY : limit, boost });
  if (lift) {
    // The definitions of the longest named terms score at least `namedDefinitionLift` of the best other hit.
    const terms = [...named.values()];
    const lifted = (key: number) => {
      const term = named.get(key);
      return term !== undefined && !terms.some((other) => other.length > term.length && other.includes(term));
    };
    const best = hits.find((hit) => !lifted(hit.provision.key))?.score ?? 0;
    for (const hit of hits)
      if (lifted(hit.provision.key)) hit.score = Math.max(hit.score, best * settings.namedDefinitionLift);
    hits.sort((left, right) => right.score - left.score);
  }
  return index
    .rerank(hits.slice(0, limit), { terms, core: analyze(expanded.core, language) }, settings)
    .map((hit) => ({ id: hit.provision.key, score: hit.score }));
}
