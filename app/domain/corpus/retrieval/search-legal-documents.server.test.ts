import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { DomUtils, parseDocument } from "htmlparser2";
import { beforeEach, describe, expect, test } from "vitest";
import { queryRows } from "#app/db/client.server.ts";
import { emitDataChanged } from "#app/utils/events.server.ts";
import { emptyTestDatabase, useTestDatabase } from "#tests/support/database.ts";
import { textFragmentMatches } from "#tests/support/text-fragment.ts";
import { importAct } from "../import/import-act.server.ts";
import { parseActFile } from "../import/parse-act-file.ts";
import { actsToSearch, searchLegalDocuments } from "./search-legal-documents.server.ts";
import type { ParsedAct } from "../types.ts";
import { searchSettingsOf } from "#app/domain/corpus/search-settings.ts";
import { getEnv } from "#app/env.server.ts";

const fixture = (name: string) =>
  fs.readFileSync(path.resolve(import.meta.dirname, "../../../../tests/fixtures/corpus", name), "utf8");
// The fixtures stand in for the AI Act and the PLD (same CELEX numbers, tiny texts).
const aiAct = (): ParsedAct => ({ ...parseActFile(fixture("mini-act_EN.formex.xml")), celex: "32024R1689" });
const pld = (): ParsedAct => ({ ...parseActFile(fixture("mini-pld_EN.structured.json")), celex: "32024L2853" });

// Every test starts from an empty database holding the English AI Act and PLD, and installs
// anything else it needs itself, so that tests pass alone and in any order.
useTestDatabase();
beforeEach(async () => {
  await emptyTestDatabase();
  await importAct({ act: aiAct() });
  await importAct({ act: pld() });
  emitDataChanged("corpus");
});

