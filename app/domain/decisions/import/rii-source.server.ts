import fs from "node:fs";
import path from "node:path";
import { and, eq, inArray, sql } from "drizzle-orm";
import { getDb } from "#app/db/client.server.ts";
import { decisions } from "#app/db/schema/decisions.ts";
import { parseRiiDocument, parseRiiToc, xmlFromRiiZip, type RiiTocItem } from "../sources/rii.ts";
import {
  fromOrLive,
  isUrl,
  listFiles,
  unparseable,
  type DecisionSource,
  type ReadOptions,
} from "./decision-source.server.ts";
import { httpGet } from "./http.server.ts";
import type { SourceItem } from "./import-decisions.server.ts";

/** rechtsprechung-im-internet.de: its table of contents and the ZIP of each decision (ADR 016). */

async function* readRii(options: ReadOptions): AsyncGenerator<SourceItem> {
  const from = fromOrLive(options, riiSource);
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
  const sourceId = path
    .basename(file)
    .replace(/^jb-/, "")
    .replace(/\.(xml|zip)$/i, "");
  try {
    const xml = file.toLowerCase().endsWith(".zip")
      ? xmlFromRiiZip(fs.readFileSync(file))
      : fs.readFileSync(file, "utf8");
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
      .select({
        sourceId: decisions.sourceId,
        sourceModified: decisions.sourceModified,
        hasFullText: sql<boolean>`${decisions.fullTextHtml} is not null`,
      })
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

async function* readRiiToc(
  tocXml: string,
  options: ReadOptions,
  folder: string | undefined,
): AsyncGenerator<SourceItem> {
  const items = await changedTocItems(parseRiiToc(tocXml), options.since);
  for (const item of items) {
    try {
      const local = folder
        ? [path.join(folder, path.basename(new URL(item.link).pathname)), path.join(folder, `${item.docId}.xml`)].find(
            (file) => fs.existsSync(file),
          )
        : undefined;
      let xml: string;
      if (local) xml = local.endsWith(".zip") ? xmlFromRiiZip(fs.readFileSync(local)) : fs.readFileSync(local, "utf8");
      else if (isUrl(item.link))
        xml = xmlFromRiiZip(new Uint8Array(await (await httpGet(item.link, options.http)).arrayBuffer()));
      else throw new Error(`decision file not found: ${item.link}`);
      yield { kind: "record", raw: parseRiiDocument(xml), sourceModified: item.modified || null };
    } catch (error) {
      // An unreachable source stops the run (retried later); a broken document is quarantined.
      if (error instanceof Error && error.name === "SourceUnreachableError") throw error;
      yield unparseable(item.docId, error);
    }
  }
}

/** rechtsprechung-im-internet.de. */
export const riiSource: DecisionSource<"rii"> = {
  name: "rii",
  liveUrl: (settings) => settings.RII_TOC_URL,
  // Its table of contents is about 23 MB: daily (ADR 016).
  everyMs: 24 * 3_600_000,
  scheduledRun: "whole-index",
  read: readRii,
};
