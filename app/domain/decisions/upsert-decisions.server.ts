import { createHash } from "node:crypto";
import { and, eq, inArray, or, sql } from "drizzle-orm";
import { getDb } from "#app/db/client.server.ts";
import { decisions } from "#app/db/schema/decisions.ts";
import { decisionIdFor } from "./decision-id.ts";
import { indexText } from "./index-text.ts";
import type { NormalisedDecision } from "./decision-record.ts";

export type UpsertStats = { new: number; updated: number; unchanged: number; duplicates: number };

export function emptyUpsertStats(): UpsertStats {
  return { new: 0, updated: 0, unchanged: 0, duplicates: 0 };
}

/** Hash of everything a reader sees; a change raises the revision and the feeds' SEQUENCE. */
export function contentHashOf(record: UpsertRecord): string {
  const { source: _source, sourceId: _sourceId, sourceModified: _modified, ...content } = record;
  return createHash("sha256").update(JSON.stringify(content)).digest("hex");
}

/** A normalised decision, optionally with the source's modification stamp (not part of the content). */
export type UpsertRecord = NormalisedDecision & { sourceModified?: string | null };

/**
 * Inserts or updates a batch of normalised decisions in one transaction, keyed by (source,
 * sourceId). Identical input changes nothing (not even updatedAt); changed content updates the
 * row and increments its revision. A record from another source whose ECLI is already published
 * is counted as a duplicate and not stored twice (the first source keeps it, see ADR 011).
 * The hash covers the full normalised record; the stored search text is its compact index form
 * (indexText: verbatim start, then each further word once — ADR 013).
 */
export async function upsertDecisions(records: UpsertRecord[], options: { now?: Date } = {}): Promise<UpsertStats> {
  const stats = emptyUpsertStats();
  if (records.length === 0) return stats;
  const now = options.now ?? new Date();
  // The last occurrence of a key within one batch wins.
  const byKey = new Map(records.map((record) => [`${record.source}\u0000${record.sourceId}`, record]));
  const unique = [...byKey.values()];

  await getDb().transaction(async (tx) => {
    const ids = unique.map((record) => decisionIdFor(record.source, record.sourceId));
    const eclis = unique.flatMap((record) => (record.ecli ? [record.ecli] : []));
    const existing = await tx
      .select({ id: decisions.id, source: decisions.source, ecli: decisions.ecli, contentHash: decisions.contentHash, revision: decisions.revision, sourceModified: decisions.sourceModified })
      .from(decisions)
      .where(eclis.length > 0 ? or(inArray(decisions.id, ids), inArray(decisions.ecli, eclis)) : inArray(decisions.id, ids));
    const byId = new Map(existing.map((row) => [row.id, row]));
    const byEcli = new Map(existing.filter((row) => row.ecli).map((row) => [row.ecli!, row]));

    const inserts: (typeof decisions.$inferInsert)[] = [];
    const seenEcli = new Set<string>();
    for (const record of unique) {
      const id = decisionIdFor(record.source, record.sourceId);
      const contentHash = contentHashOf(record);
      const current = byId.get(id);
      if (current) {
        if (current.contentHash === contentHash) {
          // Same content: only remember the source's new stamp (updatedAt and revision stay).
          if (record.sourceModified && record.sourceModified !== current.sourceModified) {
            await tx.update(decisions).set({ sourceModified: record.sourceModified }).where(eq(decisions.id, id));
          }
          stats.unchanged++;
          continue;
        }
        await tx
          .update(decisions)
          .set({ ...record, searchText: indexText(record.searchText), contentHash, revision: current.revision + 1, updatedAt: now })
          .where(and(eq(decisions.id, id), eq(decisions.contentHash, current.contentHash)));
        stats.updated++;
        continue;
      }
      const sameEcli = record.ecli ? byEcli.get(record.ecli) : undefined;
      if ((sameEcli && sameEcli.id !== id) || (record.ecli && seenEcli.has(record.ecli))) {
        stats.duplicates++;
        continue;
      }
      if (record.ecli) seenEcli.add(record.ecli);
      inserts.push({ ...record, searchText: indexText(record.searchText), id, contentHash, revision: 1, firstSeenAt: now, updatedAt: now });
      stats.new++;
    }
    for (let i = 0; i < inserts.length; i += 200) {
      await tx
        .insert(decisions)
        .values(inserts.slice(i, i + 200))
        .onConflictDoNothing({ target: [decisions.source, decisions.sourceId] });
    }
  });
  return stats;
}

/** Recounts the decisions per court (the registry shows it); cheap enough after each import. */
export async function refreshCourtDecisionCounts(): Promise<void> {
  await getDb().execute(
    sql`update courts set decision_count = coalesce((select count(*) from decisions d where d.court_id = courts.id), 0)::int`,
  );
}

/**
 * Refreshes the planner's statistics for decisions: the search picks its plan for common words
 * from them (ADR 013), and PGlite has no autovacuum to do it.
 */
export async function analyzeDecisions(): Promise<void> {
  await getDb().execute(sql`analyze decisions`);
}
