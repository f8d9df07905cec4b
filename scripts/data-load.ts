/**
 * Loads everything it recognises under the given files and folders into the database:
 *   npm run data:load -- <folder or file>…
 * court lists (XJustiz JSON, ECLI TSV), decisions (rii XML/ZIP/TOC, NeuRIS, Open Legal Data),
 * the BGH metadata dumps and EU acts (Formex, EUR-Lex XHTML/HTML, structured JSON, plain text).
 * A progress bar per file, then a summary (imported, updated, quarantined with reasons). Uses
 * DATABASE_URL, else the PGlite folder DATA_DIR — which a running server holds: then it refuses.
 */
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { z } from "zod";
import { openDatabase, queryRows, setDatabase, type Database } from "#app/db/client.server.ts";
import { DataDirLockedError } from "#app/db/data-dir-lock.server.ts";
import { loadData, summariseLoad, type FileResult, type LoadProgress } from "#app/domain/data-load/load-data.server.ts";
import { sql } from "drizzle-orm";
import { searchSettingsOf } from "#app/domain/corpus/search-settings.ts";
import { getEnv } from "#app/env.server.ts";

const usage = `usage: npm run data:load -- <folder or file>…
  e.g. npm run data:load -- data/starter ../shared/data`;

const ArgsSchema = z.object({
  paths: z.array(z.string().min(1).max(4096)).min(1, "give at least one folder or file").max(1000),
  help: z.boolean().default(false),
});

function fail(message: string, code = 2): never {
  console.error(`data:load: ${message}\n${usage}`);
  process.exit(code);
}

async function open(): Promise<Database> {
  const url = process.env.DATABASE_URL?.trim();
  if (url) return openDatabase({ kind: "postgres", url });
  const dataDir = process.env.DATA_DIR?.trim() || "./data";
  try {
    return await openDatabase({ kind: "pglite", dataDir });
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      console.error(
        `data:load: refused: ${error.message}\nThe embedded database allows one process at a time. Stop the server, run ` +
          `data:load, then start the server again — or run both against PostgreSQL (DATABASE_URL).`,
      );
      process.exit(3);
    }
    throw error;
  }
}

const short = (file: string) => path.relative(process.cwd(), file) || file;

function progressBar() {
  const tty = process.stderr.isTTY;
  const started = Date.now();
  let last = 0;
  return (progress: LoadProgress) => {
    if (!tty && Date.now() - last < 5000) return;
    last = Date.now();
    const fraction = progress.fileTotal ? Math.min(1, progress.fileRead / progress.fileTotal) : 0;
    const bar = "█".repeat(Math.round(fraction * 20)).padEnd(20, "░");
    const rate = Math.round((progress.done * 1000) / Math.max(1, Date.now() - started));
    const overall = progress.total ? Math.floor((progress.done * 100) / progress.total) : 0;
    const line = `${bar} ${short(progress.file)} ${progress.fileRead}${progress.fileTotal ? `/${progress.fileTotal}` : ""} · ${overall}% of all · ${rate} records/s`;
    process.stderr.write(tty ? `\r\u001b[2K${line}` : `${line}\n`);
  };
}

function describeResult(result: FileResult): string {
  const name = short(result.file);
  if (result.status === "skipped") return `  – ${name}: not loaded (${result.reason})`;
  if (result.status === "failed") return `  ✗ ${name} [${result.kind}]: failed: ${result.reason}`;
  if (result.kind?.startsWith("courts-"))
    return `  ✓ ${name} [${result.kind}]: ${result.imported} courts in the registry`;
  if (result.kind === "eu-act") return `  ✓ ${name} [eu-act]: ${result.imported} provisions`;
  return `  ✓ ${name} [${result.kind}]: imported ${result.imported}, updated ${result.updated}, unchanged ${result.unchanged}, quarantined ${result.quarantined}`;
}

async function main() {
  let parsed;
  try {
    const { values, positionals } = parseArgs({
      options: { help: { type: "boolean", short: "h" } },
      allowPositionals: true,
    });
    parsed = ArgsSchema.safeParse({ paths: positionals, help: values.help });
  } catch (error) {
    fail((error as Error).message);
  }
  if (parsed.success && parsed.data.help) {
    console.log(usage);
    return;
  }
  if (!parsed.success) fail(parsed.error.issues.map((issue) => issue.message).join("; "));
  const missing = parsed.data.paths.filter((given) => !fs.existsSync(given));
  if (missing.length > 0) fail(`no such file or folder: ${missing.join(", ")}`);

  const database = await open();
  setDatabase(database);
  const tty = process.stderr.isTTY;
  try {
    const results = await loadData(parsed.data.paths, {
      embeddings: searchSettingsOf(getEnv()).embeddings,
      onProgress: progressBar(),
      onFileDone: (result) => {
        if (tty) process.stderr.write("\r\u001b[2K");
        console.log(describeResult(result));
      },
    });
    const summary = summariseLoad(results);
    console.log(
      `\nsummary: ${summary.files} files — decisions imported ${summary.decisionsImported}, updated ${summary.decisionsUpdated}, unchanged ${summary.decisionsUnchanged}, ` +
        `quarantined ${summary.quarantined}; EU acts ${summary.acts}; failed ${summary.failed}; not recognised ${summary.skipped}`,
    );
    if (summary.quarantined > 0) {
      // The quarantine's reasons, grouped (the ECLI or date after ":" varies from record to record).
      const rows = await queryRows<{ source: string; reason: string }>(
        sql`select source, reason from quarantined_records`,
      );
      const groups = new Map<string, number>();
      for (const row of rows) {
        const reason = row.reason.replace(/:.*$/s, "").replace(/\s\d[\d.-]*\d/g, "");
        groups.set(`${row.source}: ${reason}`, (groups.get(`${row.source}: ${reason}`) ?? 0) + 1);
      }
      console.log("quarantined (all records in quarantine, by reason):");
      for (const [reason, count] of [...groups.entries()].sort((a, b) => b[1] - a[1]))
        console.log(`  ${String(count).padStart(6)}  ${reason}`);
      console.log("each record with its reason: npm run ingest -- --report");
    }
    if (summary.failed > 0) process.exitCode = 1;
  } finally {
    setDatabase(undefined);
    await database.close();
  }
}

await main();
