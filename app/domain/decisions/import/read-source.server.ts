import fs from "node:fs";
import path from "node:path";
import readline from "node:readline";
import { Readable } from "node:stream";
import zlib from "node:zlib";
import { and, eq, inArray, sql } from "drizzle-orm";
import { getDb } from "#app/db/client.server.ts";
import { decisions } from "#app/db/schema/decisions.ts";
import type { LiveSource } from "../decision-record.ts";
import { parseDecisionDate } from "../normalise/fields.ts";
import { NeurisCaseLawPageSchema, parseNeurisAkn, parseNeurisCaseLaw } from "../sources/neuris.ts";
import { parseOldpCase, parseOldpFixture } from "../sources/oldp.ts";
import { parseRiiDocument, parseRiiToc, xmlFromRiiZip, type RiiTocItem } from "../sources/rii.ts";
import { httpGet, httpGetJson, type HttpOptions } from "./http.server.ts";
import type { SourceItem } from "./import-decisions.server.ts";
import { getEnv } from "#app/env.server.ts";

export type ReadOptions = {
  /** A file, a folder or an http(s) URL; without it the live source. */
  from?: string;
  /**
   * 'YYYY-MM-DD': only records changed (rii) or decided (NeuRIS, oldp) since then — asked of the
   * live APIs, and filtered here for local files and dumps.
   */
  since?: string;
  http?: HttpOptions;
};

/** Live endpoints: RII_TOC_URL, NEURIS_URL, OLDP_URL (the public services by default); --from overrides them. */
export function liveSourceUrl(source: LiveSource): string {
  const env = getEnv();
  return { rii: env.RII_TOC_URL, neuris: env.NEURIS_URL, oldp: env.OLDP_URL }[source];
}

const isUrl = (value: string) => /^https?:\/\//i.test(value);
const errorMessage = (error: unknown) => (error instanceof Error ? error.message : String(error));

function unparseable(sourceId: string, error: unknown): SourceItem {
  return { kind: "unparseable", sourceId, reason: `unparseable record: ${errorMessage(error)}` };
}

function listFiles(folder: string, pattern: RegExp): string[] {
  return fs
    .readdirSync(folder, { recursive: true, encoding: "utf8" })
    .filter((name) => pattern.test(name))
    .sort()
    .map((name) => path.join(folder, name));
}

/**
 * Keeps the records decided on or after `since` (for readers whose source cannot filter: local
 * files and dumps). Records without a readable date are kept, so that they are quarantined with
 * their reason rather than silently skipped.
 */
export async function* decidedSince(items: AsyncIterable<SourceItem> | Iterable<SourceItem>, since: string | undefined): AsyncGenerator<SourceItem> {
  for await (const item of items) {
    if (since && item.kind === "record") {
      const date = parseDecisionDate(item.raw.decisionDate);
      if (date && date < since) continue;
    }
    yield item;
  }
}

export function readSource(source: LiveSource, options: ReadOptions = {}): AsyncIterable<SourceItem> {
  if (source === "rii") return readRii(options);
  if (source === "neuris") return readNeuris(options);
  return readOldp(options);
}

// ---------------------------------------------------------------- rechtsprechung-im-internet.de

async function* readRii(options: ReadOptions): AsyncGenerator<SourceItem> {
  const from = options.from ?? liveSourceUrl("rii");
  if (isUrl(from)) {
    const toc = await (await httpGet(from, options.http)).text();
    yield* readRiiToc(toc, options, undefined);
    return;
  }
  const stat = fs.statSync(from);
  if (stat.isDirectory()) {
    const tocFile = path.join(from, "rii-toc.xml");
    if (fs.existsSync(tocFile)) {
      yield* readRiiToc(fs.readFileSync(tocFile, "utf8"), options, from);
      return;
    }
    for (const file of listFiles(from, /\.(xml|zip)$/i)) yield readRiiFile(file);
    return;
  }
  const text = from.toLowerCase().endsWith(".zip") ? null : fs.readFileSync(from, "utf8");
  if (text && /<item>/.test(text) && !/<dokument[\s>]/.test(text)) yield* readRiiToc(text, options, path.dirname(from));
  else yield readRiiFile(from);
}

function readRiiFile(file: string): SourceItem {
  const sourceId = path.basename(file).replace(/^jb-/, "").replace(/\.(xml|zip)$/i, "");
  try {
    const xml = file.toLowerCase().endsWith(".zip") ? xmlFromRiiZip(fs.readFileSync(file)) : fs.readFileSync(file, "utf8");
    return { kind: "record", raw: parseRiiDocument(xml) };
  } catch (error) {
    return unparseable(sourceId, error);
  }
}

