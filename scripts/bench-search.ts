/**
 * `npm run bench:search [-- --decisions 100000]`: fills a fresh in-memory PGlite (or the
 * PostgreSQL of DATABASE_URL) with SYNTHETIC decisions (labelled synthetic: real court names and
 * realistic fields, invented text of about 120 words each from a ~3,000-word vocabulary, generated inside the database), then
 * runs the real search (searchDecisions: German full text + filters + count) and prints p50/p95
 * (target p95 < 100 ms) against a baseline measured in this process: the unfiltered, date-sorted
 * first page. Nothing is asserted.
 */
import { parseArgs } from "node:util";
import { sql } from "drizzle-orm";
import { openDatabase, setDatabase } from "#app/db/client.server.ts";
import { fillSyntheticDecisions } from "./synthetic-decision-rows.ts";
import { parseSearchQuery, searchDecisions } from "#app/domain/decisions/search-decisions.server.ts";

const { values } = parseArgs({
  options: { decisions: { type: "string", default: "100000" }, queries: { type: "string", default: "200" } },
});
const total = Number(values.decisions);
const database = process.env.DATABASE_URL
  ? await openDatabase({ kind: "postgres", url: process.env.DATABASE_URL })
  : await openDatabase({ kind: "pglite-memory" });
setDatabase(database);
const db = database.db;
console.log(`bench:search — ${total} SYNTHETIC decisions in ${database.kind}`);

await fillSyntheticDecisions(db, total);

const queries = [
  "q=Kündigung",
  "q=Kündigungen&sort=date",
  "q=Urlaubsanspruch+Abgeltung",
  "q=%22Berufung+wird%22",
  "q=Mietvertrag&region=bayern",
  "q=Schadensersatz&branch=ordinary&from=2010-01-01",
  "q=Datenschutz+Auskunft",
  "q=Betriebsrat&region=nordrhein-westfalen&sort=date",
  "q=Insolvenzverwalter+Gläubiger&page=3",
  "q=Baugenehmigung+Bebauungsplan&branch=administrative",
  "region=bund&branch=labour",
  "court=bundesgerichtshof&type=Beschluss",
  "q=Rente&to=2005-12-31",
  "q=Haftung&type=Urteil&page=10",
  "q=5+U+1235/17",
];
async function time(params: string): Promise<number> {
  const query = parseSearchQuery(new URLSearchParams(params)).query;
  const start = performance.now();
  await searchDecisions(query);
  return performance.now() - start;
}
const percentile = (times: number[], p: number) =>
  [...times].sort((a, b) => a - b)[Math.min(times.length - 1, Math.floor((p / 100) * times.length))]!;

for (const query of queries) await time(query); // warm-up
const baseline: number[] = [];
for (let i = 0; i < 30; i++) baseline.push(await time(""));
const times: number[] = [];
const perQuery = new Map<string, number[]>();
const runs = Number(values.queries);
for (let i = 0; i < runs; i++) {
  const query = queries[i % queries.length]!;
  const ms = await time(query);
  times.push(ms);
  perQuery.set(query, [...(perQuery.get(query) ?? []), ms]);
}
const p50 = percentile(times, 50);
const p95 = percentile(times, 95);
console.log(`  baseline (first page, no query, date order): p50 ${percentile(baseline, 50).toFixed(1)} ms`);
console.log(
  `  search over ${total} decisions, ${runs} queries: p50 ${p50.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms (target p95 < 100 ms: ${p95 < 100 ? "met" : "NOT met"}); p95 = ${(p95 / percentile(baseline, 50)).toFixed(1)}× baseline p50`,
);
for (const [query, list] of perQuery) console.log(`    ${query.padEnd(60)} p50 ${percentile(list, 50).toFixed(1)} ms`);
if (database.kind === "postgres") await db.execute(sql`delete from decisions where id like 'bench-%'`);
setDatabase(undefined);
await database.close();
