import fs from "node:fs";
import { sql } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { queryRows } from "#app/db/client.server.ts";
import { importActFiles } from "#app/domain/corpus/import/import-act-file.server.ts";
import { importAct } from "#app/domain/corpus/import/import-act.server.ts";
import { parseActFile } from "#app/domain/corpus/import/parse-act-file.ts";
import { searchLegalDocuments } from "#app/domain/corpus/retrieval/search-legal-documents.server.ts";
import type { ParsedAct } from "#app/domain/corpus/types.ts";
import { useTestDatabase } from "../support/database.ts";
import { realDataFile } from "../support/real-data.ts";
import { textFragmentMatches } from "../support/text-fragment.ts";
import { searchSettingsOf } from "#app/domain/corpus/search-settings.ts";
import { getEnv } from "#app/env.server.ts";

useTestDatabase();

const read = (name: string) => parseActFile(fs.readFileSync(realDataFile(`eu-acts/${name}`), "utf8"));
const count = (act: ParsedAct, kind: string) => act.provisions.filter((provision) => provision.kind === kind).length;
const get = (act: ParsedAct, pinpoint: string) => act.provisions.find((provision) => provision.pinpoint === pinpoint)!;
const squash = (text: string) => text.replace(/\s+/g, "");

describe("the AI Act in both official formats", () => {
  const formex = read("ai-act_2024-1689_EN.formex-combined.xml");
  const xhtml = read("ai-act_2024-1689_EN.cellar.xhtml");

  test.each([
    ["Formex", formex],
    ["XHTML", xhtml],
  ])("%s: 113 articles, 180 recitals, 13 annexes of CELEX 32024R1689 (EN)", (_name, act) => {
    expect(act.celex).toBe("32024R1689");
    expect(act.language).toBe("EN");
    expect(count(act, "article")).toBe(113);
    expect(count(act, "recital")).toBe(180);
    expect(count(act, "annex")).toBe(13);
    expect(count(act, "definition")).toBe(68);
    // Annex I Sections A/B, Annex VIII Sections A/B/C, Annex XI Sections 1/2.
    expect(
      act.provisions.filter((provision) => provision.kind === "annex_section").map((provision) => provision.pinpoint),
    ).toEqual([
      "anx_I.sec_A",
      "anx_I.sec_B",
      "anx_VIII.sec_A",
      "anx_VIII.sec_B",
      "anx_VIII.sec_C",
      "anx_XI.sec_1",
      "anx_XI.sec_2",
    ]);
    expect(
      act.provisions.some(
        (provision) => /\.sec_\d+\.pt_/.test(provision.pinpoint) && !provision.pinpoint.startsWith("anx_XI."),
      ),
    ).toBe(false);
  });

  test("both formats give the same provisions with the same text (modulo whitespace)", () => {
    expect(xhtml.provisions.map((provision) => provision.pinpoint)).toEqual(
      formex.provisions.map((provision) => provision.pinpoint),
    );
    for (const [index, provision] of formex.provisions.entries()) {
      const other = xhtml.provisions[index]!;
      expect({ pinpoint: other.pinpoint, text: squash(other.text) }).toEqual({
        pinpoint: provision.pinpoint,
        text: squash(provision.text),
      });
      expect({
        pinpoint: other.pinpoint,
        heading: other.heading,
        chapter: other.chapter,
        section: other.section,
        anchor: other.anchor,
      }).toEqual({
        pinpoint: provision.pinpoint,
        heading: provision.heading,
        chapter: provision.chapter,
        section: provision.section,
        anchor: provision.anchor,
      });
    }
  });

  test("named provisions have their official text, headings and structure", () => {
    for (const act of [formex, xhtml]) {
      expect(get(act, "art_3.pt_1")).toMatchObject({ kind: "definition", heading: "AI system", label: "Article 3(1)" });
      expect(get(act, "art_3.pt_1").text).toMatch(
        /^‘AI system’ means a machine-based system that is designed to operate with varying levels of autonomy/,
      );
      expect(get(act, "art_5")).toMatchObject({
        heading: "Prohibited AI practices",
        chapter: "CHAPTER II — PROHIBITED AI PRACTICES",
      });
      expect(get(act, "art_5.par_1.pt_f").text).toMatch(
        /^the placing on the market, the putting into service for this specific purpose, or the use of AI systems to infer emotions of a natural person in the areas of workplace and education institutions/,
      );
      expect(get(act, "art_6")).toMatchObject({ section: "SECTION 1 — Classification of AI systems as high-risk" });
      expect(get(act, "art_50.par_2")).toMatchObject({
        anchor: "050.002",
        heading: "Transparency obligations for providers and deployers of certain AI systems",
      });
      expect(get(act, "art_99.par_3").text).toContain(
        "administrative fines of up to EUR 35 000 000 or, if the offender is an undertaking, up to 7 % of its total worldwide annual turnover",
      );
      expect(get(act, "rct_1").text).toMatch(
        /^The purpose of this Regulation is to improve the functioning of the internal market/,
      );
      expect(get(act, "rct_180").text).toMatch(
        /consulted in accordance with Article 42\(1\) and \(2\) of Regulation \(EU\) 2018\/1725/,
      );
      expect(get(act, "anx_III")).toMatchObject({ heading: "High-risk AI systems referred to in Article 6(2)" });
      expect(get(act, "anx_III.pt_4").text).toMatch(/^Employment, workers’ management and access to self-employment/);
      expect(get(act, "art_113").text).toContain("It shall apply from 2 August 2026.");
      expect(get(act, "anx_VIII.sec_C")).toMatchObject({
        kind: "annex_section",
        label: "Annex VIII, Section C",
        heading: "Information to be submitted by deployers of high-risk AI systems in accordance with Article 49(3)",
        parentPinpoint: "anx_VIII",
      });
      expect(get(act, "anx_VIII.sec_C.pt_1")).toMatchObject({
        parentPinpoint: "anx_VIII.sec_C",
        text: "The name, address and contact details of the deployer;",
      });
      expect(get(act, "anx_VIII.sec_B.pt_6").text).toMatch(/^The condition or conditions under Article 6\(3\)/);
      expect(get(act, "anx_I.sec_A")).toMatchObject({
        heading: "List of Union harmonisation legislation based on the New Legislative Framework",
      });
      expect(get(act, "anx_I.sec_B.pt_13").text).toMatch(/^Regulation \(EC\) No 300\/2008/);
      expect(get(act, "anx_XI.sec_2")).toMatchObject({
        heading: "Additional information to be provided by providers of general-purpose AI models with systemic risk",
      });
      expect(get(act, "anx_XI.sec_1.pt_1").text).toMatch(/^A general description of the general-purpose AI model/);
    }
    // No footnote text or page furniture in any provision.
    for (const provision of xhtml.provisions)
      expect(provision.text).not.toMatch(
        /ruxit|Official Journal of the European Union L series|OJ C 517, 22\.12\.2021/,
      );
  });
});

