import { createHash } from "node:crypto";
import { and, eq, getTableColumns, sql } from "drizzle-orm";
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
 * (ECLIs compare case-insensitively: "ECLI:DE:BVerfG:…" = "ECLI:DE:BVERFG:…") is counted as a
 * duplicate and not stored twice (the first source keeps it, see ADR 011) — but when only the
 * duplicate has a PDF link, the stored decision takes it over (and its revision rises).
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
    const ecliKey = (ecli: string | null | undefined) => (ecli ? ecli.toUpperCase() : undefined);
    const eclis = [...new Set(unique.flatMap((record) => (record.ecli ? [record.ecli.toUpperCase()] : [])))];
    const existing = await tx
      .select({
        id: decisions.id,
        source: decisions.source,
        ecli: decisions.ecli,
        contentHash: decisions.contentHash,
        revision: decisions.revision,
        sourceModified: decisions.sourceModified,
        pdfUrl: decisions.pdfUrl,
        hasFullText: sql<boolean>`${decisions.fullTextHtml} is not null`,
        panel: decisions.panel,
        norms: decisions.norms,
      })
      .from(decisions)
      // upper(ecli) has its own index (decisions_ecli_upper_idx).
      .where(
        eclis.length > 0
          ? sql`${decisions.id} = any(${textArray(ids)}) or upper(${decisions.ecli}) = any(${textArray(eclis)})`
          : sql`${decisions.id} = any(${textArray(ids)})`,
      );
    const byId = new Map(existing.map((row) => [row.id, row]));
    const byEcli = new Map(existing.filter((row) => row.ecli).map((row) => [ecliKey(row.ecli)!, row]));

    const inserts: (typeof decisions.$inferInsert)[] = [];
    /** Inserts of this batch by upper-cased ECLI (a later duplicate may still add its PDF link). */
    const seenEcli = new Map<string, typeof decisions.$inferInsert>();
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
        if (!record.fullTextHtml && current.hasFullText) {
          // Metadata only (e.g. the BGH's metadata records) never replaces a full text of the same
          // document: it only adds the panel and the norms where the stored decision has none.
          const fill = {
            ...(!current.panel && record.panel ? { panel: record.panel } : {}),
            ...(!current.norms?.length && record.norms ? { norms: record.norms } : {}),
          };
          if (Object.keys(fill).length > 0) await tx.update(decisions).set(fill).where(eq(decisions.id, id));
          stats.unchanged++;
          continue;
        }
        await tx
          .update(decisions)
          // A PDF link taken over from another source's duplicate survives an update without one.
          .set({
            ...record,
            pdfUrl: record.pdfUrl ?? current.pdfUrl,
            searchText: indexText(record.searchText),
            contentHash,
            revision: current.revision + 1,
            updatedAt: now,
          })
          .where(and(eq(decisions.id, id), eq(decisions.contentHash, current.contentHash)));
        stats.updated++;
        continue;
      }
      const key = ecliKey(record.ecli);
      const sameEcli = key ? byEcli.get(key) : undefined;
      const insertedEcli = key ? seenEcli.get(key) : undefined;
      if ((sameEcli && sameEcli.id !== id) || insertedEcli) {
        stats.duplicates++;
        if (record.pdfUrl && insertedEcli && !insertedEcli.pdfUrl) insertedEcli.pdfUrl = record.pdfUrl;
        else if (record.pdfUrl && sameEcli && !sameEcli.pdfUrl) {
          await tx
            .update(decisions)
            .set({ pdfUrl: record.pdfUrl, revision: sameEcli.revision + 1, updatedAt: now })
            .where(eq(decisions.id, sameEcli.id));
          sameEcli.pdfUrl = record.pdfUrl;
          sameEcli.revision++;
        }
        continue;
      }
      const insert = {
        ...record,
        searchText: indexText(record.searchText),
        id,
        contentHash,
        revision: 1,
        firstSeenAt: now,
        updatedAt: now,
      };
      if (key) seenEcli.set(key, insert);
      inserts.push(insert);
      stats.new++;
    }
    for (let i = 0; i < inserts.length; i += INSERT_CHUNK)
      await tx.execute(insertRows(inserts.slice(i, i + INSERT_CHUNK)));
  });
  return stats;
}

