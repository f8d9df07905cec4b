/**
 * `npm run bench -- starter`: the product with the REAL starter set installed (data/starter:
 * 60,551 BGH decisions and the other real files), in an in-memory PGlite (or the PostgreSQL of
 * DATABASE_URL, emptied first is NOT done: use a fresh database). Prints:
 *   - the installation itself (records/s, seconds; target under a minute on PGlite);
 *   - the BGH feed (1,000 events of 60,000) built from the database: query + .ics, median and p95,
 *     against the baseline of the same query alone;
 *   - serving that feed through the production feed stack (express + the /feeds handler) over
 *     keep-alive, sequential requests, p50/p95, against a minimal node:http server sending the
 *     same bytes from memory (baseline), and the ratio;
 *   - the first request after a data change (the server's feed service: the previous body is
 *     served while the catalogue is rebuilt in the background), p50/p95, the requests made while
 *     that rebuild runs, and how long the rebuild of the whole catalogue takes;
 *   - decision search p50/p95 over the real set, against the unfiltered, date-sorted first page.
 * Nothing here is asserted by tests.
 */
import http from "node:http";
import os from "node:os";
import path from "node:path";
import type { AddressInfo } from "node:net";
import { searchSettingsOf } from "#app/domain/corpus/search-settings.ts";
import { getEnv } from "#app/env.server.ts";

process.env.LOG_LEVEL ??= "error";
process.env.NODE_ENV ??= "production";

const { openDatabase, setDatabase } = await import("#app/db/client.server.ts");
const { loadData, summariseLoad } = await import("#app/domain/data-load/load-data.server.ts");
const { parseSearchQuery, searchDecisions } = await import("#app/domain/decisions/search-decisions.server.ts");
const { buildFeedCalendar } = await import("#app/domain/feeds/build-feed-calendar.ts");
const { feedByKey } = await import("#app/domain/feeds/catalogue.ts");
const { calendarTexts, feedTitle, jurisdictionLabels } = await import("#app/domain/feeds/feed-titles.ts");
const { feedsHandler } = await import("../server/feeds-handler.ts");
const { getFeedDecisions } = await import("#app/domain/feeds/get-feed-decisions.server.ts");
const { createFeedService, feedServiceOptions } = await import("#app/domain/feeds/feed-service.server.ts");
const { emitDataChanged } = await import("#app/utils/events.server.ts");
const { requestContext } = await import("../server/request-context.ts");
const { default: express } = await import("express");

const root = path.resolve(import.meta.dirname, "..");
const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))]!;
const ms = (value: number) => `${value.toFixed(1)} ms`;

console.log(
  `bench:starter: REAL data (data/starter); Node ${process.version}, ${os.availableParallelism()} CPUs, load average ${os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(" ")}`,
);
const database = process.env.DATABASE_URL
  ? await openDatabase({ kind: "postgres", url: process.env.DATABASE_URL })
  : await openDatabase({ kind: "pglite-memory" });
setDatabase(database);

// 1. The installation (what a first start does in the background).
let started = performance.now();
const results = await loadData([path.join(root, "data/starter")], {
  embeddings: searchSettingsOf(getEnv()).embeddings,
});
const seconds = (performance.now() - started) / 1000;
const summary = summariseLoad(results);
const records = summary.decisionsImported + summary.decisionsUnchanged + summary.quarantined;
console.log(
  `install: ${records} decision records (${summary.decisionsImported} new, ${summary.quarantined} quarantined), ${summary.acts} acts, ${summary.failed} files failed, in ${seconds.toFixed(1)} s = ${Math.round(records / seconds)} records/s (${database.kind}; target < 60 s)`,
);

// 2. Building the BGH feed from the database.
const publicUrl = "https://legal-calendar.example";
const limits = { maxEvents: 1000, maxAgeDays: 0 };
const feed = feedByKey("bund/bgh")!;
const options = {
  ...calendarTexts(feedTitle(feed)),
  feedUrl: `${publicUrl}${feed.path}`,
  publicUrl,
  branchLabels: jurisdictionLabels(),
};
const queryTimes: number[] = [];
const buildTimes: number[] = [];
const icsTimes: number[] = [];
const icsCpu: number[] = [];
let events = 0;
for (let i = 0; i < 42; i++) {
  const start = performance.now();
  const found = (await getFeedDecisions(feed.scope, limits))!;
  const queried = performance.now();
  const cpu = process.cpuUsage();
  const text = buildFeedCalendar(found, options);
  const used = process.cpuUsage(cpu);
  const done = performance.now();
  events = (text.match(/BEGIN:VEVENT/g) ?? []).length;
  if (i < 2) continue;
  queryTimes.push(queried - start);
  buildTimes.push(done - start);
  icsTimes.push(done - queried);
  icsCpu.push((used.user + used.system) / 1000);
}
console.log(
  `feed build (bund/bgh, ${events} events, cold): p50 ${ms(percentile(buildTimes, 50))}, p95 ${ms(percentile(buildTimes, 95))} (target < 100 ms); ` +
    `baseline (its query alone) p50 ${ms(percentile(queryTimes, 50))}; ratio ${(percentile(buildTimes, 50) / percentile(queryTimes, 50)).toFixed(1)}×; ` +
    `the .ics text alone p50 ${ms(percentile(icsTimes, 50))}, p95 ${ms(percentile(icsTimes, 95))} (CPU p50 ${ms(percentile(icsCpu, 50))})`,
);

