import fs from "node:fs";
import path from "node:path";
import type { Env } from "#app/env.server.ts";
import type { Source } from "../decision-record.ts";
import { parseDecisionDate } from "../normalise/fields.ts";
import type { HttpOptions } from "./http.server.ts";
import type { SourceItem } from "./import-decisions.server.ts";

/**
 * A source of court decisions with a live importer: how to read it (a file, a folder, a dump or
 * its live service) and how the scheduler runs it. One module per source, listed once in
 * decision-sources.server.ts; the ingest jobs, `npm run ingest -- --source` and `readSource`
 * are built from that list (docs/guides/adding-a-court-source.md).
 */
export type DecisionSource<Name extends Source = Source> = {
  /** The stored `decisions.source` value; one of taxonomy.ts `sources`. */
  name: Name;
  /** The live endpoint, from the settings (the public service by default). */
  liveUrl: (settings: LiveSettings) => string;
  /** How often the scheduler runs the source (ms). */
  everyMs: number;
  /**
   * What a scheduled run asks for: "whole-index" reads the source's full index and fetches only
   * what its change stamps show as new (rii); "look-back" asks for the decisions dated from
   * INGEST_LOOK_BACK_DAYS before the last success, since the source filters only by decision date.
   */
  scheduledRun: "whole-index" | "look-back";
  /** The records of `options.from` (a file, a folder or an http(s) URL), else of the live source. */
  read: (options: ReadOptions) => AsyncIterable<SourceItem>;
};

export type ReadOptions = {
  /** A file, a folder or an http(s) URL; without it the live source. */
  from?: string;
  /**
   * 'YYYY-MM-DD': only records changed (rii) or decided (NeuRIS, oldp) since then — asked of the
   * live APIs, and filtered here for local files and dumps.
   */
  since?: string;
  http?: HttpOptions;
  /**
   * The live endpoints and the Open Legal Data token, from the environment: passed by the ingest
   * jobs (their entry point reads them), needed without `from` and for an http(s) `from` of oldp.
   */
  live?: LiveSettings;
};

/** The settings of the live sources (docs/decisions/135-the-http-edge-and-settings-passed-in.md). */
export type LiveSettings = Pick<Env, "RII_TOC_URL" | "NEURIS_URL" | "OLDP_URL" | "OLDP_API_TOKEN">;

/** `options.from`, else the source's live endpoint from `options.live`. */
export function fromOrLive(options: ReadOptions, source: Pick<DecisionSource, "name" | "liveUrl">): string {
  if (options.from !== undefined) return options.from;
  if (!options.live)
    throw new Error(`Reading ${source.name} without \`from\` needs the live settings (ReadOptions.live).`);
  return source.liveUrl(options.live);
}

export const isUrl = (value: string) => /^https?:\/\//i.test(value);
const errorMessage = (error: unknown) => (error instanceof Error ? error.message : String(error));

export function unparseable(sourceId: string, error: unknown): SourceItem {
  return { kind: "unparseable", sourceId, reason: `unparseable record: ${errorMessage(error)}` };
}

export function listFiles(folder: string, pattern: RegExp): string[] {
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
export async function* decidedSince(
  items: AsyncIterable<SourceItem> | Iterable<SourceItem>,
  since: string | undefined,
): AsyncGenerator<SourceItem> {
  for await (const item of items) {
    if (since && item.kind === "record") {
      const date = parseDecisionDate(item.raw.decisionDate);
      if (date && date < since) continue;
    }
    yield item;
  }
}