describe("Art. 51(2) AI Act: the compute threshold is a power, not a number run together (ADR 150)", () => {
  test.each([
    "ai-act_2024-1689_EN.formex-combined.xml",
    "ai-act_2024-1689_EN.cellar.xhtml",
    "ai-act_2024-1689_EN.consolidated-2026-07-27.formex.xml",
    "ai-act_2024-1689_EN.consolidated-2026-07-27.html",
  ])("%s reads “greater than 10^25”", (name) => {
    const text = get(read(name), "art_51.par_2").text;
    expect(text).toContain("measured in floating point operations is greater than 10^25.");
    expect(text).not.toContain("1025");
  });
});

describe("the Product Liability Directive (third-party JSON)", () => {
  const pld = read("pld_2024-2853_EN.ansvar-seed.json");

  test("24 articles, 64 recitals (the duplicate 64 once), 18 definitions, with the known defects repaired", () => {
    expect(pld.celex).toBe("32024L2853");
    expect(count(pld, "article")).toBe(24);
    expect(count(pld, "recital")).toBe(64);
    expect(count(pld, "definition")).toBe(18);
    expect(get(pld, "art_24").text).toBe("This Directive is addressed to the Member States.");
    expect(get(pld, "art_4").text).not.toContain("SPECIFIC PROVISIONS ON LIABILITY");
    expect(get(pld, "art_5").chapter).toBe("CHAPTER II — SPECIFIC PROVISIONS ON LIABILITY FOR DEFECTIVE PRODUCTS");
    expect(get(pld, "art_4.pt_1")).toMatchObject({ heading: "product" });
    expect(get(pld, "art_4.pt_1").text).toContain(
      "it includes electricity, digital manufacturing files, raw materials and software",
    );
    expect(get(pld, "art_16.par_1").text).toMatch(/limitation period of three years applies/);
  });
});

