import { loadCourtResolver } from "#app/domain/courts/court-resolver.server.ts";
import { emitDataChanged } from "#app/utils/events.server.ts";
import { logger } from "#app/utils/logger.server.ts";
import type { NormalisedDecision, Source } from "../decision-record.ts";
import { normaliseRecord, type RawDecision } from "../normalise/normalise-record.ts";
import {
  analyzeDecisions,
  flushDecisionIndexes,
  refreshCourtDecisionCounts,
  upsertDecisions,
} from "../upsert-decisions.server.ts";
import { quarantine, releaseFromQuarantine, type QuarantineEntry } from "./quarantine.server.ts";

/** What a source reader yields: a parsed record, or one that could not even be parsed. */
export type SourceItem =
  | { kind: "record"; raw: RawDecision; sourceModified?: string | null; payload?: unknown }
  | { kind: "unparseable"; sourceId: string; reason: string; payload?: unknown };

export type ImportStats = {
  read: number;
  new: number;
  updated: number;
  unchanged: number;
  duplicates: number;
  quarantined: number;
};

export function emptyImportStats(): ImportStats {
  return { read: 0, new: 0, updated: 0, unchanged: 0, duplicates: 0, quarantined: 0 };
}

export type ImportOptions = {
  source: Source;
  items: AsyncIterable<SourceItem> | Iterable<SourceItem>;
  /** 'YYYY-MM-DD'; later decision dates are quarantined. Default: today (UTC). */
  today?: string;
  batchSize?: number;
  /** Stops between batches (server shutdown); what was written stays. */
  signal?: AbortSignal;
  onProgress?: (stats: ImportStats) => void;
};

/**
 * Normalises, validates and upserts records in batches. A bad record is quarantined with its
 * reason and never stops the import; one batch is one transaction, so a crash loses nothing
 * already written and a re-run skips what is unchanged.
 */
export async function importDecisions(options: ImportOptions): Promise<ImportStats> {
  const stats = emptyImportStats();
  const resolveCourt = await loadCourtResolver();
  const today = options.today ?? new Date().toISOString().slice(0, 10);
  const batchSize = options.batchSize ?? 500;
  let good: (NormalisedDecision & { sourceModified?: string | null })[] = [];
  let bad: QuarantineEntry[] = [];

  const flush = async () => {
    if (good.length > 0) {
      const result = await upsertDecisions(good);
      stats.new += result.new;
      stats.updated += result.updated;
      stats.unchanged += result.unchanged;
      stats.duplicates += result.duplicates;
      await releaseFromQuarantine(
        options.source,
        good.map((decision) => decision.sourceId),
      );
    }
    if (bad.length > 0) {
      await quarantine(bad);
      stats.quarantined += bad.length;
      for (const entry of bad)
        logger.warn({ source: entry.source, sourceId: entry.sourceId, reason: entry.reason }, "record quarantined");
    }
    good = [];
    bad = [];
    options.onProgress?.({ ...stats });
  };

  for await (const item of options.items) {
    stats.read++;
    if (item.kind === "unparseable") {
      bad.push({ source: options.source, sourceId: item.sourceId, reason: item.reason, payload: item.payload });
    } else {
      const result = normaliseRecord(item.raw, resolveCourt, today);
      if (result.ok) good.push({ ...result.decision, sourceModified: item.sourceModified ?? null });
      else
        bad.push({
          source: options.source,
          sourceId: item.raw.sourceId,
          reason: result.reason,
          payload: item.payload ?? item.raw,
        });
    }
    if (good.length + bad.length >= batchSize) {
      await flush();
      options.signal?.throwIfAborted();
    }
  }
  await flush();
  if (stats.new + stats.updated > 0) {
    await refreshCourtDecisionCounts();
    // Searches read the GIN indexes' whole pending list until it is merged (see the function).
    // Only an optimisation: a database role that may not do it (not the table's owner) still imports.
    await flushDecisionIndexes().catch((error: unknown) =>
      logger.warn(
        { err: error },
        "could not merge the search indexes' pending entries; searches stay slower until VACUUM",
      ),
    );
    // After a large import the search's plan choice needs fresh statistics (small ones: not worth it).
    if (stats.new + stats.updated >= 1000) await analyzeDecisions();
    emitDataChanged("decisions");
  }
  return stats;
}
