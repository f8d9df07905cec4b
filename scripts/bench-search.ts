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
import { syntheticCourts } from "#app/domain/decisions/bench/synthetic-decisions.ts";
import { flushDecisionIndexes } from "#app/domain/decisions/upsert-decisions.server.ts";
import { parseSearchQuery, searchDecisions } from "#app/domain/decisions/search-decisions.server.ts";

const { values } = parseArgs({ options: { decisions: { type: "string", default: "100000" }, queries: { type: "string", default: "200" } } });
const total = Number(values.decisions);
const database = process.env.DATABASE_URL
  ? await openDatabase({ kind: "postgres", url: process.env.DATABASE_URL })
  : await openDatabase({ kind: "pglite-memory" });
setDatabase(database);
const db = database.db;
console.log(`bench:search — ${total} SYNTHETIC decisions in ${database.kind}`);

const words =
  "Klägerin Beklagte Berufung Revision Anspruch Vertrag Kündigung Arbeitnehmer Arbeitgeber Schadensersatz Mietvertrag Vermieter Mieter Urlaubsanspruch Abgeltung Kosten Streitwert Bescheid Behörde Baugenehmigung Bebauungsplan Umsatzsteuer Einkommensteuer Rente Versicherung Haftung Verjährung Frist Zustellung Zeugen Sachverständigen Gutachten Anhörung Verhältnismäßigkeit Grundrechte Eigentum Datenschutz Auskunft Unterlassung Wettbewerb Markenrecht Patentverletzung Insolvenzverwalter Gläubiger Schuldner Bürgschaft Darlehen Zinsen Werkvertrag Mängel Nacherfüllung Rücktritt Minderung Erben Testament Pflichtteil Unterhalt Sorgerecht Aufenthaltserlaubnis Ausweisung Asylantrag Beamten Besoldung Tarifvertrag Betriebsrat Mitbestimmung Diskriminierung Entschädigung Krankenkasse Pflegegrad Behinderung Zulassung Prüfung Hochschule Polizei Versammlung Gewerbe Lärm Umwelt Abfall Energie der die das und nicht zu mit auf für ist im dem den des von eine einen wird wurde hat haben nach gemäß unter über wegen insoweit jedoch daher"
    .split(" ");
// A realistic vocabulary: ~3,000 compound words from stems and suffixes, drawn with a Zipf-like
// skew (random()^3), plus function words; a legal term then matches a few percent of decisions.
const stems = words.slice(0, 80);
const suffixes = ["", "s", "en", "anspruch", "recht", "verfahren", "pflicht", "vertrag", "klage", "bescheid", "gesetz", "frist", "schaden", "kosten", "antrag", "verordnung", "behörde", "leistung", "bereich", "fall", "regelung", "zeit", "wert", "grund", "folge", "stelle", "verhältnis", "ordnung", "prüfung", "kammer", "senat", "urteil", "beschluss", "sache", "partei", "stand", "lage", "form", "art"];
const vocabulary = stems.flatMap((stem) => suffixes.map((suffix) => (suffix ? `${stem}${suffix.toLowerCase()}` : stem)));
const fillerWords = words.slice(80);
const courtNames = syntheticCourts.map((court) => court.name);
const regions = ["bund", "bund", "bund", "bund", "bund", "bayern", "bayern", "bayern", "nordrhein-westfalen", "nordrhein-westfalen", "nordrhein-westfalen", "nordrhein-westfalen", "niedersachsen", "schleswig-holstein", "hessen", "berlin", "sachsen", "hamburg"];
const branches = ["ordinary", "labour", "social", "finance", "administrative", "ordinary", "ordinary", "administrative", "labour", "ordinary", "administrative", "social", "ordinary", "social", "finance", "ordinary", "administrative", "ordinary"];
const arr = (items: string[]) => sql.raw(`array[${items.map((item) => `'${item.replace(/'/g, "''")}'`).join(",")}]`);