/**
 * Which TOC items are new or changed since the last import (by the stored <modified> stamp).
 * Decisions known only by their metadata (no stamp, no full text) are left to the job
 * fetch-full-texts, which asks for them in bounded, paced batches (ADR 019).
 */
async function changedTocItems(items: RiiTocItem[], since: string | undefined): Promise<RiiTocItem[]> {
  const candidates = since ? items.filter((item) => item.modified.slice(0, 10) >= since) : items;
  const known = new Map<string, { sourceModified: string | null; hasFullText: boolean }>();
  for (let i = 0; i < candidates.length; i += 1000) {
    const ids = candidates.slice(i, i + 1000).map((item) => item.docId);
    const rows = await getDb()
      .select({ sourceId: decisions.sourceId, sourceModified: decisions.sourceModified, hasFullText: sql<boolean>`${decisions.fullTextHtml} is not null` })
      .from(decisions)
      .where(and(eq(decisions.source, "rii"), inArray(decisions.sourceId, ids)));
    for (const row of rows) known.set(row.sourceId, row);
  }
  return candidates.filter((item) => {
    const stored = known.get(item.docId);
    if (!stored) return true;
    if (!stored.sourceModified) return stored.hasFullText;
    return !item.modified || item.modified > stored.sourceModified;
  });
}

async function* readRiiToc(tocXml: string, options: ReadOptions, folder: string | undefined): AsyncGenerator<SourceItem> {
  const items = await changedTocItems(parseRiiToc(tocXml), options.since);
  for (const item of items) {
    try {
      const local = folder ? [path.join(folder, path.basename(new URL(item.link).pathname)), path.join(folder, `${item.docId}.xml`)].find((file) => fs.existsSync(file)) : undefined;
      let xml: string;
      if (local) xml = local.endsWith(".zip") ? xmlFromRiiZip(fs.readFileSync(local)) : fs.readFileSync(local, "utf8");
      else if (isUrl(item.link)) xml = xmlFromRiiZip(new Uint8Array(await (await httpGet(item.link, options.http)).arrayBuffer()));
      else throw new Error(`decision file not found: ${item.link}`);
      yield { kind: "record", raw: parseRiiDocument(xml), sourceModified: item.modified || null };
    } catch (error) {
      // An unreachable source stops the run (retried later); a broken document is quarantined.
      if (error instanceof Error && error.name === "SourceUnreachableError") throw error;
      yield unparseable(item.docId, error);
    }
  }
}

// ---------------------------------------------------------------- rechtsinformationen.bund.de

function neurisItemsFromJson(json: unknown, label: string): SourceItem[] {
  // A folder of API samples may hold the OpenAPI description itself: not a record.
  if (json && typeof json === "object" && "openapi" in json) return [];
  const page = NeurisCaseLawPageSchema.safeParse(json);
  const records = page.success ? page.data.member.map((member) => member.item) : Array.isArray(json) ? json : [json];
  return records.map((record, index) => {
    try {
      return { kind: "record", raw: parseNeurisCaseLaw(record), payload: record } satisfies SourceItem;
    } catch (error) {
      const id = (record as { documentNumber?: unknown })?.documentNumber;
      return unparseable(typeof id === "string" ? id : `${label}#${index}`, error);
    }
  });
}

function readNeurisFile(file: string): SourceItem[] {
  const text = fs.readFileSync(file, "utf8");
  if (file.toLowerCase().endsWith(".xml")) {
    try {
      return [{ kind: "record", raw: parseNeurisAkn(text) }];
    } catch (error) {
      return [unparseable(path.basename(file), error)];
    }
  }
  try {
    return neurisItemsFromJson(JSON.parse(text), path.basename(file));
  } catch (error) {
    return [unparseable(path.basename(file), error)];
  }
}

