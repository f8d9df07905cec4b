/**
 * Imports court decisions (and the court registry) from a source, as the declared ingest job.
 *   npm run ingest -- --source <rii|neuris|oldp, as in decision-sources.server.ts> [--from <file|folder|url>] [--since <YYYY-MM-DD>]
 *   npm run ingest -- --courts <xjustiz.json|ecli-courts.tsv|url|xrepository> [--courts <…>]
 *   npm run ingest -- --report [--source <…>]      lists quarantined records with their reasons
 * Without --from it reads the live source. Uses DATABASE_URL, else the PGlite folder DATA_DIR
 * (which a running server holds: stop it first, or use PostgreSQL).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { z } from "zod";
import { openConfiguredDatabase, setDatabase, type Database } from "#app/db/client.server.ts";
import { DataDirLockedError } from "#app/db/data-dir-lock.server.ts";
import { resolveCourtListLocation } from "#app/domain/courts/court-list-location.ts";
import { importCourtRegistry } from "#app/domain/courts/import-courts.server.ts";
import {
  liveSourceNames,
  LiveSourceSchema as SourceSchema,
} from "#app/domain/decisions/import/decision-sources.server.ts";
import { httpGet } from "#app/domain/decisions/import/http.server.ts";
import { listQuarantine } from "#app/domain/decisions/import/quarantine.server.ts";
import { ingestJobs } from "#app/jobs/ingest-jobs.server.ts";
import { runJob } from "#app/jobs/run-job.server.ts";

const ArgsSchema = z.object({
  source: SourceSchema.optional(),
  from: z.string().min(1).optional(),
  since: z.iso.date({ error: "--since must be a date YYYY-MM-DD" }).optional(),
  courts: z.array(z.string().min(1)).default([]),
  report: z.boolean().default(false),
  help: z.boolean().default(false),
});

const sourceNames = liveSourceNames.join("|");
const usage = `usage:
  npm run ingest -- --source <${sourceNames}> [--from <file|folder|url>] [--since <YYYY-MM-DD>]
  npm run ingest -- --courts <xjustiz.json|ecli-courts.tsv|url|xrepository> [--courts …]
  npm run ingest -- --report [--source <${sourceNames}>]`;

function fail(message: string): never {
  console.error(`ingest: ${message}\n${usage}`);
  process.exit(2);
}

async function open(): Promise<Database> {
  try {
    return await openConfiguredDatabase();
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      console.error(
        `ingest: ${error.message}\nThe embedded database allows one process at a time: stop the server (or let its ` +
          `scheduler import with INGEST_SCHEDULE=true), or run both against PostgreSQL with DATABASE_URL.`,
      );
      process.exit(3);
    }
    throw error;
  }
}

function progressPrinter() {
  const started = Date.now();
  const tty = process.stderr.isTTY;
  let last = 0;
  return {
    update(stats: Record<string, number>) {
      if (!tty && Date.now() - last < 5000) return;
      last = Date.now();
      const rate = Math.round(((stats.read ?? 0) * 1000) / Math.max(1, Date.now() - started));
      const bar = "█".repeat(Math.min(20, Math.floor((stats.read ?? 0) / 500) % 21)).padEnd(20, "░");
      const line = `${bar} read ${stats.read} · new ${stats.new} · updated ${stats.updated} · unchanged ${stats.unchanged} · quarantined ${stats.quarantined} · ${rate}/s`;
      process.stderr.write(tty ? `\r${line}` : `${line}\n`);
    },
    done() {
      if (tty) process.stderr.write("\n");
    },
  };
}

async function courtFile(given: string): Promise<string> {
  const location = resolveCourtListLocation(given);
  if (!/^https?:\/\//.test(location)) {
    if (!fs.existsSync(location)) fail(`--courts ${given}: no such file`);
    return location;
  }
  let response: Response;
  try {
    response = await httpGet(location, { retries: 1, timeoutMs: 20_000 });
  } catch (error) {
    console.error(
      `ingest: could not download the court list ${given === location ? location : `"${given}" (${location})`}: ${(error as Error).message}\n` +
        `Without network access, download it elsewhere and pass the file: npm run ingest -- --courts <file>`,
    );
    process.exit(1);
  }
  const file = path.join(
    fs.mkdtempSync(path.join(os.tmpdir(), "courts-")),
    path.basename(new URL(location).pathname) || "courts.json",
  );
  fs.writeFileSync(file, Buffer.from(await response.arrayBuffer()));
  return file;
}

async function main() {
  let values;
  try {
    ({ values } = parseArgs({
      options: {
        source: { type: "string" },
        from: { type: "string" },
        since: { type: "string" },
        courts: { type: "string", multiple: true },
        report: { type: "boolean" },
        help: { type: "boolean", short: "h" },
      },
    }));
  } catch (error) {
    fail((error as Error).message);
  }
  const parsed = ArgsSchema.safeParse(values);
  if (!parsed.success)
    fail(parsed.error.issues.map((issue) => `--${issue.path.join(".")}: ${issue.message}`).join("; "));
  const args = parsed.data;
  if (args.help) {
    console.log(usage);
    return;
  }
  if (!args.report && !args.source && args.courts.length === 0)
    fail("say what to import: --source, --courts or --report");
  if (args.from && !/^https?:\/\//.test(args.from) && !fs.existsSync(args.from))
    fail(`--from ${args.from}: no such file or folder`);

  // Court lists are fetched before the database opens (a failed download exits cleanly).
  const courtFiles = await Promise.all(args.courts.map(courtFile));
  const database = await open();
  setDatabase(database);
  try {
    if (args.courts.length > 0) {
      const result = await importCourtRegistry({
        xjustizJson: courtFiles.find((file) => file.toLowerCase().endsWith(".json")),
        ecliTsv: courtFiles.find((file) => /\.(tsv|txt|csv)$/i.test(file)),
      });
      console.log(`courts: ${result.courts} in the registry`);
    }
    if (args.report) {
      const entries = await listQuarantine({ source: args.source });
      console.log(`${entries.length} quarantined record(s)${args.source ? ` from ${args.source}` : ""}:`);
      for (const entry of entries)
        console.log(
          `  ${entry.source}\t${entry.sourceId}\t${entry.reason}\t(last seen ${new Date(entry.lastSeenAt).toISOString()})`,
        );
      return;
    }
    if (!args.source) return;
    const progress = progressPrinter();
    const result = await runJob(
      ingestJobs[args.source],
      { from: args.from, since: args.since },
      { onProgress: (stats) => progress.update(stats) },
    );
    progress.done();
    if (result.status === "skipped") {
      console.error(`ingest: ${result.reason}`);
      process.exitCode = 4;
    } else if (result.status === "failed") {
      console.error(`ingest: failed: ${result.error}`);
      process.exitCode = 1;
    } else {
      const s = result.stats;
      console.log(
        `${args.source}: read ${s.read}, new ${s.new}, updated ${s.updated}, unchanged ${s.unchanged}, duplicates ${s.duplicates}, quarantined ${s.quarantined}`,
      );
      if (s.quarantined) console.log("see the reasons with: npm run ingest -- --report");
    }
  } finally {
    setDatabase(undefined);
    await database.close();
  }
}

await main();
