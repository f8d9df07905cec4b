import path from "node:path";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "#app/db/client.server.ts";
import { courts } from "#app/db/schema/courts.ts";
import { decisions } from "#app/db/schema/decisions.ts";
import { importCourtRegistry } from "#app/domain/courts/import-courts.server.ts";
import { useTestDatabase } from "#tests/support/database.ts";
import { normaliseBghPanel, splitNorms } from "../sources/bgh-metadata.ts";
import { importBghMetadataFile } from "./import-bgh-metadata.server.ts";
import { importDecisions } from "./import-decisions.server.ts";
import { listQuarantine } from "./quarantine.server.ts";
import { isBghMetadataFile } from "./read-bgh-metadata.server.ts";
import { readSource } from "./read-source.server.ts";

useTestDatabase();
const fixtures = path.resolve(import.meta.dirname, "../../../../tests/fixtures/court-data");
const riiMetadata = path.join(fixtures, "bgh/bgh-rii-metadata.jsonl.gz");
const pdfMetadata = path.join(fixtures, "bgh/bgh-pdf-2000-2009-metadata.jsonl");
const today = "2026-11-25";
const byId = async (id: string) => (await getDb().select().from(decisions).where(eq(decisions.id, id)))[0];

describe("BGH metadata fields", () => {
  it("names the panel behind the source's file-number-derived codes", () => {
    expect(normaliseBghPanel("VI A", "VIa ZR 100/20")).toBe("VIa. Zivilsenat");
    expect(normaliseBghPanel("X ARZ", "X ARZ 273/08")).toBe("X. Zivilsenat");
    expect(normaliseBghPanel("5 AR", "5 AR (Vs) 1/23")).toBe("5. Strafsenat");
    expect(normaliseBghPanel("Strafsenat", "StB 1/11")).toBe("3. Strafsenat");
    expect(normaliseBghPanel("Strafsenat", "1 Ss 2/11")).toBe("Strafsenat");
    expect(normaliseBghPanel("ENVZ", "EnVZ 80/07")).toBe("Kartellsenat");
    expect(normaliseBghPanel("L WZR", "LwZR 13/99")).toBe("Senat für Landwirtschaftssachen");
    expect(normaliseBghPanel("II. Zivilsenat", "II ZR 1/20")).toBe("II. Zivilsenat");
    expect(normaliseBghPanel("V GS", "VGS 1/16")).toBe("V GS");
  });

  it("splits comma-joined norms only where the next norm starts", () => {
    expect(splitNorms(["§ 261 StPO, § 340 StGB, Art 6 Abs 1 MRK"], ["§ 261 StPO", "§ 340 StGB"])).toEqual([
      "§ 261 StPO",
      "§ 340 StGB",
      "Art 6 Abs 1 MRK",
    ]);
    expect(splitNorms(["§ 1 Abs 1, 2 BGB"], null)).toEqual(["§ 1 Abs 1, 2 BGB"]);
    expect(splitNorms(null, ["§ 4 InsO"])).toEqual(["§ 4 InsO"]);
  });
});