describe("import and search", () => {
  test("an import stores every provision with a EUR-Lex deep link at its finest anchor", async () => {
    const result = await importAct({ act: aiAct() });
    expect(result.counts).toEqual({
      recital: 2,
      article: 3,
      paragraph: 2,
      point: 2,
      definition: 2,
      annex: 1,
      annex_point: 2,
    });
    const rows = await queryRows<{ pinpoint: string; url: string }>(
      sql`select p.pinpoint, p.url from provisions p join acts a on a.id = p.act_id where a.celex = '32024R1689' order by p.position`,
    );
    expect(rows.find((row) => row.pinpoint === "art_2.par_2.pt_a")!.url).toBe(
      "https://eur-lex.europa.eu/legal-content/EN/TXT/?uri=CELEX:32024R1689#002.002",
    );
    expect(rows.find((row) => row.pinpoint === "rct_2")!.url).toBe(
      "https://eur-lex.europa.eu/legal-content/EN/TXT/?uri=CELEX:32024R1689#rct_2",
    );
  });

  test("a question finds the provision with its act, heading and link; stems match inflected words", async () => {
    const { matches } = await searchLegalDocuments(
      {
        query: "Which AI obligations do deployers have about cleaning logs?",
        topK: 3,
      },
      { search: searchSettingsOf(getEnv()) },
    );
    expect(matches[0]).toMatchObject({
      id: "32024R1689:EN:art_2.par_1",
      act: "AI Act",
      celex: "32024R1689",
      pinpoint: "art_2.par_1",
      label: "Article 2(1)",
      heading: "Obligations of deployers",
      articleHeading: "Obligations of deployers",
      text: "1. Deployers shall keep the robot's cleaning logs for six months.",
      url: "https://eur-lex.europa.eu/legal-content/EN/TXT/?uri=CELEX:32024R1689#002.001",
    });
    expect(matches[0]!.score).toBeGreaterThan(0);
  });

  test("a provision and the article that contains it are not both cited", async () => {
    const { matches } = await searchLegalDocuments(
      {
        query: "AI deployers robot vacuum night safety bumper",
        topK: 10,
      },
      { search: searchSettingsOf(getEnv()) },
    );
    const pinpoints = matches.filter((match) => match.celex === "32024R1689").map((match) => match.pinpoint);
    for (const a of pinpoints) for (const b of pinpoints) if (a !== b) expect(b.startsWith(`${a}.`)).toBe(false);
  });

  test("a question about a product routes to the liability index and names the acts that are not installed", async () => {
    const { matches, missingActs } = await searchLegalDocuments(
      { query: "Is software a product?" },
      { search: searchSettingsOf(getEnv()) },
    );
    expect(matches.every((match) => match.celex === "32024L2853")).toBe(true);
    expect(matches[0]!.pinpoint).toMatch(/^(art_1\.pt_1|rct_2)$/);
    expect(missingActs).toEqual([
      { act: "Product Liability Directive 85/374/EEC", celex: "31985L0374", language: "EN", reason: "not-installed" },
    ]);
  });

  test("without a topic word all three acts are searched and the copyright directive is reported missing", async () => {
    const { missingActs } = await searchLegalDocuments(
      { query: "What are the rules?" },
      { search: searchSettingsOf(getEnv()) },
    );
    expect(missingActs.map((act) => act.celex)).toEqual(["32019L0790", "31985L0374"]);
  });

  test("indexes restrict the acts: the AI Act index never returns PLD provisions", async () => {
    // The words route to liability only; the requested index holds no liability act, so every act
    // of the requested index (the AI Act) is searched instead of nothing.
    expect(
      actsToSearch("damage from a robot without its safety bumper", ["legal-index-eu-ai-act"]).map((act) => act.celex),
    ).toEqual(["32024R1689"]);
    const { matches, missingActs } = await searchLegalDocuments(
      {
        query: "damage from a robot without its safety bumper",
        indexes: ["legal-index-eu-ai-act"],
      },
      { search: searchSettingsOf(getEnv()) },
    );
    expect(matches.length).toBeGreaterThan(0);
    expect(new Set(matches.map((match) => match.celex))).toEqual(new Set(["32024R1689"]));
    expect(matches[0]!.pinpoint).toMatch(/^art_2\.par_2/);
    expect(missingActs).toEqual([]);
  });

  test("indexes and routing agree: only the routed acts inside the index are searched", async () => {
    expect(actsToSearch("Is software a product?", ["legal-index-eu-liability"]).map((act) => act.celex)).toEqual([
      "32024L2853",
      "31985L0374",
    ]);
    expect(actsToSearch("copyright and product damage", ["legal-index-eu-liability"]).map((act) => act.celex)).toEqual([
      "32019L0790",
      "32024L2853",
      "31985L0374",
    ]);
    expect(actsToSearch("Is an AI system a product?", ["legal-index-eu-ai-act"]).map((act) => act.celex)).toEqual([
      "32024R1689",
    ]);
    const { matches, missingActs } = await searchLegalDocuments(
      {
        query: "Who is liable for a defective product?",
        indexes: ["legal-index-eu-liability"],
      },
      { search: searchSettingsOf(getEnv()) },
    );
    expect(matches.length).toBeGreaterThan(0);
    expect(new Set(matches.map((match) => match.celex))).toEqual(new Set(["32024L2853"]));
    expect(missingActs.map((act) => act.celex)).toEqual(["31985L0374"]);
  });

  test("German asked, only English installed: searched in English and reported", async () => {
    const { matches, missingActs } = await searchLegalDocuments(
      {
        query: "Welche Pflichten haben Betreiber von KI?",
        metadataFilter: { jurisdiction: "EU", language: "DE" },
      },
      { search: searchSettingsOf(getEnv()) },
    );
    expect(missingActs).toContainEqual({
      act: "AI Act",
      celex: "32024R1689",
      language: "DE",
      reason: "language-not-installed",
      searchedLanguage: "EN",
    });
    expect(matches[0]!.pinpoint).toMatch(/^art_(2|1\.pt_2)/);
  });

  test("German text installed: German stems find German provisions", async () => {
    await importAct({ act: { ...parseActFile(fixture("mini-act_DE.formex.xml")), celex: "32024R1689" } });
    const { matches, missingActs } = await searchLegalDocuments(
      {
        query: "Wie lange müssen KI-Betreiber Reinigungsprotokolle aufbewahren?",
        metadataFilter: { language: "DE" },
      },
      { search: searchSettingsOf(getEnv()) },
    );
    expect(missingActs).toEqual([]);
    expect(matches[0]).toMatchObject({
      pinpoint: "art_2.par_1",
      label: "Art. 2 Abs. 1",
      url: expect.stringContaining("/DE/TXT/"),
    });
  });

  test("a re-import replaces the act atomically; a failing one leaves the old version", async () => {
    const before = await queryRows<{ n: number }>(
      sql`select count(*)::int as n from provisions p join acts a on a.id = p.act_id where a.celex = '32024R1689' and a.language = 'EN'`,
    );
    const broken = aiAct();
    broken.provisions = [...broken.provisions, { ...broken.provisions[0]!, pinpoint: "not a pinpoint" }];
    await expect(importAct({ act: broken })).rejects.toThrow();
    const duplicate = aiAct();
    duplicate.provisions = [...duplicate.provisions, duplicate.provisions[0]!];
    await expect(importAct({ act: duplicate })).rejects.toThrow();
    const after = await queryRows<{ n: number }>(
      sql`select count(*)::int as n from provisions p join acts a on a.id = p.act_id where a.celex = '32024R1689' and a.language = 'EN'`,
    );
    expect(after).toEqual(before);

    const smaller = aiAct();
    smaller.provisions = smaller.provisions.filter((provision) => provision.pinpoint !== "art_3");
    await importAct({ act: smaller });
    const { matches } = await searchLegalDocuments(
      {
        query: "AI fines penalties EUR",
        indexes: ["legal-index-eu-ai-act"],
      },
      { search: searchSettingsOf(getEnv()) },
    );
    expect(matches.map((match) => match.pinpoint)).not.toContain("art_3");
  });

  test("an act from a page without anchors links to its article by the words of its heading; copyright questions find it", async () => {
    const page = fixture("mini-directive_EN.legacy.html");
    await importAct({ act: { ...parseActFile(page), celex: "32019L0790" } });
    const { matches, missingActs } = await searchLegalDocuments(
      {
        query: "Is text and data mining allowed under copyright for research?",
      },
      { search: searchSettingsOf(getEnv()) },
    );
    expect(missingActs).toEqual([]);
    expect(matches[0]).toMatchObject({
      act: "DSM Copyright Directive",
      pinpoint: expect.stringMatching(/^art_3/),
      url: expect.stringMatching(
        /^https:\/\/eur-lex\.europa\.eu\/legal-content\/EN\/TXT\/\?uri=CELEX:32019L0790#:~:text=Article%203,-/,
      ),
    });
    // On the page's text the link finds the article's heading line, once.
    const { offsets, text } = textFragmentMatches(matches[0]!.url, DomUtils.textContent(parseDocument(page).children));
    expect(offsets).toHaveLength(1);
    expect(text.slice(offsets[0])).toMatch(/^article 3 /);
  });

  test("invalid input is refused with the reason", async () => {
    await expect(searchLegalDocuments({ query: "  " }, { search: searchSettingsOf(getEnv()) })).rejects.toThrow(
      /query must not be empty/,
    );
    await expect(
      searchLegalDocuments({ query: "x", topK: 500 }, { search: searchSettingsOf(getEnv()) }),
    ).rejects.toThrow();
    await expect(
      searchLegalDocuments(
        { query: "x", indexes: ["legal-index-us"] as never },
        { search: searchSettingsOf(getEnv()) },
      ),
    ).rejects.toThrow();
  });
});

