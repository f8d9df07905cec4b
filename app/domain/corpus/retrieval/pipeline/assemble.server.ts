import type { Corpus } from "../corpus-cache.server.ts";
import type { RankingSettings } from "../ranking-settings.ts";
import { searchCoverage } from "../search-coverage.server.ts";
import type { SearchResult } from "../search-result-schema.ts";
import type { Coverage } from "../assess-coverage.ts";
import { toMatch, type Top } from "./diversify.server.ts";
import type { NamedInQuestion } from "./look-up-named.server.ts";
import type { ResolvedActs } from "./resolve-acts.ts";

/** coverageOfTop: a named provision answers the question; else the first matches' evidence (assess-coverage.ts). */
export function coverageOfTop(corpus: Corpus, query: string, top: Top, settings: RankingSettings): Coverage {
  return top.namedCount > 0 ? "covered" : searchCoverage(corpus, query, top.rows, settings);
}

/** assemble: the answer: the matches (named ones marked), the missing acts, the coverage and the lookup's notices. */
export function assemble(
  corpus: Corpus,
  top: Top,
  {
    acts,
    named,
    coverage,
  }: { acts: Pick<ResolvedActs, "missingActs">; named: NamedInQuestion | undefined; coverage: Coverage },
): SearchResult {
  const versionsInstalled = new Set(
    corpus.acts.filter((act) => act.version !== "").map((act) => `${act.celex}:${act.language}`),
  );
  const notices = named?.lookup.notices ?? [];
  return {
    matches: top.rows.map((entry, index) =>
      index < top.namedCount
        ? { ...toMatch(corpus, entry, versionsInstalled), named: true }
        : toMatch(corpus, entry, versionsInstalled),
    ),
    missingActs: acts.missingActs,
    coverage,
    ...(notices.length > 0 ? { notices } : {}),
  };
}
