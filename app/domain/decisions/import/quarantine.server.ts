import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { getDb } from "#app/db/client.server.ts";
import { quarantinedRecords } from "#app/db/schema/decisions.ts";
import type { Source } from "../decision-record.ts";

export type QuarantineEntry = { source: Source; sourceId: string; reason: string; payload: unknown };

/** Keeps bad records with their reason (never published); seeing one again updates lastSeenAt. */
export async function quarantine(entries: QuarantineEntry[]): Promise<void> {
  const unique = [...new Map(entries.map((entry) => [`${entry.source}\u0000${entry.sourceId}`, entry])).values()];
  for (let i = 0; i < unique.length; i += 200) {
    await getDb()
      .insert(quarantinedRecords)
      .values(unique.slice(i, i + 200).map((entry) => ({ ...entry, payload: entry.payload ?? null })))
      .onConflictDoUpdate({
        target: [quarantinedRecords.source, quarantinedRecords.sourceId],
        set: { reason: sql`excluded.reason`, payload: sql`excluded.payload`, lastSeenAt: sql`now()` },
      });
  }
}

/** A record that now imports cleanly leaves the quarantine. */
export async function releaseFromQuarantine(source: Source, sourceIds: string[]): Promise<void> {
  if (sourceIds.length === 0) return;
  await getDb()
    .delete(quarantinedRecords)
    .where(and(eq(quarantinedRecords.source, source), inArray(quarantinedRecords.sourceId, sourceIds)));
}

export async function listQuarantine(options: { source?: Source; limit?: number } = {}) {
  return getDb()
    .select({
      source: quarantinedRecords.source,
      sourceId: quarantinedRecords.sourceId,
      reason: quarantinedRecords.reason,
      firstSeenAt: quarantinedRecords.firstSeenAt,
      lastSeenAt: quarantinedRecords.lastSeenAt,
    })
    .from(quarantinedRecords)
    .where(options.source ? eq(quarantinedRecords.source, options.source) : undefined)
    .orderBy(desc(quarantinedRecords.lastSeenAt))
    .limit(options.limit ?? 1000);
}