async function* readNeuris(options: ReadOptions): AsyncGenerator<SourceItem> {
  const from = options.from ?? liveSourceUrl("neuris");
  if (!isUrl(from)) {
    const files = fs.statSync(from).isDirectory() ? listFiles(from, /\.(json|xml)$/i) : [from];
    for (const file of files) yield* decidedSince(readNeurisFile(file), options.since);
    return;
  }
  // /v1/case-law paged by date, then each decision's detail.
  const base = from.replace(/\/v1\/case-law.*$/, "").replace(/\/+$/, "");
  const http = { minIntervalMs: 100, ...options.http };
  for (let pageIndex = 0; pageIndex < 10_000; pageIndex++) {
    const query = new URLSearchParams({ sort: "-date", size: "100", pageIndex: String(pageIndex) });
    if (options.since) query.set("dateFrom", options.since);
    const page = NeurisCaseLawPageSchema.parse(await httpGetJson(`${base}/v1/case-law?${query}`, http));
    for (const member of page.member) {
      const documentNumber = member.item.documentNumber;
      try {
        const detail = await httpGetJson(`${base}/v1/case-law/${encodeURIComponent(documentNumber)}`, http);
        yield { kind: "record", raw: parseNeurisCaseLaw(detail), payload: detail };
      } catch (error) {
        if (error instanceof Error && error.name === "SourceUnreachableError") throw error;
        yield unparseable(documentNumber, error);
      }
    }
    if (page.member.length === 0 || !page.view?.next) break;
  }
}

// ---------------------------------------------------------------- Open Legal Data

function oldpItem(value: unknown, fallbackId: string): SourceItem {
  try {
    return { kind: "record", raw: parseOldpCase(value), payload: value };
  } catch (error) {
    const id = (value as { id?: unknown } | null)?.id;
    return unparseable(typeof id === "number" || typeof id === "string" ? String(id) : fallbackId, error);
  }
}

async function* readJsonLines(stream: NodeJS.ReadableStream, label: string): AsyncGenerator<SourceItem> {
  const lines = readline.createInterface({ input: stream, crlfDelay: Infinity });
  let number = 0;
  for await (const line of lines) {
    number++;
    if (!line.trim()) continue;
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch (error) {
      yield unparseable(`${label}:${number}`, error);
      continue;
    }
    yield oldpItem(value, `${label}:${number}`);
  }
}

function readOldpJson(json: unknown, label: string): SourceItem[] {
  if (Array.isArray(json) && json.some((entry) => (entry as { model?: unknown })?.model === "cases.case")) {
    try {
      return parseOldpFixture(json).map((raw) => ({ kind: "record", raw }) satisfies SourceItem);
    } catch (error) {
      return [unparseable(label, error)];
    }
  }
  const results = (json as { results?: unknown[] })?.results;
  const records = Array.isArray(results) ? results : Array.isArray(json) ? json : [json];
  return records.map((record, index) => oldpItem(record, `${label}#${index}`));
}

async function* readOldpFile(file: string): AsyncGenerator<SourceItem> {
  const name = path.basename(file);
  if (/\.jsonl(\.gz)?$/i.test(file)) {
    const raw = fs.createReadStream(file);
    yield* readJsonLines(file.toLowerCase().endsWith(".gz") ? raw.pipe(zlib.createGunzip()) : raw, name);
    return;
  }
  try {
    yield* readOldpJson(JSON.parse(fs.readFileSync(file, "utf8")), name);
  } catch (error) {
    yield unparseable(name, error);
  }
}

async function* readOldp(options: ReadOptions): AsyncGenerator<SourceItem> {
  const from = options.from ?? liveSourceUrl("oldp");
  if (!isUrl(from)) {
    const files = fs.statSync(from).isDirectory() ? listFiles(from, /\.(jsonl|jsonl\.gz|json)$/i) : [from];
    for (const file of files) yield* decidedSince(readOldpFile(file), options.since);
    return;
  }
  const token = getEnv().OLDP_API_TOKEN;
  const headers: Record<string, string> = token ? { authorization: `Token ${token}` } : {};
  const http = { ...options.http, headers: { ...headers, ...options.http?.headers } };
  if (/\.jsonl(\.gz)?$/i.test(new URL(from).pathname)) {
    const response = await httpGet(from, http);
    const body = Readable.fromWeb(response.body as never);
    yield* decidedSince(readJsonLines(from.toLowerCase().endsWith(".gz") ? body.pipe(zlib.createGunzip()) : body, path.basename(new URL(from).pathname)), options.since);
    return;
  }
  // The cases API: pages with `results` and a `next` link.
  const first = new URL(from);
  if (!first.searchParams.has("format")) first.searchParams.set("format", "json");
  if (options.since && !first.searchParams.has("date_after")) first.searchParams.set("date_after", options.since);
  let next: string | null = first.toString();
  for (let page = 0; next && page < 100_000; page++) {
    const json = (await httpGetJson(next, http)) as { results?: unknown[]; next?: string | null };
    yield* readOldpJson({ results: json.results ?? [] }, `page-${page}`);
    next = json.next ?? null;
  }
}
