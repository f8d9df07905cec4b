/**
 * `npm run bench -- full-texts`: the job fetch-full-texts over the REAL BGH metadata (data/starter:
 * 60,551 decisions, 32,622 of them rii without full text) in an in-memory PGlite (or the
 * PostgreSQL of DATABASE_URL: use a fresh database). Prints:
 *   - picking a run's 200 documents (newest first, leaving out recently missing ones): p50/p95;
 *   - one run of 200 documents against a local server without the pause between requests, so the
 *     figure is the job's own cost per document (download, unzip, parse, normalise, upsert); the
 *     baseline is the same 200 downloads with unzip alone.
 * A production run adds the one-second pause per document (FULL_TEXT_PAUSE_MS). Nothing here is
 * asserted by tests. Each served document is the real rii-dok sample (data/starter, 12 KB) with the
 * header fields of the decision asked for.
 */
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import type { AddressInfo } from "node:net";
import { strToU8, zipSync } from "fflate";
import { sql } from "drizzle-orm";
import { searchSettingsOf } from "#app/domain/corpus/search-settings.ts";
import { getEnv } from "#app/env.server.ts";

process.env.LOG_LEVEL ??= "error";
process.env.NODE_ENV ??= "production";

const { openDatabase, queryRows, setDatabase } = await import("#app/db/client.server.ts");
const { loadData, summariseLoad } = await import("#app/domain/data-load/load-data.server.ts");
const { decisionsWithoutFullText, fetchFullTexts, FULL_TEXT_BATCH } =
  await import("#app/domain/decisions/import/fetch-full-texts.server.ts");
const { httpGetBytes } = await import("#app/domain/decisions/import/http.server.ts");
const { xmlFromRiiZip } = await import("#app/domain/decisions/sources/rii.ts");
const { findElement, innerXml, parseXml } = await import("#app/domain/decisions/sources/xml-dom.ts");

const root = path.resolve(import.meta.dirname, "..");
const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))]!;
const ms = (value: number) => `${value.toFixed(1)} ms`;
const load = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(" ");

console.log(
  `bench:full-texts: REAL metadata (data/starter); Node ${process.version}, ${os.availableParallelism()} CPUs, load average ${load()}`,
);
const database = process.env.DATABASE_URL
  ? await openDatabase({ kind: "postgres", url: process.env.DATABASE_URL })
  : await openDatabase({ kind: "pglite-memory" });
setDatabase(database);
const starter = path.join(root, "data/starter");
let started = performance.now();
const installed = summariseLoad(
  await loadData([path.join(starter, "courts"), path.join(starter, "decisions/bgh")], {
    embeddings: searchSettingsOf(getEnv()).embeddings,
  }),
);
console.log(
  `installed ${installed.decisionsImported} metadata records in ${((performance.now() - started) / 1000).toFixed(1)} s (${database.kind})`,
);

// 1. Picking the documents of a run.
const pickTimes: number[] = [];
for (let i = 0; i < 22; i++) {
  const start = performance.now();
  await decisionsWithoutFullText({ limit: FULL_TEXT_BATCH });
  if (i >= 2) pickTimes.push(performance.now() - start);
}
const [{ missing }] = (await queryRows<{ missing: number }>(
  sql`select count(*)::int as missing from decisions where source = 'rii' and full_text_html is null`,
)) as [{ missing: number }];
console.log(
  `pick ${FULL_TEXT_BATCH} of ${missing} rii decisions without full text: p50 ${ms(percentile(pickTimes, 50))}, p95 ${ms(percentile(pickTimes, 95))}`,
);

// 2. A local RII serving each asked-for document.
const sample = parseXml(fs.readFileSync(path.join(starter, "decisions/rii/KVRE427811801.xml"), "utf8"));
const section = (tag: string) => innerXml(sample, findElement(sample.document, tag)) ?? "";
const headers = new Map(
  (
    await queryRows<{
      sourceId: string;
      ecli: string | null;
      decisionDate: string;
      fileNumber: string;
      decisionType: string | null;
    }>(sql`
    select source_id as "sourceId", ecli, decision_date::text as "decisionDate", file_numbers[1] as "fileNumber", decision_type as "decisionType"
    from decisions where source = 'rii' and full_text_html is null`)
  ).map((row) => [row.sourceId, row]),
);
const escape = (text: string) => text.replaceAll("&", "&amp;").replaceAll("<", "&lt;");
function documentZip(doknr: string): Uint8Array | undefined {
  const row = headers.get(doknr);
  if (!row) return undefined;
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<dokument><doknr>${doknr}</doknr><ecli>${row.ecli ?? ""}</ecli><gertyp>BGH</gertyp><gerort/><spruchkoerper/>
<entsch-datum>${row.decisionDate.replaceAll("-", "")}</entsch-datum><aktenzeichen>${escape(row.fileNumber)}</aktenzeichen><doktyp>${row.decisionType ?? ""}</doktyp>
<titelzeile/><leitsatz/><tenor>${section("tenor")}</tenor><gruende>${section("gruende")}</gruende></dokument>`;
  return zipSync({ [`${doknr}.xml`]: strToU8(xml) });
}
const server = http.createServer((req, res) => {
  const zip = documentZip(/jb-([A-Z0-9]+)\.zip$/.exec(req.url ?? "")?.[1] ?? "");
  if (!zip) {
    res.statusCode = 404;
    res.end();
    return;
  }
  res.end(Buffer.from(zip));
});
await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/docs/`;

// Baseline: the same 200 downloads, unzipped, nothing else.
const doknrs = await decisionsWithoutFullText({ limit: FULL_TEXT_BATCH });
started = performance.now();
for (const doknr of doknrs)
  xmlFromRiiZip((await httpGetBytes(`${baseUrl}jb-${doknr}.zip`, { maxBytes: 20 * 1024 * 1024 })).bytes);
const baseline = performance.now() - started;

started = performance.now();
const stats = await fetchFullTexts({ baseUrl, pauseMs: 0 });
const run = performance.now() - started;
console.log(
  `run of ${stats.candidates} documents without the pause: ${(run / 1000).toFixed(2)} s = ${ms(run / stats.candidates)} per document (${stats.fullTexts} full texts, ${stats.quarantined} quarantined); ` +
    `baseline (download + unzip) ${ms(baseline / doknrs.length)} per document; ratio ${(run / baseline).toFixed(1)}×; with the 1 s pause a run takes about ${Math.round((run + 1000 * (stats.candidates - 1)) / 1000)} s. Load average now ${load()}`,
);
server.close();
await database.close();
