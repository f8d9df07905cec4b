import { sql } from "drizzle-orm";
import { queryRows } from "#app/db/client.server.ts";
import { parseRiiDocument, xmlFromRiiZip } from "../sources/rii.ts";
import { HttpStatusError, httpGetBytes, SourceUnreachableError, type HttpOptions } from "./http.server.ts";
import { importDecisions, type ImportStats, type SourceItem } from "./import-decisions.server.ts";
import { quarantine } from "./quarantine.server.ts";

/** Documents asked for per run (newest decision first). */
export const FULL_TEXT_BATCH = 200;
/** Pause between two requests: one document a second is polite to a public service. */
export const FULL_TEXT_PAUSE_MS = 1000;
/** A document that gave no usable full text is asked for again after this many days. */
export const FULL_TEXT_RETRY_DAYS = 30;
/** A decision's ZIP is tens to hundreds of kilobytes; anything above these is refused. */
export const FULL_TEXT_MAX_ZIP_BYTES = 20 * 1024 * 1024;
export const FULL_TEXT_MAX_XML_BYTES = 50 * 1024 * 1024;
export const FULL_TEXT_TIMEOUT_MS = 30_000;
/** This many missing documents in a row end the run instead of being recorded (see readRiiDocuments). */
export const FULL_TEXT_MISSING_IN_A_ROW = 20;

/** The reason every record this fetcher puts in quarantine starts with. */
export const FULL_TEXT_REASON = "full text:";

export type FullTextStats = ImportStats & {
  /** Decisions picked for this run. */
  candidates: number;
  /** Picked decisions that have their full text after the run. */
  fullTexts: number;
  /** 404/410 from the source. */
  notFound: number;
  /** Documents the source served without any full-text section (only their metadata). */
  withoutFullText: number;
};

export type FetchFullTextsOptions = {
  /** The folder of the `jb-<doknr>.zip` documents (RII_DOCUMENTS_URL in the environment). */
  baseUrl: string;
  limit?: number;
  pauseMs?: number;
  /** Waits between requests; tests pass one that returns at once. Resolves early on abort. */
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
  http?: HttpOptions;
  /** The clock for the retry window. */
  now?: () => number;
  /** 'YYYY-MM-DD'; a later decision date is quarantined (see importDecisions). */
  today?: string;
  batchSize?: number;
  /** Bounds of a response and of the XML inside it (default FULL_TEXT_MAX_ZIP_BYTES, FULL_TEXT_MAX_XML_BYTES). */
  maxZipBytes?: number;
  maxXmlBytes?: number;
  /** Default FULL_TEXT_MISSING_IN_A_ROW. */
  missingInARow?: number;
  signal?: AbortSignal;
  onProgress?: (stats: FullTextStats) => void;
};

const DOKNR = /^[A-Z0-9]{1,40}$/i;

export function riiDocumentZipUrl(baseUrl: string, doknr: string): string {
  return new URL(`jb-${encodeURIComponent(doknr)}.zip`, baseUrl.endsWith("/") ? baseUrl : `${baseUrl}/`).toString();
}

function abortableSleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal?.aborted) return resolve();
    const done = () => {
      clearTimeout(timer);
      signal?.removeEventListener("abort", done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal?.addEventListener("abort", done, { once: true });
  });
}

/**
 * The rii decisions known only by their metadata (the BGH metadata, ADR 014), newest decision
 * first, leaving out those whose full text was asked for within the retry window and could not be
 * used (a quarantine entry of the same source and document number, FULL_TEXT_RETRY_DAYS).
 */
export async function decisionsWithoutFullText(options: { limit: number; now?: () => number }): Promise<string[]> {
  const cutoff = new Date((options.now ?? Date.now)() - FULL_TEXT_RETRY_DAYS * 86_400_000).toISOString();
  const rows = await queryRows<{ sourceId: string }>(sql`
    select d.source_id as "sourceId" from decisions d
    where d.source = 'rii' and d.full_text_html is null
      and not exists (
        select 1 from quarantined_records q
        where q.source = 'rii' and q.source_id = d.source_id and q.last_seen_at > ${cutoff}::timestamptz
      )
    order by d.decision_date desc, d.source_id desc
    limit ${options.limit}`);
  return rows.map((row) => row.sourceId);
}