describe("storage and search over the real acts", () => {
  test("all three files import; a re-import of the other format replaces the act", async () => {
    const first = await importAct({ act: read("ai-act_2024-1689_EN.cellar.xhtml") });
    const second = await importAct({ act: read("ai-act_2024-1689_EN.formex-combined.xml") });
    expect(second.provisions).toBe(first.provisions);
    await importAct({ act: read("pld_2024-2853_EN.ansvar-seed.json") });
    const rows = await queryRows<{ celex: string; source_format: string; n: number }>(
      sql`select a.celex, a.source_format, count(*)::int as n from acts a join provisions p on p.act_id = a.id group by a.celex, a.source_format order by a.celex`,
    );
    expect(rows.map((row) => [row.celex, row.source_format])).toEqual([
      ["32024L2853", "json"],
      ["32024R1689", "formex"],
    ]);
  });

  test("lawyers' questions find the provisions that answer them", async () => {
    const emotions = await searchLegalDocuments(
      {
        query: "Can we use AI to recognise the emotions of employees at the workplace?",
      },
      { search: searchSettingsOf(getEnv()) },
    );
    expect(emotions.matches.slice(0, 5).map((match) => match.pinpoint)).toContain("art_5.par_1.pt_f");
    const definition = await searchLegalDocuments(
      { query: "What is a provider under the AI Act?" },
      { search: searchSettingsOf(getEnv()) },
    );
    expect(definition.matches[0]).toMatchObject({ pinpoint: "art_3.pt_3", heading: "provider" });
    const limitation = await searchLegalDocuments(
      {
        query: "How long is the limitation period for a claim about a defective product?",
      },
      { search: searchSettingsOf(getEnv()) },
    );
    expect(limitation.matches[0]).toMatchObject({ celex: "32024L2853", pinpoint: expect.stringMatching(/^art_16/) });
  });
});

