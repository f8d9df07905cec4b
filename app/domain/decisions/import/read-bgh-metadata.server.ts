import fs from "node:fs";
import path from "node:path";
import readline from "node:readline";
import zlib from "node:zlib";
import type { Source } from "../decision-record.ts";
import { bghMetadataSource, parseBghMetadata } from "../sources/bgh-metadata.ts";
import type { SourceItem } from "./import-decisions.server.ts";

/** Longest line read (a record is about 1 KB; anything far larger is not a metadata record). */
const MAX_LINE = 200_000;

function lines(file: string): readline.Interface {
  const raw = fs.createReadStream(file);
  return readline.createInterface({
    input: file.toLowerCase().endsWith(".gz") ? raw.pipe(zlib.createGunzip()) : raw,
    crlfDelay: Infinity,
  });
}

/** Is this file BGH metadata (JSON Lines whose first record has `aktenzeichen` and `senat`)? */
export async function isBghMetadataFile(file: string): Promise<boolean> {
  if (!/\.jsonl(\.gz)?$/i.test(file)) return false;
  for await (const line of lines(file)) {
    if (!line.trim()) continue;
    try {
      const value = JSON.parse(line.slice(0, MAX_LINE)) as Record<string, unknown>;
      return (
        typeof value === "object" && value !== null && "aktenzeichen" in value && "senat" in value && "datum" in value
      );
    } catch {
      return false;
    }
  }
  return false;
}

/** The source of a metadata file, from its first record ("rii" with doknr, else "bgh"). */
export async function bghMetadataFileSource(file: string): Promise<Source> {
  for await (const line of lines(file)) {
    if (!line.trim()) continue;
    try {
      return bghMetadataSource(JSON.parse(line) as { doknr?: string | null });
    } catch {
      return "bgh";
    }
  }
  return "bgh";
}

/** The records of a BGH metadata file (.jsonl or .jsonl.gz), one line at a time. */
export async function* readBghMetadata(file: string): AsyncGenerator<SourceItem> {
  const label = path.basename(file);
  let number = 0;
  for await (const line of lines(file)) {
    number++;
    if (!line.trim()) continue;
    if (line.length > MAX_LINE) {
      yield { kind: "unparseable", sourceId: `${label}:${number}`, reason: `line longer than ${MAX_LINE} characters` };
      continue;
    }
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch (error) {
      yield {
        kind: "unparseable",
        sourceId: `${label}:${number}`,
        reason: `unparseable record: ${(error as Error).message}`,
      };
      continue;
    }
    const result = parseBghMetadata(value, `${label}:${number}`);
    if (result.ok) yield { kind: "record", raw: result.raw };
    else yield { kind: "unparseable", sourceId: result.sourceId, reason: result.reason, payload: value };
  }
}
