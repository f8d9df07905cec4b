/**
 * `npm run bench -- load [-- --decisions 20000]`: how long the health check (/healthz: one
 * `select 1` on the same database) waits while the public site is under the load an outside
 * attack used: twelve decision searches at once with the costliest query the bounds allow
 * (12 words, 3 of them negated) and eight sitemap requests at once, on SYNTHETIC decisions in
 * a fresh in-memory PGlite. Prints p50/max against the idle health check measured in this process,
 * and how many searches were turned away (503). Nothing is asserted (docs/security.md).
 */
import { parseArgs } from "node:util";
import { sql } from "drizzle-orm";
import { checkDatabase, openDatabase, setDatabase } from "#app/db/client.server.ts";
import { syntheticCourts } from "#app/domain/decisions/bench/synthetic-decisions.ts";
import { flushDecisionIndexes } from "#app/domain/decisions/upsert-decisions.server.ts";
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

const percentile = (times: number[], p: number) => [...times].sort((a, b) => a - b)[Math.min(times.length - 1, Math.floor((p / 100) * times.length))]!;
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
started = performance.now();
for (let round = 0; round < rounds; round++) {
  const work = Promise.all([...Array.from({ length: 12 }, (_, i) => search(i)), ...Array.from({ length: 8 }, () => sitemap().then((response) => response.status))]);
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