describe("the AI Act as amended by Regulation (EU) 2026/1744 (consolidated 27 July 2026)", () => {
  const formex = read("ai-act_2024-1689_EN.consolidated-2026-07-27.formex.xml");
  const html = read("ai-act_2024-1689_EN.consolidated-2026-07-27.html");

  test.each([
    ["Formex <CONS.ACT>", formex],
    ["EUR-Lex HTML", html],
  ])("%s: 119 articles incl. 4a, 60a, 75a; 14 annexes; no recitals; the version and its date", (_name, act) => {
    expect(act.celex).toBe("32024R1689");
    expect(act.version).toMatchObject({
      celex: "02024R1689-20260727",
      label: "consolidated text of 27 July 2026",
      validFrom: "2026-07-27",
      validTo: null,
      amendedBy: ["32026R1744"],
    });
    expect(count(act, "article")).toBe(119);
    expect(count(act, "annex")).toBe(14);
    expect(count(act, "recital")).toBe(0);
    for (const pinpoint of [
      "art_4a",
      "art_60a",
      "art_75a",
      "art_5.par_1.pt_ba",
      "art_5.par_1.pt_bb",
      "art_5.par_1a",
      "art_113.pt_c",
      "art_111.par_4",
      "anx_I.sec_B",
      "anx_XIV",
    ]) {
      expect(act.provisions.map((provision) => provision.pinpoint)).toContain(pinpoint);
    }
    expect(get(act, "art_113.pt_c").text).toMatch(
      /2 December 2027 as regards AI systems classified as high-risk pursuant to Article 6\(2\) and Annex III.*2 August 2028 as regards AI systems classified as high-risk pursuant to Article 6\(1\) and Annex I/,
    );
    expect(get(act, "anx_I.sec_B").text).toContain("Regulation (EU) 2023/1230");
    // Article 10(5) was deleted (moved to Article 4a); the machinery directive left Section A.
    expect(act.provisions.map((provision) => provision.pinpoint)).not.toContain("art_10.par_5");
    expect(get(act, "anx_I.sec_A").text).not.toContain("Directive 2006/42/EC");
    // Changed provisions are marked, unchanged ones are not; no marker is left in the text.
    for (const pinpoint of ["art_4", "art_4a", "art_5.par_1.pt_ba", "art_113.pt_c", "art_111.par_4"])
      expect(get(act, pinpoint).amended).toBe(true);
    for (const pinpoint of ["art_14", "art_5.par_1.pt_a", "art_113.pt_b", "art_3.pt_1"])
      expect(get(act, pinpoint).amended).toBeFalsy();
    for (const provision of act.provisions) expect(provision.text).not.toMatch(/[▼►◄]/);
  });

  test("both formats give the same articles, paragraphs and annexes", () => {
    const pinpoints = (act: ParsedAct, kinds: string[]) =>
      act.provisions.filter((provision) => kinds.includes(provision.kind)).map((provision) => provision.pinpoint);
    expect(pinpoints(html, ["article", "paragraph", "annex", "annex_section", "definition"])).toEqual(
      pinpoints(formex, ["article", "paragraph", "annex", "annex_section", "definition"]),
    );
  });
});

describe("the other acts", () => {
  test("the amending act 2026/1744 (OJ XHTML): 47 recitals that explain the changes, 4 articles", () => {
    const omnibus = read("digital-omnibus-ai_2026-1744_EN.oj.xhtml");
    expect(omnibus.celex).toBe("32026R1744");
    expect(count(omnibus, "recital")).toBe(47);
    expect(count(omnibus, "article")).toBe(4);
  });

  test("the DSM Directive 2019/790 (OJ XHTML): 226 provisions, 32 articles, 86 recitals", () => {
    const dsm = read("dsm_2019-790_EN.oj.xhtml");
    expect(dsm.celex).toBe("32019L0790");
    expect(dsm.provisions).toHaveLength(226);
    expect(count(dsm, "article")).toBe(32);
    expect(count(dsm, "recital")).toBe(86);
    expect(get(dsm, "art_2.pt_6")).toMatchObject({
      kind: "definition",
      heading: "online content-sharing service provider",
    });
    expect(get(dsm, "art_17.par_7.pt_b").text).toMatch(/caricature, parody or pastiche/);
  });

  test.each([
    ["pld_1985-374_EN.txt", "EN", /1999\/34\/EC/, "Article 3(2)", /imports into the Community/],
    ["pld_1985-374_DE.txt", "DE", /1999\/34\/EG/, "Art. 3 Abs. 2", /Gemeinschaft einführt/],
  ])(
    "Directive 85/374/EEC, %s: 22 articles, 19 recitals, run-together paragraphs split, typos repaired, the note on 1999/34/EC",
    (file, language, note, label, importer) => {
      const act = read(file);
      expect(act).toMatchObject({ celex: "31985L0374", language, format: "text" });
      expect(count(act, "article")).toBe(22);
      expect(count(act, "recital")).toBe(19);
      expect(act.note).toMatch(note);
      expect(get(act, "art_3.par_2")).toMatchObject({ label });
      expect(get(act, "art_3.par_2").text).toMatch(importer);
      expect(get(act, "art_11").text).toMatch(/(10 years|zehn Jahren)/);
      expect(get(act, "art_9.pt_b").text).toMatch(/500 ECU/);
      for (const provision of act.provisions)
        expect(provision.text).not.toMatch(/libility|unaffacted|Gebrachs|\bdurh\b|odert hätter|Avis juridique/);
    },
  );
});

