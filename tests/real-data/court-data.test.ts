import path from "node:path";
import { and, eq } from "drizzle-orm";
import { DomUtils, parseDocument } from "htmlparser2";
import { beforeAll, describe, expect, test } from "vitest";
import { getDb } from "#app/db/client.server.ts";
import { courts } from "#app/db/schema/courts.ts";
import { decisions } from "#app/db/schema/decisions.ts";
import { importCourtRegistry } from "#app/domain/courts/import-courts.server.ts";
import { importDecisions, type ImportStats } from "#app/domain/decisions/import/import-decisions.server.ts";
import { listQuarantine } from "#app/domain/decisions/import/quarantine.server.ts";
import { readSource } from "#app/domain/decisions/import/read-source.server.ts";
import { useTestDatabase } from "../support/database.ts";
import { realDataFile } from "../support/real-data.ts";

// Imports every sample in ../shared/data/de-courts and checks the normalised fields of named
// decisions. Fails (never skips) when a file is missing.
useTestDatabase();
const decision = async (source: string, sourceId: string) =>
  (
    await getDb()
      .select()
      .from(decisions)
      .where(and(eq(decisions.source, source), eq(decisions.sourceId, sourceId)))
  )[0];

const stats: Record<string, ImportStats> = {};

beforeAll(async () => {
  await importCourtRegistry({
    xjustizJson: realDataFile("de-courts/xjustiz_GDS.Gerichte_3.6.json"),
    ecliTsv: realDataFile("de-courts/oldp/ecli_courts_de.tsv"),
  });
  realDataFile("de-courts/rii/KVRE427811801.xml");
  realDataFile("de-courts/oldp/dump_cases.10.jsonl.gz");
  realDataFile("de-courts/oldp/bgh-2018-04-10-viii-zr-12717.django-fixture.json");
  realDataFile("de-courts/oldp/bgh-2018-04-10-4-str-32817.django-fixture.json");
  realDataFile("de-courts/neuris/e2e-synthetic_JURE200030030.akn.xml");
  for (const source of ["rii", "oldp", "neuris"] as const) {
    stats[source] = await importDecisions({
      source,
      items: readSource(source, {
        from: path.join(path.dirname(realDataFile("de-courts/xjustiz_GDS.Gerichte_3.6.json")), source),
      }),
    });
  }
});

describe("court registry from the XJustiz list and the ECLI list", () => {
  test("has the courts with region, branch, level and codes", async () => {
    const all = await getDb().select().from(courts);
    expect(all.length).toBeGreaterThan(1000);
    const byName = (name: string) => all.find((court) => court.name === name);
    expect(byName("Bundesarbeitsgericht")).toMatchObject({ region: "bund", branch: "labour", eclicode: "BAG" });
    expect(byName("Bundespatentgericht")).toMatchObject({ region: "bund", branch: "patent" });
    expect(byName("Hessisches Finanzgericht")).toMatchObject({
      region: "hessen",
      branch: "finance",
      level: "Finanzgericht",
      eclicode: "FGHE",
    });
    expect(byName("Schleswig-Holsteinisches Landessozialgericht")).toMatchObject({
      region: "schleswig-holstein",
      branch: "social",
    });
    expect(all.some((court) => court.name.includes("Stadtpla-nerinnen"))).toBe(false);
    expect(all.some((court) => /Staatsanwaltschaft|Justizvollzugsanstalt|ZZ Test/.test(court.name))).toBe(false);
  });
});

describe("rechtsprechung-im-internet.de", () => {
  test("the BVerfG decision 2 BvQ 53/18 with its 17 file numbers and ECLI", async () => {
    expect(stats.rii).toMatchObject({ read: 1, new: 1, quarantined: 0 });
    const row = await decision("rii", "KVRE427811801");
    expect(row).toMatchObject({
      ecli: "ECLI:DE:BVerfG:2018:qs20180822.2bvq005318",
      courtName: "Bundesverfassungsgericht",
      region: "bund",
      branch: "constitutional",
      decisionDate: "2018-08-22",
      decisionType: "Ablehnung einstweilige Anordnung",
      headnote: null,
    });
    expect(row!.fileNumbers).toHaveLength(17);
    expect(row!.fileNumbers[0]).toBe("2 BvQ 53/18");
    expect(row!.fileNumbers.at(-1)).toBe("2 BvQ 70/18");
    expect(row!.title).toMatch(/^Ablehnung des Erlasses einstweiliger Anordnungen/);
    expect(row!.tenor).toContain("Die Anträge auf Erlass einstweiliger Anordnungen werden abgelehnt.");
    expect(row!.fullTextHtml).toContain('<a class="rn" id="rn-9" href="#rn-9">9</a>');
    expect(row!.courtId).not.toBeNull();
  });
});

