import { topLevel, type Corpus, type InstalledAct, type StoredProvision } from "./corpus-cache.server.ts";
import type { Match } from "./search-result-schema.ts";

/**
 * A stored provision in the shape searchLegalDocuments answers with: its act, the heading of the
 * article or annex it belongs to, and which version of the act it quotes. `score` is 0 for
 * provisions that were looked up rather than ranked; `version` overrides the act's own label.
 */
export function provisionMatch(
  corpus: Corpus,
  row: StoredProvision,
  options: { act?: InstalledAct; score?: number; version?: string } = {},
): Match {
  const act = options.act ?? corpus.acts.find((candidate) => candidate.id === row.actId)!;
  const version = options.version ?? act.versionLabel ?? undefined;
  return {
    id: `${act.celex}:${act.language}:${row.pinpoint}`,
    act: act.shortName,
    celex: act.celex,
    pinpoint: row.pinpoint,
    label: row.label,
    heading: row.heading,
    articleHeading: topLevel(row, corpus.byPinpoint)?.heading ?? null,
    text: row.text,
    url: row.url,
    score: options.score ?? 0,
    ...(version ? { version } : {}),
    ...(act.version ? { versionCelex: act.version } : {}),
    ...(row.amended ? { amended: true } : {}),
    ...(act.note ? { note: act.note } : {}),
  };
}
