import type { Corpus, InstalledAct } from "../corpus-cache.server.ts";
import { knownActs, type KnownAct } from "../../known-acts.ts";
import { citedActs } from "../cited-acts.ts";
import { namedTopics, routeTopics } from "../route-topics.ts";
import { parseReferences } from "../references/parse-references.ts";
import type { RankingSettings } from "../ranking-settings.ts";
import type { MissingAct } from "../search-result-schema.ts";
import type { Language } from "../../types.ts";

/** An installed act searched: its known act, the version, and whether only its recitals count. */
export type ChosenAct = { known: KnownAct; installed: InstalledAct; recitalsOnly: boolean };

/** Step 1 of the search: which acts are searched, in which version and language, which are preferred. */
export type ResolvedActs = {
  /** The CELEX numbers the question is routed to (preferred when the evidence is comparable). */
  routed: ReadonlySet<string>;
  /** The known acts of the requested indexes. */
  candidates: readonly KnownAct[];
  /** The installed acts searched, in the candidates' order. */
  chosen: readonly ChosenAct[];
  /** An act ranked on its English twin → the act in the question's language it is cited in. */
  citeIn: ReadonlyMap<number, number>;
  missingActs: MissingAct[];
};

/**
 * resolveActs: the acts routed from the question's words (actsToSearch), and for every act of the
 * requested indexes the version in force on `asOf` in the question's language (else English, else
 * any), with the recitals of its other versions and amending acts; routed acts not installed are
 * reported as missing.
 */
export function resolveActs(
  corpus: Corpus,
  question: string,
  {
    indexes,
    language,
    asOf,
    settings,
  }: {
    indexes: readonly string[] | undefined;
    language: Language;
    asOf: string;
    settings: Pick<RankingSettings, "citations" | "namedActsRoute" | "crossLingual">;
  },
): ResolvedActs {
  const routed = new Set(
    actsToSearch(question, indexes, {
      citations: settings.citations,
      namedActs: settings.namedActsRoute,
    }).map((act) => act.celex),
  );
  const candidates = knownActs.filter((act) => !indexes || indexes.includes(act.index));
  const missingActs: MissingAct[] = [];
  const citeIn = new Map<number, number>();
  const chosen: { known: KnownAct; installed: InstalledAct; recitalsOnly: boolean }[] = [];
  for (const known of candidates) {
    const inLanguage = (wanted: Language) =>
      corpus.acts.filter((act) => act.celex === known.celex && act.language === wanted);
    const exact = inLanguage(language);
    const english = exact.length > 0 ? exact : inLanguage("EN");
    const versions = english.length > 0 ? english : corpus.acts.filter((act) => act.celex === known.celex);
    const inForce = versionInForce(versions, asOf);
    if (!inForce) {
      if (routed.has(known.celex))
        missingActs.push({ act: known.shortName, celex: known.celex, language, reason: "not-installed" });
      continue;
    }
    if (exact.length === 0 && routed.has(known.celex)) {
      missingActs.push({
        act: known.shortName,
        celex: known.celex,
        language,
        reason: "language-not-installed",
        searchedLanguage: inForce.language,
      });
    }
    // A question in another language is ranked on the English text of the same version where both
    // are installed (scores of one index are comparable across acts), and cited in its own language.
    const twin = exact.length > 0 && language !== "EN" ? versionInForce(inLanguage("EN"), asOf) : undefined;
    if (settings.crossLingual && twin && twin.version === inForce.version) {
      citeIn.set(twin.id, inForce.id);
      chosen.push({ known, installed: twin, recitalsOnly: false });
      continue;
    }
    chosen.push({ known, installed: inForce, recitalsOnly: false });
    // The recitals of the other versions (a consolidated text has none) and of the amending acts
    // explain the provisions in force: they stay searchable for interpretation.
    const explaining = [
      ...versions.filter((act) => act !== inForce),
      ...corpus.acts.filter((act) => known.amendedBy?.includes(act.celex) && act.language === inForce.language),
    ];
    for (const act of explaining) chosen.push({ known, installed: act, recitalsOnly: true });
  }
  return { routed, candidates, chosen, citeIn, missingActs };
}

/**
 * The version of an act in force on `asOf`: the installed version with the latest `validFrom` on or
 * before that day (the act as adopted has none: it applies from its entry into force), not expired.
 * Before every version's date, the earliest one.
 */
export function versionInForce<T extends Pick<InstalledAct, "validFrom" | "validTo">>(
  versions: readonly T[],
  asOf: string,
): T | undefined {
  const start = (version: T) => version.validFrom ?? "";
  const applicable = versions.filter(
    (version) => start(version) <= asOf && (version.validTo === null || version.validTo >= asOf),
  );
  const pool = applicable.length > 0 ? applicable : versions;
  const sorted = [...pool].sort((a, b) => start(a).localeCompare(start(b)));
  return applicable.length > 0 ? sorted.at(-1) : sorted[0];
}

/**
 * The acts a question is routed to: the acts of its routed topics, restricted to the requested
 * indexes. When the caller names indexes and routing picks no act inside them (e.g. a liability
 * question sent to the AI Act index), every act of the requested indexes is preferred. Every act
 * of the requested indexes is searched; these rank first when the evidence is comparable.
 */
export function actsToSearch(
  query: string,
  indexes?: readonly string[],
  { citations = true, namedActs = true }: { citations?: boolean; namedActs?: boolean } = {},
): KnownAct[] {
  const topics = new Set(routeTopics(query));
  const inIndexes = knownActs.filter((act) => !indexes || indexes.includes(act.index));
  // An act cited by number or year stands for its topic: "Directive 85/374/EEC" is not the 2024 directive;
  // so does one named unambiguously ("der neuen Produkthaftungsrichtlinie", "the old PLD"; ADR 107).
  const byName =
    citations && namedActs ? actsNamedIn(query).flatMap((celex) => inIndexes.filter((act) => act.celex === celex)) : [];
  const cited = citations ? [...new Set([...citedActs(query, inIndexes), ...byName])] : [];
  // An act cited or named in a question with no word of any topic is the act asked about: the
  // other topics are not routed beside it ("Gilt der Importeur nach der Richtlinie 85/374 als Hersteller?"; ADR 156).
  if (cited.length > 0 && namedTopics(query).length === 0) return cited;
  const citedTopics = new Set(cited.map((act) => act.topic));
  const routed = inIndexes.filter(
    (act) => cited.includes(act) || (topics.has(act.topic) && !citedTopics.has(act.topic)),
  );
  return routed.length > 0 ? routed : inIndexes;
}

/** The installed acts a question names by a designation that says which ("AI Act", "die alte Produkthaftungsrichtlinie"; not "the PLD"). */
function actsNamedIn(query: string): string[] {
  const { references, mentionedActs } = parseReferences(query);
  const designations = [
    ...mentionedActs.filter((mention) => !mention.ambiguous).map((mention) => mention.acts),
    ...references.filter((reference) => !reference.ambiguous).map((reference) => reference.acts),
  ];
  // One act, or both directives named together ("der alten als auch der neuen Produkthaftungsrichtlinie").
  return [...new Set(designations.flat())];
}