const INSERT_CHUNK = 1000;

/** The columns an insert writes (search_vector is generated by the database). */
const insertColumns = Object.entries(getTableColumns(decisions)).filter(([, column]) => !column.generated);
const columnList = sql.raw(insertColumns.map(([, column]) => `"${column.name}"`).join(", "));

/**
 * Array parameters as one JSON text each: `= any(...)` with the array built by the database keeps
 * the index scans, and one parameter instead of one per element keeps the query small.
 */
function textArray(values: string[]) {
  return sql`array(select json_array_elements_text(${jsonText(values)}::json))`;
}

/**
 * JSON for the database: strings made well-formed first. A lone surrogate ("\ud800") is valid in
 * JSON but PostgreSQL refuses it in a json→text conversion and the whole batch would fail; it is
 * stored as U+FFFD instead.
 */
function jsonText(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) => (typeof item === "string" ? item.toWellFormed() : item));
}

/**
 * A multi-row insert with all rows in one JSON parameter (json_populate_recordset): the same rows
 * as drizzle's `.values()`, but without building one bound parameter per field, which cost about a
 * third of the starter installation's time (installing the BGH metadata, CPU profile). Rows whose
 * (source, source_id) exists already are skipped, as before.
 */
function insertRows(rows: (typeof decisions.$inferInsert)[]) {
  const json = jsonText(
    rows.map((row) =>
      Object.fromEntries(
        insertColumns.map(([key, column]) => [column.name, (row as Record<string, unknown>)[key] ?? null]),
      ),
    ),
  );
  return sql`insert into ${decisions} (${columnList})
    select ${columnList} from json_populate_recordset(null::${decisions}, ${json}::json)
    on conflict (source, source_id) do nothing`;
}

/**
 * Recounts the decisions per court (the registry shows it) after each import: one grouped count
 * over decisions, and only the courts whose count changed are written. (A count per court in a
 * correlated subquery was planned as a scan of decisions per court as soon as the statistics said
 * nearly all decisions are the BGH's: 14–46 s with the starter set's 60,000 decisions and about
 * 3,000 courts, blocking every other query meanwhile.)
 */
export async function refreshCourtDecisionCounts(): Promise<void> {
  await getDb().execute(sql`
    update courts set decision_count = counted.n
    from (
      select c.id, coalesce(d.n, 0)::int as n
      from courts c left join (select court_id, count(*) as n from decisions where court_id is not null group by court_id) d on d.court_id = c.id
    ) counted
    where counted.id = courts.id and courts.decision_count <> counted.n`);
}

/**
 * Refreshes the planner's statistics for decisions: the search picks its plan for common words
 * from them (ADR 013), and PGlite has no autovacuum to do it.
 */
export async function analyzeDecisions(): Promise<void> {
  await getDb().execute(sql`analyze decisions`);
}

/** The GIN indexes of decisions (full-text vector, file numbers). */
const GIN_INDEXES = ["decisions_search_idx", "decisions_file_numbers_idx"] as const;

/**
 * Moves the GIN indexes' pending entries into the indexes proper. New rows first go to a pending
 * list (up to gin_pending_list_limit, 4 MB) that every search reads in full; only VACUUM (which
 * PGlite never runs by itself) or this function merges it. After an install of the starter set the
 * list held ~380 pages, and a one-word search read all of them (~40–130 ms instead of ~2 ms).
 */
export async function flushDecisionIndexes(): Promise<void> {
  for (const name of GIN_INDEXES) await getDb().execute(sql`select gin_clean_pending_list(${name}::regclass)`);
}