/**
 * The source's own time of the response (its Date header) in the form of the rii TOC's
 * <modified> stamps ("2016-01-25T22:46:20Z"): the TOC import then fetches the document again only
 * when the source changes it after this fetch. Without a readable Date: null (fetched once more).
 */
export function tocStamp(httpDate: string | null): string | null {
  const time = httpDate ? Date.parse(httpDate) : Number.NaN;
  return Number.isNaN(time) ? null : new Date(time).toISOString().replace(/\.\d{3}Z$/, "Z");
}

type Outcome = { fetched: string[]; notFound: number; stop?: SourceUnreachableError };

type Fetched =
  | { kind: "document"; item: SourceItem }
  | { kind: "missing"; item: SourceItem }
  | { kind: "unusable"; item: SourceItem }
  | { kind: "stop"; error: SourceUnreachableError };

/** One document: its record, or why it gives none, or why the run must stop. */
async function fetchDocument(doknr: string, options: FetchFullTextsOptions): Promise<Fetched> {
  const unusable = (reason: string): Fetched => ({
    kind: "unusable",
    item: { kind: "unparseable", sourceId: doknr, reason: `${FULL_TEXT_REASON} ${reason}` },
  });
  if (!DOKNR.test(doknr)) return unusable("not an RII document number");
  const url = riiDocumentZipUrl(options.baseUrl, doknr);
  try {
    const { bytes, headers } = await httpGetBytes(url, {
      timeoutMs: FULL_TEXT_TIMEOUT_MS,
      ...options.http,
      maxBytes: options.maxZipBytes ?? FULL_TEXT_MAX_ZIP_BYTES,
    });
    const raw = parseRiiDocument(xmlFromRiiZip(bytes, { maxXmlBytes: options.maxXmlBytes ?? FULL_TEXT_MAX_XML_BYTES }));
    // Stored under the number asked for: a document under another number must not create a second decision.
    if (raw.sourceId !== doknr) return unusable(`the document at ${url} is ${raw.sourceId}, not ${doknr}`);
    return { kind: "document", item: { kind: "record", raw, sourceModified: tocStamp(headers.get("date")) } };
  } catch (error) {
    if (error instanceof SourceUnreachableError) return { kind: "stop", error };
    // Refused for one document means refused for all: stop, and let the scheduler back off.
    if (error instanceof HttpStatusError && (error.status === 401 || error.status === 403)) {
      return {
        kind: "stop",
        error: new SourceUnreachableError(`source unreachable: ${url} refused (HTTP ${error.status})`),
      };
    }
    const message = error instanceof Error ? error.message : String(error);
    if (error instanceof HttpStatusError && (error.status === 404 || error.status === 410)) {
      return {
        kind: "missing",
        item: {
          kind: "unparseable",
          sourceId: doknr,
          reason: `${FULL_TEXT_REASON} not found at the source (${message})`,
        },
      };
    }
    return unusable(message);
  }
}

/**
 * Downloads `jb-<doknr>.zip` for each document number, one after the other with a pause between
 * requests. A document that is missing (404/410), too large or broken becomes a quarantine item
 * with the reason; an unreachable or refusing host ends the reading (recorded in `outcome.stop`).
 * So does a run of FULL_TEXT_MISSING_IN_A_ROW missing documents: the metadata came from the
 * source's own lists, so that is a wrong address (RII_DOCUMENTS_URL) or a source in trouble, and
 * those documents are not recorded as missing.
 */
