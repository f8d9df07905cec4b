import { describe, expect, test } from "vitest";
import { useTestDatabase } from "#tests/support/database.ts";
import { importAct } from "../import/import-act.server.ts";
import type { ParsedAct, ParsedProvision } from "../types.ts";
import { searchLegalDocuments } from "./search-legal-documents.server.ts";
import { searchSettingsOf } from "#app/domain/corpus/search-settings.ts";
import { getEnv } from "#app/env.server.ts";

useTestDatabase();

const provision = (pinpoint: string, fields: Partial<ParsedProvision>): ParsedProvision => ({
  pinpoint,
  kind: "article",
  label: pinpoint,
  heading: null,
  text: "",
  chapter: null,
  section: null,
  parentPinpoint: null,
  anchor: pinpoint.split(".")[0]!,
  ...fields,
});

const act = (celex: string, provisions: ParsedProvision[]): ParsedAct => ({
  celex,
  language: "EN",
  title: `${celex} (test excerpt)`,
  format: "json",
  warnings: [],
  provisions,
});

// Two liability directives with the same rule on producers; the 2024 one says it more often.
const pld2024 = act("32024L2853", [
  provision("art_8", {
    heading: "Economic operators liable",
    text: "The producer of a defective product shall be liable. The producer includes the manufacturer of a component. A producer who is a manufacturer shall be liable.",
  }),
  provision("art_21", {
    heading: "Repeal and transitional provision",
    text: "Directive 85/374/EEC is repealed with effect from 9 December 2026.",
  }),
  provision("art_2", {
    heading: "Scope",
    text: "This Directive applies to products placed on the market or put into service after 9 December 2026.",
  }),
  provision("art_23", {
    heading: "Entry into force",
    text: "This Directive shall enter into force on the twentieth day following that of its publication.",
  }),
]);
const pld1985 = act("31985L0374", [
  provision("art_1", { text: "The producer shall be liable for damage caused by a defect in his product." }),
  provision("art_3", { text: "'Producer' means the manufacturer of a finished product." }),
  provision("art_19", {
    text: "Member States shall bring into force the laws necessary to comply with this Directive.",
  }),
]);

describe("ranking from the acts' structure", () => {
  test("a question citing Directive 85/374/EEC gets that directive first, not the one that repeals it", async () => {
    await importAct({ act: pld2024 });
    await importAct({ act: pld1985 });
    const question = "Who is the producer liable under Directive 85/374/EEC?";
    const { matches } = await searchLegalDocuments(
      { query: question, topK: 3, asOf: "2026-11-25" },
      { search: searchSettingsOf(getEnv()), mode: "lexical" },
    );
    expect(matches[0]).toMatchObject({ celex: "31985L0374" });
    const uncited = await searchLegalDocuments(
      { query: question, topK: 3, asOf: "2026-11-25" },
      {
        search: searchSettingsOf(getEnv()),
        mode: "lexical",
        ranking: { citations: false, actDesignationsAsWords: true },
      },
    );
    // Without citations, and with the act's designation as ranking words (before ADR 156), "85/374/EEC"
    // is a ranking word and routing takes both directives: the article repealing it wins.
    expect(uncited.matches[0]).toMatchObject({ celex: "32024L2853", pinpoint: "art_21" });
  });

  test("a question asking from when the directive applies raises its entry-into-force and transitional articles", async () => {
    await importAct({ act: pld2024 });
    const question = "From what date does the directive apply to products on the market?";
    const { matches } = await searchLegalDocuments(
      { query: question, topK: 10, asOf: "2026-11-25", indexes: ["legal-index-eu-liability"] },
      { search: searchSettingsOf(getEnv()), mode: "lexical" },
    );
    const rank = (pinpoint: string) => matches.findIndex((match) => match.pinpoint === pinpoint);
    const plain = await searchLegalDocuments(
      { query: question, topK: 10, asOf: "2026-11-25", indexes: ["legal-index-eu-liability"] },
      { search: searchSettingsOf(getEnv()), mode: "lexical", ranking: { applicationInTime: 1 } },
    );
    const plainRank = (pinpoint: string) => plain.matches.findIndex((match) => match.pinpoint === pinpoint);
    expect(rank("art_23")).toBeLessThan(plainRank("art_23"));
    expect(rank("art_23")).toBeLessThan(rank("art_8"));
  });
});
