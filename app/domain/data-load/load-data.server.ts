import fs from "node:fs";
import type { EmbeddingsSettings } from "#app/domain/corpus/search-settings.ts";
import readline from "node:readline";
import zlib from "node:zlib";
import { importActFile, importOrder } from "../corpus/import/import-act-file.server.ts";
import { importCourtRegistry } from "../courts/import-courts.server.ts";
import { importBghMetadataFile } from "../decisions/import/import-bgh-metadata.server.ts";
import { importDecisions, type ImportStats } from "../decisions/import/import-decisions.server.ts";
import { readSource } from "../decisions/import/read-source.server.ts";
import { listDataFiles, recogniseFile, type DataFileKind, type RecognisedFile } from "./recognise-file.server.ts";

/** The outcome of one file. */
export type FileResult = {
  file: string;
  kind: DataFileKind | null;
  status: "imported" | "skipped" | "failed";
  /** Decisions: new, updated, unchanged, duplicates, quarantined; courts: the registry's size; acts: provisions. */
  imported: number;
  updated: number;
  unchanged: number;
  quarantined: number;
  reason?: string;
};

export type LoadProgress = {
  file: string;
  /** Records read in this file so far, and the file's total where known (JSON Lines are counted first). */
  fileRead: number;
  fileTotal: number | null;
  /** Records (or files, for acts and court lists) done over all files, and the expected total. */
  done: number;
  total: number;
};

export type LoadOptions = {
  /** Where the provisions of an act are embedded (SearchSettings.embeddings); undefined: not embedded. */
  embeddings: EmbeddingsSettings | undefined;
  /** 'YYYY-MM-DD' for the importers' future-date check; default today. */
  today?: string;
  signal?: AbortSignal;
  onProgress?: (progress: LoadProgress) => void;
  onFileDone?: (result: FileResult) => void;
  /** Test hook: called before each file; throwing simulates a crash in the middle of a load. */
  beforeFile?: (file: string, index: number) => void | Promise<void>;
};

/** Order: court lists first (decisions link to them), full texts before metadata (ADR 011 keeps the first source), acts last. */
const order: Record<DataFileKind, number> = {
  "courts-ecli": 0,
  "courts-xjustiz": 0,
  rii: 1,
  neuris: 1,
  oldp: 1,
  "bgh-metadata": 2,
  "eu-act": 3,
};

/** Lines of a JSON Lines file (gzip or not), for the progress's total. */
async function countLines(file: string): Promise<number> {
  const raw = fs.createReadStream(file);
  const input = file.toLowerCase().endsWith(".gz") ? raw.pipe(zlib.createGunzip()) : raw;
  let count = 0;
  for await (const line of readline.createInterface({ input, crlfDelay: Infinity })) if (line.trim()) count++;
  return count;
}

const emptyResult = (file: string, kind: DataFileKind | null): FileResult => ({
  file,
  kind,
  status: "imported",
  imported: 0,
  updated: 0,
  unchanged: 0,
  quarantined: 0,
});
const fromStats = (result: FileResult, stats: ImportStats): FileResult => ({
  ...result,
  imported: stats.new,
  updated: stats.updated,
  unchanged: stats.unchanged + stats.duplicates,
  quarantined: stats.quarantined,
});
const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Loads everything it recognises under the given files and folders: court lists, decisions in
 * every supported format, the BGH metadata and EU acts. Every step is an idempotent upsert, so a
 * load that was cut off is finished by running it again. A file that cannot be read is reported
 * (status "failed" with the reason) and the load goes on; only an abort stops it.
 */
