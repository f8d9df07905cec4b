import fs from "node:fs";
import path from "node:path";
import { NeurisCaseLawPageSchema, parseNeurisAkn, parseNeurisCaseLaw } from "../sources/neuris.ts";
import {
  decidedSince,
  fromOrLive,
  isUrl,
  listFiles,
  unparseable,
  type DecisionSource,
  type ReadOptions,
} from "./decision-source.server.ts";
import { httpGetJson } from "./http.server.ts";
import type { SourceItem } from "./import-decisions.server.ts";

/** rechtsinformationen.bund.de (NeuRIS): the case-law API, its JSON and Akoma Ntoso files. */

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
  const from = fromOrLive(options, neurisSource);
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

/** rechtsinformationen.bund.de (NeuRIS). */
export const neurisSource: DecisionSource<"neuris"> = {
  name: "neuris",
  liveUrl: (settings) => settings.NEURIS_URL,
  // Hourly (ADR 012).
  everyMs: 3_600_000,
  scheduledRun: "look-back",
  read: readNeuris,
};
