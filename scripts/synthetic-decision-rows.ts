/**
 * SYNTHETIC decisions for the decision-search benchmarks (bench:search, bench:load): real court
 * names and realistic fields, invented German text of about 120 words each drawn from a
 * ~3,000-word vocabulary, generated inside the database in chunks of 5,000.
 */
import { sql } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { syntheticCourts } from "#app/domain/decisions/bench/synthetic-decisions.ts";
import { flushDecisionIndexes } from "#app/domain/decisions/upsert-decisions.server.ts";

/** Inserts `total` synthetic decisions ('bench-1' …), merges the pending index entries and analyzes. */
export async function fillSyntheticDecisions(db: Database["db"], total: number): Promise<void> {
  const words =
    "Klägerin Beklagte Berufung Revision Anspruch Vertrag Kündigung Arbeitnehmer Arbeitgeber Schadensersatz Mietvertrag Vermieter Mieter Urlaubsanspruch Abgeltung Kosten Streitwert Bescheid Behörde Baugenehmigung Bebauungsplan Umsatzsteuer Einkommensteuer Rente Versicherung Haftung Verjährung Frist Zustellung Zeugen Sachverständigen Gutachten Anhörung Verhältnismäßigkeit Grundrechte Eigentum Datenschutz Auskunft Unterlassung Wettbewerb Markenrecht Patentverletzung Insolvenzverwalter Gläubiger Schuldner Bürgschaft Darlehen Zinsen Werkvertrag Mängel Nacherfüllung Rücktritt Minderung Erben Testament Pflichtteil Unterhalt Sorgerecht Aufenthaltserlaubnis Ausweisung Asylantrag Beamten Besoldung Tarifvertrag Betriebsrat Mitbestimmung Diskriminierung Entschädigung Krankenkasse Pflegegrad Behinderung Zulassung Prüfung Hochschule Polizei Versammlung Gewerbe Lärm Umwelt Abfall Energie der die das und nicht zu mit auf für ist im dem den des von eine einen wird wurde hat haben nach gemäß unter über wegen insoweit jedoch daher".split(
      " ",
    );
  // A realistic vocabulary: ~3,000 compound words from stems and suffixes, drawn with a Zipf-like
  // skew (random()^3), plus function words; a legal term then matches a few percent of decisions.
  const stems = words.slice(0, 80);
  const suffixes = [
    "",
    "s",
    "en",
    "anspruch",
    "recht",
    "verfahren",
    "pflicht",
    "vertrag",
    "klage",
    "bescheid",
    "gesetz",
    "frist",
    "schaden",
    "kosten",
    "antrag",
    "verordnung",
    "behörde",
    "leistung",
    "bereich",
    "fall",
    "regelung",
    "zeit",
    "wert",
    "grund",
    "folge",
    "stelle",
    "verhältnis",
    "ordnung",
    "prüfung",
    "kammer",
    "senat",
    "urteil",
    "beschluss",
    "sache",
    "partei",
    "stand",
    "lage",
    "form",
    "art",
  ];
  const vocabulary = stems.flatMap((stem) =>
    suffixes.map((suffix) => (suffix ? `${stem}${suffix.toLowerCase()}` : stem)),
  );
  const fillerWords = words.slice(80);
  const courtNames = syntheticCourts.map((court) => court.name);
  const regions = [
    "bund",
    "bund",
    "bund",
    "bund",
    "bund",
    "bayern",
    "bayern",
    "bayern",
    "nordrhein-westfalen",
    "nordrhein-westfalen",
    "nordrhein-westfalen",
    "nordrhein-westfalen",
    "niedersachsen",
    "schleswig-holstein",
    "hessen",
    "berlin",
    "sachsen",
    "hamburg",
  ];
  const branches = [
    "ordinary",
    "labour",
    "social",
    "finance",
    "administrative",
    "ordinary",
    "ordinary",
    "administrative",
    "labour",
    "ordinary",
    "administrative",
    "social",
    "ordinary",
    "social",
    "finance",
    "ordinary",
    "administrative",
    "ordinary",
  ];
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
}