export async function loadData(paths: string[], options: LoadOptions): Promise<FileResult[]> {
  const recognised: RecognisedFile[] = [];
  for (const file of listDataFiles(paths)) recognised.push(await recogniseFile(file));
  const known = recognised
    .filter((entry): entry is { file: string; kind: DataFileKind } => entry.kind !== null)
    .sort((a, b) => order[a.kind] - order[b.kind]);
  const results: FileResult[] = recognised
    .filter((entry): entry is RecognisedFile & { kind: null; reason: string } => entry.kind === null)
    .map((entry) => ({ ...emptyResult(entry.file, null), status: "skipped", reason: entry.reason }));
  for (const result of results) options.onFileDone?.(result);

  const totals = new Map<string, number | null>();
  for (const { file, kind } of known)
    totals.set(file, kind === "bgh-metadata" || /\.jsonl(\.gz)?$/i.test(file) ? await countLines(file) : null);
  const total = known.reduce((sum, { file }) => sum + (totals.get(file) ?? 1), 0);
  let done = 0;

  // Both court lists go into one registry import (the ECLI list gives the codes, XJustiz the rest).
  const courtFiles = known.filter((entry) => entry.kind.startsWith("courts-"));
  // Several files may hold the same act version (consolidated Formex and HTML): the corpus keeps
  // the one imported last, so acts follow importOrder (Formex last). The acts come before the
  // decisions: they take seconds where the decisions take minutes, and the assistant needs them.
  const actFiles = known.filter((entry) => entry.kind === "eu-act");
  const actOrder = importOrder(actFiles.map(({ file }) => ({ file, source: fs.readFileSync(file, "utf8") })));
  const others = [
    ...actOrder.map((file) => ({ file, kind: "eu-act" as const })),
    ...known.filter((entry) => !entry.kind.startsWith("courts-") && entry.kind !== "eu-act"),
  ];
  const report = (result: FileResult) => {
    results.push(result);
    options.onFileDone?.(result);
  };
  let index = 0;
  if (courtFiles.length > 0) {
    for (const { file } of courtFiles) await options.beforeFile?.(file, index++);
    try {
      const { courts } = await importCourtRegistry({
        xjustizJson: courtFiles.find((entry) => entry.kind === "courts-xjustiz")?.file,
        ecliTsv: courtFiles.find((entry) => entry.kind === "courts-ecli")?.file,
      });
      for (const { file, kind } of courtFiles) report({ ...emptyResult(file, kind), imported: courts });
    } catch (error) {
      for (const { file, kind } of courtFiles)
        report({ ...emptyResult(file, kind), status: "failed", reason: message(error) });
    }
    done += courtFiles.length;
    options.onProgress?.({ file: courtFiles.at(-1)!.file, fileRead: 1, fileTotal: 1, done, total });
  }

  for (const { file, kind } of others) {
    options.signal?.throwIfAborted();
    await options.beforeFile?.(file, index++);
    const fileTotal = totals.get(file) ?? null;
    const base = done;
    const onProgress = (stats: ImportStats) =>
      options.onProgress?.({
        file,
        fileRead: stats.read,
        fileTotal,
        done: base + Math.min(stats.read, fileTotal ?? 1),
        total,
      });
    const result = emptyResult(file, kind);
    try {
      if (kind === "bgh-metadata") {
        report(
          fromStats(
            result,
            await importBghMetadataFile(file, { today: options.today, signal: options.signal, onProgress }),
          ),
        );
      } else if (kind === "eu-act") {
        const act = await importActFile({ file, embeddings: options.embeddings });
        report({ ...result, imported: act.provisions });
      } else if (kind === "rii" || kind === "neuris" || kind === "oldp") {
        const stats = await importDecisions({
          source: kind,
          items: readSource(kind, { from: file }),
          today: options.today,
          signal: options.signal,
          onProgress,
        });
        report(fromStats(result, stats));
      }
    } catch (error) {
      if (options.signal?.aborted) throw error;
      // A file a parser cannot read yet (e.g. an act format without parser) is reported, not fatal.
      report({ ...result, status: "failed", reason: message(error) });
    }
    done = base + (fileTotal ?? 1);
    options.onProgress?.({ file, fileRead: fileTotal ?? 1, fileTotal, done, total });
  }
  return results;
}

/** Sums a load's results for its closing line. */
export function summariseLoad(results: FileResult[]) {
  const sum = (key: "imported" | "updated" | "unchanged" | "quarantined") =>
    results
      .filter((result) => result.kind !== "eu-act" && !result.kind?.startsWith("courts-"))
      .reduce((total, result) => total + result[key], 0);
  return {
    files: results.length,
    failed: results.filter((result) => result.status === "failed").length,
    skipped: results.filter((result) => result.status === "skipped").length,
    decisionsImported: sum("imported"),
    decisionsUpdated: sum("updated"),
    decisionsUnchanged: sum("unchanged"),
    quarantined: sum("quarantined"),
    acts: results.filter((result) => result.kind === "eu-act" && result.status === "imported").length,
  };
}
