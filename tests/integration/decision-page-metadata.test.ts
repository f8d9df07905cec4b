import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { importCourtRegistry } from "#app/domain/courts/import-courts.server.ts";
import { decisionIdFor } from "#app/domain/decisions/decision-id.ts";
import { importBghMetadataFile } from "#app/domain/decisions/import/import-bgh-metadata.server.ts";
import * as decisionRoute from "#app/routes/decision-details.$id.tsx";
import { useTestDatabase } from "../support/database.ts";
import { renderRoute } from "../support/render-route.ts";

/* The page of a decision known only by its metadata (the BGH records): no full text yet. */
useTestDatabase();
const fixtures = path.resolve(import.meta.dirname, "../fixtures/court-data");

async function renderPage(id: string, lang: "en" | "de" = "en") {
  const { response, status, html } = await renderRoute({
    id: "routes/decision-details.$id",
    path: "decision-details/:id",
    module: decisionRoute,
    request: new Request(`http://localhost/decision-details/${id}`),
    lang,
  });
  if (response) throw new Error(`unexpected response ${response.status}`);
  return { status, html };
}
const text = (html: string) =>
  html
    .replace(/<!-- -->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, " ");

beforeAll(async () => {
  await importCourtRegistry({
    xjustizJson: path.join(fixtures, "courts/xjustiz-gerichte.json"),
    ecliTsv: path.join(fixtures, "courts/ecli-courts.tsv"),
  });
  await importBghMetadataFile(path.join(fixtures, "bgh/bgh-rii-metadata.jsonl.gz"), { today: "2026-11-25" });
  await importBghMetadataFile(path.join(fixtures, "bgh/bgh-pdf-2000-2009-metadata.jsonl"), { today: "2026-11-25" });
});

describe("a decision known only by its metadata", () => {
  it("shows court, panel, date, file numbers, ECLI, norms, headnote and the RII document as its source", async () => {
    const { status, html } = await renderPage("rii-kore900000006");
    expect(status).toBe(200);
    const plain = text(html);
    expect(plain).toContain("Dieselskandal: Haftung");
    expect(plain).toContain("Court Bundesgerichtshof");
    expect(plain).toContain("Panel VIa. Zivilsenat");
    expect(plain).toContain("Date 24 June 2021");
    expect(plain).toContain("File numbers VIa ZR 100/20");
    expect(plain).toContain("ECLI ECLI:DE:BGH:2021:240621UVIAZR100.20.0");
    expect(plain).toContain("Norms § 826 BGB; § 31 BGB");
    expect(plain).toContain("Headnotes Zur Haftung des Herstellers. Zur Vorteilsanrechnung.");
    // The RII document is the page's first action, and the page says where the full text comes from.
    expect(html).toMatch(
      /<a class="button" href="https:\/\/www\.rechtsprechung-im-internet\.de\/jportal\/\?quelle=jlink&amp;docid=KORE900000006&amp;psml=bsjrsprod\.psml&amp;max=true"[^>]*>Read it at www\.rechtsprechung-im-internet\.de<\/a>/,
    );
    expect(plain).toContain(
      "Its full text is fetched from www.rechtsprechung-im-internet.de and appears here once fetched",
    );
    expect(html).not.toContain("disabled");
    expect(plain).not.toContain("Full text");
  });

  it("in German names the panel and the norms", async () => {
    const plain = text((await renderPage("rii-kore900000006", "de")).html);
    expect(plain).toContain("Spruchkörper VIa. Zivilsenat");
    expect(plain).toContain("Normen § 826 BGB; § 31 BGB");
    expect(plain).toContain("Bei www.rechtsprechung-im-internet.de lesen");
    expect(plain).toContain("Der Volltext wird von www.rechtsprechung-im-internet.de abgerufen");
  });

  it("a 2000–2009 decision links the court's PDF behind 'View PDF'", async () => {
    const { status, html } = await renderPage(decisionIdFor("bgh", "Strafsenate/3_StS/1999/3_StR_561-99"));
    expect(status).toBe(200);
    expect(html).toMatch(
      /<a class="button" href="https:\/\/www\.bundesgerichtshof\.de\/SharedDocs\/Entscheidungen\/DE\/Strafsenate\/3_StS\/1999\/3_StR_561-99\.pdf\?__blob=publicationFile&amp;v=1"[^>]*>View PDF<\/a>/,
    );
    expect(text(html)).toContain("Panel 3. Strafsenat");
    expect(text(html)).toContain("The full text is published at the official source.");
    expect(html).not.toContain("disabled");
  });

  it("without document number or PDF: no dead button, the page says it knows the metadata only", async () => {
    const { status, html } = await renderPage(decisionIdFor("bgh", "bundles/x/blw/2009/blw-1-09"));
    expect(status).toBe(200);
    expect(html).not.toContain("disabled");
    expect(html).not.toContain('class="decision-actions"');
    expect(text(html)).toContain("We know this decision by its metadata only");
    expect(text(html)).toContain("Panel Senat für Landwirtschaftssachen");
  });
});
