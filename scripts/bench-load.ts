/**
 * `npm run bench -- load [-- --decisions 20000]`: how long the health check (/healthz: one
 * `select 1` on the same database) waits while the public site is under the load an outside
 * attack used: twelve decision searches at once with the costliest query the bounds allow
 * (12 words, 3 of them negated) and eight sitemap requests at once, on SYNTHETIC decisions in
 * a fresh in-memory PGlite. Prints p50/max against the idle health check measured in this process,
 * and how many searches were turned away (503). Nothing is asserted (docs/security.md).
 */
import { parseArgs } from "node:util";
import { checkDatabase, openDatabase, setDatabase } from "#app/db/client.server.ts";
import { fillSyntheticDecisions } from "./synthetic-decision-rows.ts";
import { parseSearchQuery, searchDecisions } from "#app/domain/decisions/search-decisions.server.ts";
import { BusyError } from "#app/utils/concurrency-limit.server.ts";
import { loader as sitemap } from "#app/routes/sitemap[.]xml.ts";
import { emitDataChanged } from "#app/utils/events.server.ts";

const { values } = parseArgs({ options: { decisions: { type: "string", default: "20000" } } });
const total = Number(values.decisions);
const database = await openDatabase({ kind: "pglite-memory" });
setDatabase(database);
const db = database.db;
console.log(`bench:load — ${total} SYNTHETIC decisions in ${database.kind}`);

await fillSyntheticDecisions(db, total);

const percentile = (times: number[], p: number) =>
  [...times].sort((a, b) => a - b)[Math.min(times.length - 1, Math.floor((p / 100) * times.length))]!;
async function health(times: number[]) {
  const start = performance.now();
  await checkDatabase();
  times.push(performance.now() - start);
}

const idle: number[] = [];
for (let i = 0; i < 30; i++) await health(idle);

// The costliest search the bounds let through: 11 or 12 words, 3 negated, relevance order.
const heavy = "Kündigung Vertrag Haftung Frist Kosten Rente Mieter Urlaubsanspruch -Klägerin -Beklagte -Berufung";
// As the /decisions page runs it (its loader answers 503 for BusyError).
const search = (i: number) =>
  searchDecisions(parseSearchQuery(new URLSearchParams({ q: `${heavy}${i % 2 ? " Gutachten" : ""}` })).query).then(
    () => 200,
    (error: unknown) => {
      if (error instanceof BusyError) return 503;
      throw error;
    },
  );
const loaded: number[] = [];
emitDataChanged("decisions");
const rounds = 3;
const statuses: number[] = [];
let started = performance.now();
for (let round = 0; round < rounds; round++) {
  const work = Promise.all([
    ...Array.from({ length: 12 }, (_, i) => search(i)),
    ...Array.from({ length: 8 }, () => sitemap().then((response) => response.status)),
  ]);
  let settled = false;
  void work.finally(() => (settled = true));
  while (!settled) await health(loaded);
  statuses.push(...(await work));
  emitDataChanged("decisions");
}
const seconds = (performance.now() - started) / 1000;
const refused = statuses.filter((status) => status === 503).length;
console.log(`  idle health check: p50 ${percentile(idle, 50).toFixed(2)} ms, max ${Math.max(...idle).toFixed(2)} ms`);
console.log(
  `  under load (${rounds} rounds of 12 searches + 8 sitemaps at once, ${seconds.toFixed(1)} s): health check p50 ${percentile(loaded, 50).toFixed(1)} ms, p95 ${percentile(loaded, 95).toFixed(1)} ms, max ${Math.max(...loaded).toFixed(1)} ms over ${loaded.length} checks (p50 = ${(percentile(loaded, 50) / percentile(idle, 50)).toFixed(0)}× idle)`,
);
console.log(`  searches answered ${statuses.length - 8 * rounds - refused}, turned away with 503: ${refused}`);
setDatabase(undefined);
await database.close();