describe("Open Legal Data", () => {
  test("the dump's cases dated 2027 and 2029 are quarantined, not published", async () => {
    expect(stats.oldp).toMatchObject({ read: 12, new: 10, quarantined: 2 });
    const quarantined = await listQuarantine({ source: "oldp" });
    expect(quarantined.map((entry) => [entry.sourceId, entry.reason]).sort()).toEqual([
      ["323770", "decision date in the future: 2027-04-06"],
      ["325566", "decision date in the future: 2029-11-13"],
    ]);
    expect(await decision("oldp", "323770")).toBeUndefined();
  });

  test("records with null jurisdiction, empty ECLI and numeric states get their court from the registry", async () => {
    expect(await decision("oldp", "346952")).toMatchObject({
      courtName: "Oberlandesgericht München",
      region: "bayern",
      branch: "ordinary",
      level: "Oberlandesgericht",
      ecli: null,
      decisionType: "Endurteil",
      fileNumbers: ["25 U 2340/21"],
    });
    expect(await decision("oldp", "346932")).toMatchObject({
      region: "schleswig-holstein",
      branch: "social",
      level: "Landessozialgericht",
    });
    expect(await decision("oldp", "346937")).toMatchObject({
      region: "niedersachsen",
      courtName: "Oberlandesgericht Braunschweig",
    });
    expect(await decision("oldp", "346938")).toMatchObject({
      region: "nordrhein-westfalen",
      branch: "administrative",
      ecli: "ECLI:DE:OVGNRW:2022:1012.2D348.21NE.00",
    });
  });

  test("the BGH fixtures keep their PDF and source links and paragraph numbers", async () => {
    const rows = await getDb().select().from(decisions).where(eq(decisions.courtName, "Bundesgerichtshof"));
    const viii = rows.find((row) => row.fileNumbers.includes("VIII ZR 127/17"));
    expect(viii).toMatchObject({ region: "bund", decisionDate: "2018-04-10", decisionType: "Beschluss" });
    expect(viii!.pdfUrl).toMatch(/^http:\/\/juris\.bundesgerichtshof\.de\//);
    expect(viii!.sourceUrl).toMatch(/^http:\/\/juris\.bundesgerichtshof\.de\//);
    expect(viii!.fullTextHtml).toContain('id="rn-1"');
  });

  test("the BGH fixtures' full texts show no Markdown or row marks (':| II.' reads 'II.', '1\\.' reads '1.')", async () => {
    const rows = await getDb().select().from(decisions).where(eq(decisions.courtName, "Bundesgerichtshof"));
    const shown = (html: string) => DomUtils.textContent(parseDocument(html).children);
    const viii = rows.find((row) => row.fileNumbers.includes("VIII ZR 127/17"))!;
    const iv = rows.find((row) => row.fileNumbers.includes("4 StR 328/17"))!;
    expect(viii.fullTextHtml).toContain("<p>II.</p>");
    expect(shown(iv.fullTextHtml!)).toContain("3. Die Kostenentscheidung folgt");
    for (const row of [viii, iv]) expect(shown(row.fullTextHtml!)).not.toMatch(/\||\\|^#|\*/m);
  });
});

describe("NeuRIS LegalDocML (synthetic content in the real schema)", () => {
  test("imports what names a real court and quarantines invented places", async () => {
    expect(stats.neuris).toMatchObject({ read: 3, new: 1, quarantined: 2 });
    expect(await decision("neuris", "JURE200030030")).toMatchObject({
      courtName: "Arbeitsgericht Köln",
      region: "nordrhein-westfalen",
      branch: "labour",
    });
    const reasons = (await listQuarantine({ source: "neuris" })).map((entry) => entry.reason);
    expect(reasons.every((reason) => reason.startsWith("unknown region of court"))).toBe(true);
  });

  test("importing everything again changes nothing", async () => {
    const before = await getDb()
      .select({ id: decisions.id, updatedAt: decisions.updatedAt, revision: decisions.revision })
      .from(decisions);
    for (const source of ["rii", "oldp", "neuris"] as const) {
      const again = await importDecisions({
        source,
        items: readSource(source, {
          from: path.join(path.dirname(realDataFile("de-courts/xjustiz_GDS.Gerichte_3.6.json")), source),
        }),
      });
      expect(again.new + again.updated).toBe(0);
    }
    const after = await getDb()
      .select({ id: decisions.id, updatedAt: decisions.updatedAt, revision: decisions.revision })
      .from(decisions);
    expect(after).toEqual(expect.arrayContaining(before));
    expect(after).toHaveLength(before.length);
  });
});
