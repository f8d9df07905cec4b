import fs from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, test } from "vitest";
import { useTestDatabase } from "#tests/support/database.ts";
import { importAct } from "#app/domain/corpus/import/import-act.server.ts";
import { parseActFile } from "#app/domain/corpus/import/parse-act-file.ts";
import { withCitedWording, WORDING_MAX_CHARS } from "./cited-wording.server.ts";
import type { ExportCitation, ExportDocument, ExportLanguage } from "./export-document.ts";
import { renderMarkdown } from "./render-markdown.ts";

useTestDatabase();
const fixture = (name: string) =>
  fs.readFileSync(path.resolve(import.meta.dirname, "../../../tests/fixtures/corpus", name), "utf8");

beforeAll(async () => {
  await importAct({ act: parseActFile(fixture("mini-directive_EN.eurlex.txt")) });
  await importAct({ act: parseActFile(fixture("mini-directive_DE.eurlex.txt")) });
  const english = parseActFile(fixture("mini-act_EN.formex.xml"));
  // One long provision, to see the bound.
  english.provisions[0] = { ...english.provisions[0]!, text: `${"word ".repeat(300)}end` };
  await importAct({ act: { ...english, celex: "32024R1689" } });
});

const citation = (key: string, provisionId: string, extra: Partial<ExportCitation> = {}): ExportCitation => ({
  key,
  act: provisionId.startsWith("31985") ? "Product Liability Directive 85/374/EEC" : "AI Act",
  celex: provisionId.split(":")[0],
  pinpoint: "Art. 1",
  heading: null,
  url: "https://eur-lex.europa.eu/x",
  provisionId,
  ...extra,
});
const documentOf = (language: ExportLanguage, citations: ExportCitation[]): ExportDocument => ({
  language,
  title: "T",
  date: new Date("2026-11-27T00:00:00Z"),
  sections: [
    {
      blocks: [
        { type: "paragraph", content: citations.map((entry) => ({ type: "citation" as const, key: entry.key })) },
      ],
    },
  ],
  citations,
});

describe("the cited provisions' words in the document's language", () => {
  test("a German document quotes the German text where installed, with its German label and page", async () => {
    const [found] = (
      await withCitedWording(documentOf("de", [citation("a", "31985L0374:EN:art_3.pt_a", { pinpoint: "Art. 3(a)" })]))
    ).citations;
    expect(found).toMatchObject({
      act: "Produkthaftungsrichtlinie 85/374/EWG",
      pinpoint: "Art. 3 Buchst. a",
      url: expect.stringContaining("/legal-content/DE/TXT/?uri=CELEX:31985L0374#:~:text=Artikel%203"),
      wording: { text: "daß er das Produkt nicht in den Verkehr gebracht hat;", language: "de" },
    });
  });

  test("an act installed only in English is quoted in English and the footnote says so in German", async () => {
    const document = await withCitedWording(documentOf("de", [citation("a", "32024R1689:EN:art_2.par_1")]));
    expect(document.citations[0]!.wording).toMatchObject({ language: "en" });
    expect(renderMarkdown(document)).toMatch(
      /\[\^1\]: Art\. 2 Abs\. 1 KI-Verordnung .* Wortlaut nur auf Englisch verfügbar: „1\. Deployers shall keep/,
    );
  });

  test("a German citation in an English document is quoted in English", async () => {
    const [found] = (
      await withCitedWording(documentOf("en", [citation("a", "31985L0374:DE:art_1", { pinpoint: "Artikel 1" })]))
    ).citations;
    expect(found).toMatchObject({
      pinpoint: "Art. 1",
      wording: { language: "en", text: "The producer shall be liable for damage caused by a defect in his product." },
    });
  });

  test("a long provision is cut after a whole word; a consolidated version not installed, or no id, quotes nothing", async () => {
    const english = await withCitedWording(
      documentOf("en", [
        citation("a", `32024R1689:EN:${parseActFile(fixture("mini-act_EN.formex.xml")).provisions[0]!.pinpoint}`),
        citation("b", "32024R1689:EN:art_2.par_1", { version: "consolidated text of 27 July 2026" }),
        citation("c", "", { provisionId: undefined }),
      ]),
    );
    const text = english.citations[0]!.wording!.text;
    expect(text.length).toBeLessThanOrEqual(WORDING_MAX_CHARS + 2);
    expect(text).toMatch(/word …$/);
    expect(english.citations[1]!.wording).toBeUndefined();
    expect(english.citations[2]!.wording).toBeUndefined();
  });
});