describe("every act file installed", () => {
  const files = [
    "ai-act_2024-1689_EN.cellar.xhtml",
    "ai-act_2024-1689_EN.consolidated-2026-07-27.formex.xml",
    "ai-act_2024-1689_EN.consolidated-2026-07-27.html",
    "ai-act_2024-1689_EN.formex-combined.xml",
    "digital-omnibus-ai_2026-1744_EN.oj.xhtml",
    "dsm_2019-790_EN.oj.xhtml",
    "pld_1985-374_DE.txt",
    "pld_1985-374_EN.txt",
    "pld_2024-2853_EN.ansvar-seed.json",
  ];

  test("importActFiles recognises every file of eu-acts by its content and installs it (a missing file fails)", async () => {
    const outcomes = await importActFiles(
      files.map((file) => realDataFile(`eu-acts/${file}`)),
      { embeddings: searchSettingsOf(getEnv()).embeddings },
    );
    expect(outcomes.filter((outcome) => outcome.error)).toEqual([]);
    const rows = await queryRows<{ celex: string; language: string; version: string; source_format: string }>(
      sql`select celex, language, version, source_format from acts order by celex, language, version`,
    );
    expect(rows.map((row) => [row.celex, row.language, row.version, row.source_format])).toEqual([
      ["31985L0374", "DE", "", "text"],
      ["31985L0374", "EN", "", "text"],
      ["32019L0790", "EN", "", "xhtml"],
      ["32024L2853", "EN", "", "json"],
      ["32024R1689", "EN", "", "formex"],
      ["32024R1689", "EN", "02024R1689-20260727", "formex"],
      ["32026R1744", "EN", "", "xhtml"],
    ]);
  });

  test("answers come from the law in force on the day asked, and say which version they quote", async () => {
    const query = "From when do the obligations for high-risk AI systems listed in Annex III apply?";
    const today = await searchLegalDocuments(
      { query, asOf: "2026-11-25", topK: 10 },
      { search: searchSettingsOf(getEnv()) },
    );
    const article113 = today.matches.find((match) => match.pinpoint.startsWith("art_113"));
    expect(article113).toMatchObject({
      celex: "32024R1689",
      version: "consolidated text of 27 July 2026",
      versionCelex: "02024R1689-20260727",
      url: expect.stringContaining("CELEX:02024R1689-20260727"),
    });
    expect(
      today.matches
        .filter((match) => match.celex === "32024R1689" && !match.pinpoint.startsWith("rct_"))
        .every((match) => match.versionCelex === "02024R1689-20260727"),
    ).toBe(true);
    const before = await searchLegalDocuments(
      { query, asOf: "2026-01-15", topK: 10 },
      { search: searchSettingsOf(getEnv()) },
    );
    expect(
      before.matches.filter((match) => match.celex === "32024R1689").every((match) => match.versionCelex === undefined),
    ).toBe(true);
  });

  test("85/374/EEC: German questions are answered from the German text, and every citation carries the note", async () => {
    const { matches, missingActs } = await searchLegalDocuments(
      {
        query: "Was muss der Geschädigte nach der Richtlinie 85/374/EWG beweisen?",
        metadataFilter: { language: "DE" },
        asOf: "2026-11-25",
        topK: 10,
      },
      { search: searchSettingsOf(getEnv()) },
    );
    const old = matches.filter((match) => match.celex === "31985L0374");
    expect(old.length).toBeGreaterThan(0);
    for (const match of old) {
      expect(match.id).toMatch(/^31985L0374:DE:/);
      expect(match.note).toMatch(/1999\/34\/EG/);
    }
    expect(missingActs.filter((act) => act.celex === "31985L0374")).toEqual([]);
  });

  test.each([
    ["EN", "pld_1985-374_EN.txt", "Who has to prove the defect under Directive 85/374/EEC?", "article"],
    ["DE", "pld_1985-374_DE.txt", "Was muss der Geschädigte nach der Richtlinie 85/374/EWG beweisen?", "artikel"],
  ] as const)(
    "85/374/EEC (%s): every provision's link lands once on its article or recital of the EUR-Lex page, and answers cite those links",
    async (language, file, query, word) => {
      const page = fs.readFileSync(realDataFile(`eu-acts/${file}`), "utf8");
      const rows = await queryRows<{ pinpoint: string; url: string }>(
        sql`select p.pinpoint, p.url from provisions p join acts a on a.id = p.act_id where a.celex = '31985L0374' and a.language = ${language}`,
      );
      expect(rows).toHaveLength(72);
      for (const row of rows) {
        const { offsets, text } = textFragmentMatches(row.url, page);
        expect(offsets, row.pinpoint).toHaveLength(1);
        if (row.pinpoint.startsWith("art_"))
          expect(text.slice(offsets[0]), row.pinpoint).toMatch(
            new RegExp(`^${word} ${row.pinpoint.split(".")[0]!.slice(4)} `),
          );
      }
      const { matches } = await searchLegalDocuments(
        {
          query,
          metadataFilter: { language },
          asOf: "2026-11-25",
          topK: 10,
        },
        { search: searchSettingsOf(getEnv()) },
      );
      const cited = matches.filter((match) => match.celex === "31985L0374");
      expect(cited.length).toBeGreaterThan(0);
      for (const match of cited)
        expect(match.url).toMatch(
          new RegExp(`^https://eur-lex\\.europa\\.eu/legal-content/${language}/TXT/\\?uri=CELEX:31985L0374#:~:text=`),
        );
    },
  );
});

