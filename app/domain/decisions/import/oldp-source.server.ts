import fs from "node:fs";
import path from "node:path";
import readline from "node:readline";
import { Readable } from "node:stream";
import zlib from "node:zlib";
import { parseOldpCase, parseOldpFixture } from "../sources/oldp.ts";
import {
  decidedSince,
  fromOrLive,
  isUrl,
  listFiles,
  unparseable,
  type DecisionSource,
  type ReadOptions,
} from "./decision-source.server.ts";
import { httpGet, httpGetJson } from "./http.server.ts";
import type { SourceItem } from "./import-decisions.server.ts";

/** Open Legal Data: the cases API, its JSON Lines dumps and fixtures. */

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
  const from = fromOrLive(options, oldpSource);
  if (!isUrl(from)) {
    const files = fs.statSync(from).isDirectory() ? listFiles(from, /\.(jsonl|jsonl\.gz|json)$/i) : [from];
    for (const file of files) yield* decidedSince(readOldpFile(file), options.since);
    return;
  }
  const token = options.live?.OLDP_API_TOKEN;
  const headers: Record<string, string> = token ? { authorization: `Token ${token}` } : {};
  const http = { ...options.http, headers: { ...headers, ...options.http?.headers } };
  if (/\.jsonl(\.gz)?$/i.test(new URL(from).pathname)) {
    const response = await httpGet(from, http);
    const body = Readable.fromWeb(response.body as never);
    yield* decidedSince(
      readJsonLines(
        from.toLowerCase().endsWith(".gz") ? body.pipe(zlib.createGunzip()) : body,
        path.basename(new URL(from).pathname),
      ),
      options.since,
    );
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

/** Open Legal Data. */
export const oldpSource: DecisionSource<"oldp"> = {
  name: "oldp",
  liveUrl: (settings) => settings.OLDP_URL,
  // Daily (ADR 012).
  everyMs: 24 * 3_600_000,
  scheduledRun: "look-back",
  read: readOldp,
};