async function* readRiiDocuments(
  doknrs: string[],
  options: FetchFullTextsOptions,
  outcome: Outcome,
): AsyncGenerator<SourceItem> {
  const sleep = options.sleep ?? abortableSleep;
  const limit = options.missingInARow ?? FULL_TEXT_MISSING_IN_A_ROW;
  let missing: SourceItem[] = [];
  for (const [index, doknr] of doknrs.entries()) {
    if (index > 0) await sleep(options.pauseMs ?? FULL_TEXT_PAUSE_MS, options.signal);
    if (options.signal?.aborted) break;
    const fetched = await fetchDocument(doknr, options);
    if (fetched.kind === "stop") {
      outcome.stop = fetched.error;
      break;
    }
    if (fetched.kind === "missing") {
      missing.push(fetched.item);
      if (missing.length >= limit) {
        outcome.stop = new SourceUnreachableError(
          `source unreachable: ${missing.length} documents in a row not found under ${options.baseUrl} (HTTP 404); is RII_DOCUMENTS_URL right?`,
        );
        return;
      }
      continue;
    }
    yield* flushMissing(missing, outcome);
    missing = [];
    if (fetched.kind === "document") outcome.fetched.push(doknr);
    yield fetched.item;
  }
  yield* flushMissing(missing, outcome);
}

function* flushMissing(missing: SourceItem[], outcome: Outcome): Generator<SourceItem> {
  outcome.notFound += missing.length;
  yield* missing;
}

/**
 * Fetches the full text of decisions known only by their RII metadata and stores it through the
 * common importer: normalised, upserted by (source, document number), so the decision keeps its
 * id and feed UID and its revision (the feed's SEQUENCE) goes up; panel and norms from the
 * metadata stay when the document has none. A document without a usable full text is
 * quarantined with its reason and asked for again after FULL_TEXT_RETRY_DAYS. An unreachable
 * host ends the run with a SourceUnreachableError after what was fetched has been stored.
 */
export async function fetchFullTexts(options: FetchFullTextsOptions): Promise<FullTextStats> {
  const doknrs = await decisionsWithoutFullText({ limit: options.limit ?? FULL_TEXT_BATCH, now: options.now });
  const outcome: Outcome = { fetched: [], notFound: 0 };
  const stats: FullTextStats = {
    candidates: doknrs.length,
    fullTexts: 0,
    notFound: 0,
    withoutFullText: 0,
    read: 0,
    new: 0,
    updated: 0,
    unchanged: 0,
    duplicates: 0,
    quarantined: 0,
  };
  if (doknrs.length === 0) return stats;
  try {
    const imported = await importDecisions({
      source: "rii",
      items: readRiiDocuments(doknrs, options, outcome),
      today: options.today,
      batchSize: options.batchSize ?? 20,
      signal: options.signal,
      onProgress: (progress) => options.onProgress?.({ ...stats, ...progress, notFound: outcome.notFound }),
    });
    Object.assign(stats, imported);
  } finally {
    // Also after an abort: what was fetched and stored is recorded.
    const marked = await markDocumentsWithoutFullText(outcome.fetched);
    stats.withoutFullText = marked.withoutFullText;
    stats.fullTexts = marked.fullTexts;
    stats.notFound = outcome.notFound;
    stats.quarantined += marked.withoutFullText;
  }
  if (outcome.stop) throw outcome.stop;
  options.signal?.throwIfAborted();
  return stats;
}

/**
 * A fetched document whose decision still has no full text (the document has only its metadata
 * sections) is quarantined too, so that it is not asked for again every run.
 */
async function markDocumentsWithoutFullText(doknrs: string[]): Promise<{ fullTexts: number; withoutFullText: number }> {
  if (doknrs.length === 0) return { fullTexts: 0, withoutFullText: 0 };
  const rows = await queryRows<{ sourceId: string; hasFullText: boolean; quarantined: boolean }>(sql`
    select d.source_id as "sourceId", d.full_text_html is not null as "hasFullText",
      exists (select 1 from quarantined_records q where q.source = 'rii' and q.source_id = d.source_id) as "quarantined"
    from decisions d
    where d.source = 'rii' and d.source_id = any(array(select json_array_elements_text(${JSON.stringify(doknrs)}::json)))`);
  const without = rows.filter((row) => !row.hasFullText && !row.quarantined);
  await quarantine(
    without.map((row) => ({
      source: "rii",
      sourceId: row.sourceId,
      reason: `${FULL_TEXT_REASON} the RII document has no full-text section`,
      payload: null,
    })),
  );
  return { fullTexts: rows.filter((row) => row.hasFullText).length, withoutFullText: without.length };
}