let started = performance.now();
const chunk = 5000;
for (let offset = 0; offset < total; offset += chunk) {
  await db.execute(sql`
    insert into decisions (id, source, source_id, file_numbers, court_name, region, branch, level, decision_date, decision_type, title, headnote, content_hash, search_text)
    select 'bench-' || g, 'oldp', 'bench-' || g, array[(1 + g % 30) || ' U ' || g || '/' || (10 + g % 15)],
           (${arr(courtNames)})[1 + c], (${arr(regions)})[1 + c], (${arr(branches)})[1 + c], null,
           date '2000-01-01' + (g * 7919 % 9000), (array['Urteil','Beschluss','Endurteil','Gerichtsbescheid'])[1 + g % 4],
           'Synthetic decision ' || g, t.headnote, 'bench', t.body
    from (select g, (g * 31 % ${sql.raw(String(courtNames.length))}) as c, ${arr(vocabulary)} as v, ${arr(fillerWords)} as f from generate_series(${offset + 1}::int, ${Math.min(total, offset + chunk)}::int) g) s,
    lateral (select
        (select string_agg(case when random() < 0.5 then v[1 + floor(power(random(), 3) * ${sql.raw(String(vocabulary.length))})::int + 0 * i] else f[1 + floor(random() * ${sql.raw(String(fillerWords.length))})::int] end, ' ') from generate_series(1, 20) i where g > 0) as headnote,
        (select string_agg(case when random() < 0.5 then v[1 + floor(power(random(), 3) * ${sql.raw(String(vocabulary.length))})::int + 0 * i] else f[1 + floor(random() * ${sql.raw(String(fillerWords.length))})::int] end, ' ') from generate_series(1, 100) i where g > 0) as body
    ) t`);
  process.stderr.write(`\r  inserted ${Math.min(total, offset + chunk)} / ${total}`);
}
// As after an import (importDecisions): pending GIN entries merged, statistics fresh.
await flushDecisionIndexes();
await db.execute(sql`analyze decisions`);
console.log(`\n  filled in ${((performance.now() - started) / 1000).toFixed(1)} s`);

const queries = [
  "q=Kündigung", "q=Kündigungen&sort=date", "q=Urlaubsanspruch+Abgeltung", "q=%22Berufung+wird%22", "q=Mietvertrag&region=bayern",
  "q=Schadensersatz&branch=ordinary&from=2010-01-01", "q=Datenschutz+Auskunft", "q=Betriebsrat&region=nordrhein-westfalen&sort=date",
  "q=Insolvenzverwalter+Gläubiger&page=3", "q=Baugenehmigung+Bebauungsplan&branch=administrative", "region=bund&branch=labour",
  "court=bundesgerichtshof&type=Beschluss", "q=Rente&to=2005-12-31", "q=Haftung&type=Urteil&page=10", "q=5+U+1235/17",
];
async function time(params: string): Promise<number> {
  const query = parseSearchQuery(new URLSearchParams(params)).query;
  const start = performance.now();
  await searchDecisions(query);
  return performance.now() - start;
}
const percentile = (times: number[], p: number) => [...times].sort((a, b) => a - b)[Math.min(times.length - 1, Math.floor((p / 100) * times.length))]!;

for (const query of queries) await time(query); // warm-up
const baseline: number[] = [];
for (let i = 0; i < 30; i++) baseline.push(await time(""));
const times: number[] = [];
const perQuery = new Map<string, number[]>();
const runs = Number(values.queries);
started = performance.now();
for (let i = 0; i < runs; i++) {
  const query = queries[i % queries.length]!;
  const ms = await time(query);
  times.push(ms);
  perQuery.set(query, [...(perQuery.get(query) ?? []), ms]);
}
const p50 = percentile(times, 50);
const p95 = percentile(times, 95);
console.log(`  baseline (first page, no query, date order): p50 ${percentile(baseline, 50).toFixed(1)} ms`);
console.log(`  search over ${total} decisions, ${runs} queries: p50 ${p50.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms (target p95 < 100 ms: ${p95 < 100 ? "met" : "NOT met"}); p95 = ${(p95 / percentile(baseline, 50)).toFixed(1)}× baseline p50`);
for (const [query, list] of perQuery) console.log(`    ${query.padEnd(60)} p50 ${percentile(list, 50).toFixed(1)} ms`);
if (database.kind === "postgres") await db.execute(sql`delete from decisions where id like 'bench-%'`);
setDatabase(undefined);
await database.close();