describe("hybrid ranking", () => {
  test("with stored embeddings and a query embedding, vector hits are fused with the lexical ranking (RRF)", async () => {
    // Synthetic 3-dimensional embeddings: only the annex points point along the query's direction.
    await queryRows(
      sql`update provisions set embedding = case when pinpoint like 'anx_I.pt_%' then array[1,0,0]::real[] else array[0,1,0]::real[] end where act_id in (select id from acts where celex = '32024R1689' and language = 'EN')`,
    );
    emitDataChanged("corpus"); // as embedProvisions does
    const query = "AI deployers obligations";
    const lexical = await searchLegalDocuments(
      { query, indexes: ["legal-index-eu-ai-act"], topK: 5 },
      { search: searchSettingsOf(getEnv()), mode: "lexical" },
    );
    expect(lexical.matches.map((match) => match.pinpoint)).not.toContain("anx_I.pt_1");
    const hybrid = await searchLegalDocuments(
      {
        query,
        queryEmbedding: [1, 0, 0],
        indexes: ["legal-index-eu-ai-act"],
        topK: 5,
      },
      { search: searchSettingsOf(getEnv()) },
    );
    const pinpoints = hybrid.matches.map((match) => match.pinpoint);
    expect(pinpoints).toContain("anx_I.pt_1");
    expect(pinpoints[0]).toBe(lexical.matches[0]!.pinpoint);
  });
});

describe("coverage: whether the installed acts answer the question", () => {
  test("a question on the installed acts is covered; one about tenancy law is not, and says so", async () => {
    expect(
      (
        await searchLegalDocuments(
          { query: "How long must deployers keep the cleaning logs?" },
          { search: searchSettingsOf(getEnv()) },
        )
      ).coverage,
    ).toBe("covered");
    const tenancy = await searchLegalDocuments(
      {
        query: "How long is the notice period for terminating a residential lease?",
      },
      { search: searchSettingsOf(getEnv()) },
    );
    expect(tenancy.coverage).toBe("not-covered");
  });

  test("the thresholds decide: with a 'not covered' threshold of 0 nothing is not covered", async () => {
    const query = "How long is the notice period for terminating a residential lease?";
    const { coverage } = await searchLegalDocuments(
      { query },
      { search: searchSettingsOf(getEnv()), ranking: { coverageThresholds: { notCovered: 0, covered: 0.5 } } },
    );
    expect(coverage).not.toBe("not-covered");
  });
});