describe("importing the BGH metadata files", () => {
  beforeAll(async () => {
    await importCourtRegistry({
      xjustizJson: path.join(fixtures, "courts/xjustiz-gerichte.json"),
      ecliTsv: path.join(fixtures, "courts/ecli-courts.tsv"),
    });
    // A full-text RII document that the metadata file also lists (KORE700000003).
    await importDecisions({
      source: "rii",
      items: readSource("rii", { from: path.join(fixtures, "rii/KORE700000003.xml") }),
      today,
    });
  });

  it("recognises both files as BGH metadata and other JSON Lines not", async () => {
    expect(await isBghMetadataFile(riiMetadata)).toBe(true);
    expect(await isBghMetadataFile(pdfMetadata)).toBe(true);
    expect(await isBghMetadataFile(path.join(fixtures, "oldp-cases.jsonl.gz"))).toBe(false);
  });

  it("imports the RII metadata as rii decisions keyed by doknr and quarantines the inconsistent ECLIs with their reason", async () => {
    const stats = await importBghMetadataFile(riiMetadata, { today });
    // 12 lines: 8 new, KORE700000003 already there with its full text, 3 bad ECLIs + 1 broken line quarantined.
    expect(stats).toMatchObject({ source: "rii", read: 12, new: 7, unchanged: 1, quarantined: 4 });
    const [bgh] = await getDb().select().from(courts).where(eq(courts.eclicode, "BGH"));

    expect(await byId("rii-jure900000002")).toMatchObject({
      courtName: bgh!.name,
      courtId: bgh!.id,
      region: "bund",
      panel: "4. Strafsenat",
      norms: ["§ 261 StPO", "§ 340 StGB", "Art 6 Abs 1 MRK"],
      title: "(Körperverletzung im Amt: Beweiswürdigung bei Freispruch)",
      fullTextHtml: null,
      pdfUrl: null,
      sourceUrl:
        "https://www.rechtsprechung-im-internet.de/jportal/?quelle=jlink&docid=JURE900000002&psml=bsjrsprod.psml&max=true",
    });
    expect(await byId("rii-jure900000004")).toMatchObject({ panel: "3. Strafsenat", fileNumbers: ["StB 1/11"] });
    // A 2015 ECLI without U/B letter is valid; the headnote is kept paragraph by paragraph.
    expect(await byId("rii-kore900000005")).toMatchObject({
      ecli: "ECLI:DE:BGH:2015:1103152STR495.12.0",
      headnote: "Eine Wahlfeststellung ist zulässig.",
    });
    // One file number, two decisions (judgment and later order): both kept.
    const via = await getDb()
      .select({ id: decisions.id, panel: decisions.panel })
      .from(decisions)
      .where(eq(decisions.panel, "VIa. Zivilsenat"));
    expect(via.map((row) => row.id).sort()).toEqual(["rii-kore900000006", "rii-kore900000007"]);
    expect((await byId("rii-kore900000006"))!.headnote).toBe("Zur Haftung des Herstellers.\n\nZur Vorteilsanrechnung.");
    // A Sunday is a real decision date.
    expect(await byId("rii-kore900000011")).toMatchObject({ decisionDate: "2023-06-25", panel: "5. Strafsenat" });

    const reasons = Object.fromEntries(
      (await listQuarantine({ source: "rii" })).map((entry) => [entry.sourceId, entry.reason]),
    );
    expect(reasons["KORE900000008"]).toBe("malformed ECLI: ECLI:DE:BGH:2019:XYZ");
    expect(reasons["KORE900000009"]).toBe(
      "ECLI date 23.01.19 differs from the decision date 2018-11-21: ECLI:DE:BGH:2019:230119UIZR2.18.0",
    );
    expect(reasons["KORE900000010"]).toBe(
      'ECLI type letter B contradicts the decision type "Urteil": ECLI:DE:BGH:2020:120220BIZR3.18.0',
    );
    expect(reasons["bgh-rii-metadata.jsonl.gz:12"]).toMatch(/^unparseable record/);
  });

  it("keeps the full text of a document the metadata also lists, adding only panel and norms", async () => {
    const decision = await byId("rii-kore700000003");
    expect(decision!.fullTextHtml).toContain("<h2>");
    expect(decision).toMatchObject({
      revision: 1,
      fileNumbers: ["IX ZB 73/08"],
      panel: "IX. Zivilsenat",
      norms: ["§ 4 InsO"],
    });
  });

  it("imports the court database's records as source bgh with their official PDF, and a second run changes nothing", async () => {
    const stats = await importBghMetadataFile(pdfMetadata, { today });
    expect(stats).toMatchObject({ source: "bgh", read: 3, new: 3, quarantined: 0 });
    const rows = await getDb().select().from(decisions).where(eq(decisions.source, "bgh"));
    const bySourceId = Object.fromEntries(rows.map((row) => [row.sourceId, row]));
    expect(bySourceId["Strafsenate/3_StS/1999/3_StR_561-99"]).toMatchObject({
      pdfUrl:
        "https://www.bundesgerichtshof.de/SharedDocs/Entscheidungen/DE/Strafsenate/3_StS/1999/3_StR_561-99.pdf?__blob=publicationFile&v=1",
      panel: "3. Strafsenat",
      // The court database's "description" is a guess from the PDF's first lines: not the title.
      title: expect.stringContaining("3 StR 561/99"),
      sourceUrl: null,
    });
    expect(bySourceId["Zivilsenate/10a_ZS/2008/Xa_ZR_1-08"]).toMatchObject({
      panel: "Xa. Zivilsenat",
      decisionDate: "2008-10-11",
      decisionType: "Entscheidung",
      norms: ["§ 651f BGB", "§ 651g BGB"],
      headnote: "Zur Reisepreisminderung.",
    });
    // No PDF link: keyed by the record's path, shown as "Source Not Available" on its page.
    expect(bySourceId["bundles/x/blw/2009/blw-1-09"]).toMatchObject({
      panel: "Senat für Landwirtschaftssachen",
      pdfUrl: null,
      sourceUrl: null,
    });

    expect(await importBghMetadataFile(pdfMetadata, { today })).toMatchObject({ new: 0, updated: 0, unchanged: 3 });
    expect(await importBghMetadataFile(riiMetadata, { today })).toMatchObject({
      new: 0,
      updated: 0,
      unchanged: 8,
      quarantined: 4,
    });
  });

  it("a later full text of a metadata-only decision updates the same decision (same id, next revision)", async () => {
    const before = await byId("rii-jure900000001");
    expect(before).toMatchObject({ revision: 1, fullTextHtml: null });
    const xml = `<?xml version="1.0" encoding="utf-8"?><dokument><doknr>JURE900000001</doknr><gertyp>BGH</gertyp><spruchkoerper>4. Strafsenat</spruchkoerper><entsch-datum>20100105</entsch-datum><aktenzeichen>4 StR 478/09</aktenzeichen><doktyp>Beschluss</doktyp><titelzeile>Gefährliche Körperverletzung: Werfen auf die Fahrbahn</titelzeile><tenor><p>Die Revision wird verworfen.</p></tenor><gruende><p>Die Nachprüfung hat keinen Rechtsfehler ergeben.</p></gruende></dokument>`;
    const { parseRiiDocument } = await import("../sources/rii.ts");
    const stats = await importDecisions({
      source: "rii",
      items: [{ kind: "record", raw: parseRiiDocument(xml) }],
      today,
    });
    expect(stats).toMatchObject({ updated: 1 });
    const after = await byId("rii-jure900000001");
    expect(after).toMatchObject({ revision: 2, tenor: "Die Revision wird verworfen." });
    expect(after!.fullTextHtml).toContain("Rechtsfehler");
  });
});
