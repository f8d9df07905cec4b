/**
 * `npm run bench:ingest [-- --records 50000]`: writes a SYNTHETIC Open Legal Data dump
 * (labelled synthetic: realistic shape, invented text) and imports it into a fresh PGlite data
 * folder through the real importer. Prints decisions per second (target ≥ 500/s) and memory,
 * against a baseline measured in this process: reading + normalising the same dump without a
 * database. Nothing here is asserted; tests never check timings.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import zlib from "node:zlib";
import { sql } from "drizzle-orm";
import { openDatabase, setDatabase } from "#app/db/client.server.ts";
import { createCourtResolver } from "#app/domain/courts/court-resolver.server.ts";
import { createRandom, syntheticOldpCase } from "#app/domain/decisions/bench/synthetic-decisions.ts";
import { importDecisions } from "#app/domain/decisions/import/import-decisions.server.ts";
import { readSource } from "#app/domain/decisions/import/read-source.server.ts";
import { normaliseRecord } from "#app/domain/decisions/normalise/normalise-record.ts";

const { values } = parseArgs({
  options: { records: { type: "string", default: "50000" }, memory: { type: "boolean", default: false } },
});
const count = Number(values.records);
const work = fs.mkdtempSync(path.join(os.tmpdir(), "bench-ingest-"));
const dump = path.join(work, "synthetic-dump.jsonl.gz");
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

console.log(`bench:ingest — SYNTHETIC Open Legal Data dump, ${count} records`);
let started = performance.now();
const gzip = zlib.createGzip();
const out = fs.createWriteStream(dump);
gzip.pipe(out);
const random = createRandom(42);
let bytes = 0;
for (let i = 0; i < count; i++) {
  const line = `${JSON.stringify(syntheticOldpCase(i, random))}\n`;
  bytes += line.length;
  if (!gzip.write(line)) await new Promise((resolve) => gzip.once("drain", resolve));
}
gzip.end();
await new Promise<void>((resolve) => out.on("close", () => resolve()));
console.log(
  `  generated ${mb(bytes)} of JSON (${mb(fs.statSync(dump).size)} gzip, avg ${Math.round(bytes / count)} chars/record) in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);

// Baseline: read + parse + normalise + sanitise, no database.
started = performance.now();
const resolver = createCourtResolver([]);
let normalised = 0;
for await (const item of readSource("oldp", { from: dump })) {
  if (item.kind === "record" && normaliseRecord(item.raw, resolver, "2100-01-01").ok) normalised++;
}
const baselineSeconds = (performance.now() - started) / 1000;
const baselineRate = normalised / baselineSeconds;
console.log(`  baseline (parse + normalise, no database): ${Math.round(baselineRate)} records/s`);

// PGlite in a fresh data folder (default), in memory (--memory), or PostgreSQL when DATABASE_URL is set.
const database = process.env.DATABASE_URL
  ? await openDatabase({ kind: "postgres", url: process.env.DATABASE_URL })
  : values.memory
    ? await openDatabase({ kind: "pglite-memory" })
    : await openDatabase({ kind: "pglite", dataDir: path.join(work, "pglite") });
if (database.kind === "postgres")
  await database.db.execute(
    sql`delete from decisions where source = 'oldp' and source_id ~ '^[0-9]+$' and source_id::bigint >= 1000000`,
  );
console.log(`  database: ${database.kind} (${database.location})`);
setDatabase(database);
let peakRss = process.memoryUsage().rss;
const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 250);
started = performance.now();
const stats = await importDecisions({ source: "oldp", items: readSource("oldp", { from: dump }), today: "2100-01-01" });
const seconds = (performance.now() - started) / 1000;
clearInterval(sampler);
const rate = stats.new / seconds;
console.log(
  `  import into ${database.kind}: ${stats.new} new, ${stats.quarantined} quarantined, ${stats.duplicates} duplicates in ${seconds.toFixed(1)} s`,
);
console.log(
  `  => ${Math.round(rate)} decisions/s (target ≥ 500/s: ${rate >= 500 ? "met" : "NOT met"}); ${(rate / baselineRate).toFixed(2)}× the no-database baseline`,
);
console.log(`  memory: peak RSS ${mb(peakRss)}, heap used now ${mb(process.memoryUsage().heapUsed)}`);

started = performance.now();
const again = await importDecisions({ source: "oldp", items: readSource("oldp", { from: dump }), today: "2100-01-01" });
console.log(
  `  re-import of the same dump (idempotent): ${again.unchanged} unchanged, ${again.new + again.updated} written, ${Math.round(count / ((performance.now() - started) / 1000))} records/s`,
);

if (database.kind === "postgres")
  await database.db.execute(
    sql`delete from decisions where source = 'oldp' and source_id ~ '^[0-9]+$' and source_id::bigint >= 1000000`,
  );
setDatabase(undefined);
await database.close();
fs.rmSync(work, { recursive: true, force: true });