// 3. Serving it: the production feed stack vs. node:http with the same bytes.
const app = express();
app.disable("x-powered-by");
app.use(requestContext());
// The server's feed service, as createApp makes it.
const service = createFeedService({ ...feedServiceOptions(getEnv()), prebuild: true });
app.use(
  "/feeds",
  feedsHandler(() => service),
);
const appServer = app.listen(0, "127.0.0.1");
let bytes: Buffer = Buffer.alloc(0);
const baseline = http.createServer((_req, res) => {
  res.writeHead(200, {
    "Content-Type": "text/calendar; charset=utf-8",
    "Content-Encoding": "br",
    "Content-Length": bytes.length,
  });
  res.end(bytes);
});
baseline.listen(0, "127.0.0.1");
await Promise.all(
  [appServer, baseline].map(
    (server) => new Promise((resolve) => (server.listening ? resolve(null) : server.once("listening", resolve))),
  ),
);
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
const get = (port: number) =>
  new Promise<{ ms: number; body: Buffer }>((resolve, reject) => {
    const start = performance.now();
    http
      .get({ host: "127.0.0.1", port, path: feed.path, headers: { "accept-encoding": "br" }, agent }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => resolve({ ms: performance.now() - start, body: Buffer.concat(chunks) }));
      })
      .on("error", reject);
  });
const appPort = (appServer.address() as AddressInfo).port;
const basePort = (baseline.address() as AddressInfo).port;
bytes = (await get(appPort)).body; // builds and caches the feed
const served: number[] = [];
const base: number[] = [];
for (let round = 0; round < 5; round++) {
  for (let i = 0; i < 60; i++) served.push((await get(appPort)).ms);
  for (let i = 0; i < 60; i++) base.push((await get(basePort)).ms);
}
console.log(
  `feed serving (bund/bgh, br ${(bytes.length / 1024).toFixed(0)} KB, sequential keep-alive): p50 ${ms(percentile(served, 50))}, p95 ${ms(percentile(served, 95))}; ` +
    `baseline node:http p50 ${ms(percentile(base, 50))}, p95 ${ms(percentile(base, 95))}; p95 ratio ${(percentile(served, 95) / percentile(base, 95)).toFixed(2)}×`,
);

// 3b. After a data change: the server's feed service (background rebuilds with its default quiet
// time), the previous body served meanwhile. Before each change every feed is current.
service.prebuild();
await service.settled();
const firstAfterChange: number[] = [];
const duringRebuild: number[] = [];
const rebuildSeconds: number[] = [];
for (let round = 0; round < 12; round++) {
  const changed = performance.now();
  emitDataChanged("decisions");
  const first = await get(appPort);
  firstAfterChange.push(first.ms);
  let settled = false;
  const rebuilt = service.settled().then(() => (settled = true));
  while (!settled) {
    duringRebuild.push((await get(appPort)).ms);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  await rebuilt;
  rebuildSeconds.push((performance.now() - changed) / 1000);
}
console.log(
  `first request after a data change (bund/bgh, ${firstAfterChange.length} changes): p50 ${ms(percentile(firstAfterChange, 50))}, p95 ${ms(percentile(firstAfterChange, 95))}` +
    `; requests while the catalogue is rebuilt (${duringRebuild.length}): p50 ${ms(percentile(duringRebuild, 50))}, p95 ${ms(percentile(duringRebuild, 95))}, max ${ms(Math.max(...duringRebuild))}; ` +
    `change → every catalogue feed rebuilt: p50 ${percentile(rebuildSeconds, 50).toFixed(1)} s (including the 1 s quiet time)`,
);
await service.close();

agent.destroy();
await Promise.all([appServer, baseline].map((server) => new Promise((resolve) => server.close(resolve))));

// 4. Decision search over the real set.
const queries = [
  "q=Körperverletzung",
  "q=Revision&sort=date",
  "q=Insolvenzverwalter",
  "q=Schadensersatz+Haftung",
  "q=Mietvertrag+Kündigung",
  "q=Wahlfeststellung",
  "q=VIa+ZR+100/20",
  "court=bundesgerichtshof&type=Beschluss",
  "q=Betrug&from=2015-01-01",
  "q=Urheberrecht",
  "q=%C2%A7+826+BGB",
  "q=Zivilsenat&page=5",
  "q=Dieselskandal",
  "region=bund&branch=ordinary",
  "q=Beweiswürdigung&type=Urteil",
];
const time = async (params: string) => {
  const query = parseSearchQuery(new URLSearchParams(params)).query;
  const start = performance.now();
  await searchDecisions(query);
  return performance.now() - start;
};
for (const query of queries) await time(query);
const baselineSearch: number[] = [];
for (let i = 0; i < 30; i++) baselineSearch.push(await time(""));
const searches: number[] = [];
started = performance.now();
for (let i = 0; i < 150; i++) searches.push(await time(queries[i % queries.length]!));
const p95 = percentile(searches, 95);
console.log(
  `decision search over the real set, ${searches.length} queries: p50 ${ms(percentile(searches, 50))}, p95 ${ms(p95)} (target p95 < 100 ms: ${p95 < 100 ? "met" : "NOT met"}); ` +
    `baseline (first page, no query) p50 ${ms(percentile(baselineSearch, 50))}; p95 = ${(p95 / percentile(baselineSearch, 50)).toFixed(1)}× baseline p50`,
);
setDatabase(undefined);
await database.close();