describe("the symptoms seen on independent questions", () => {
  const top5 = async (query: string, language: "EN" | "DE" = "EN") =>
    (
      await searchLegalDocuments(
        { query, asOf: "2026-11-25", topK: 5, metadataFilter: { language } },
        { search: searchSettingsOf(getEnv()) },
      )
    ).matches.map((match) => `${match.celex}:${match.pinpoint}`);

  test("a compensation question that mentions AI still finds the Product Liability Directive", async () => {
    expect(
      (await top5("Who pays compensation when a defective AI-powered lawnmower injures my neighbour?")).some((id) =>
        id.startsWith("32024L2853:"),
      ),
    ).toBe(true);
  });

  test("everyday wording finds the statutory term", async () => {
    expect(await top5("Is an AI that predicts whether someone will commit a crime allowed?")).toContain(
      "32024R1689:art_5.par_1.pt_d",
    );
    expect(await top5("Our AI writes news articles. Must we say so?")).toContain("32024R1689:art_50.par_4");
    expect(
      (await top5("Can a teacher share excerpts in an online course?")).some((id) => id.startsWith("32019L0790:art_5")),
    ).toBe(true);
  });

  test("the top five cover several provisions: at most two parts of one article", async () => {
    const ids = await top5("What are the definitions of provider, deployer, importer and distributor?");
    const articles = ids.map((id) => id.split(":")[1]!.split(".")[0]);
    for (const article of new Set(articles))
      expect(articles.filter((other) => other === article).length).toBeLessThanOrEqual(2);
  });
});
