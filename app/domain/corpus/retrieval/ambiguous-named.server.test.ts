import { beforeAll, expect, test } from "vitest";
import { useTestDatabase } from "#tests/support/database.ts";
import { importAct } from "../import/import-act.server.ts";
import { searchLegalDocuments } from "./search-legal-documents.server.ts";
import type { ParsedAct, ParsedProvision } from "../types.ts";
import { searchSettingsOf } from "#app/domain/corpus/search-settings.ts";
import { getEnv } from "#app/env.server.ts";

useTestDatabase();

// Article 15 of both Product Liability Directives, in small: 2024/2853's has no paragraphs, 85/374's has two.
const provision = (pinpoint: string, text: string, heading: string | null): ParsedProvision => ({
  pinpoint,
  kind: pinpoint.includes(".") ? "paragraph" : "article",
  label: pinpoint,
  heading,
  text,
  chapter: null,
  section: null,
  parentPinpoint: pinpoint.includes(".") ? pinpoint.split(".")[0]! : null,
  anchor: pinpoint,
});
const act = (celex: string, provisions: ParsedProvision[]): ParsedAct => ({
  celex,
  language: "EN",
  title: celex,
  format: "json",
  provisions,
  warnings: [],
});
const derogation =
  "Each Member State may by way of derogation provide that ‘product’ also means primary agricultural products, and that the producer is liable even for development risks.";

beforeAll(async () => {
  await importAct({
    act: act("32024L2853", [
      provision(
        "art_15",
        "Member States shall ensure that the liability of an economic operator for a defective product is not, in relation to consumers, limited or excluded by a contractual provision.",
        "Exclusion or limitation of liability",
      ),
    ]),
  });
  await importAct({
    act: act("31985L0374", [
      provision(
        "art_15",
        `1. ${derogation} 2. A Member State wishing to introduce such a measure shall inform the Commission.`,
        null,
      ),
      provision("art_15.par_1", `1. ${derogation}`, null),
      provision(
        "art_15.par_2",
        "2. A Member State wishing to introduce such a measure shall inform the Commission.",
        null,
      ),
    ]),
  });
});

const first = async (query: string) =>
  (await searchLegalDocuments({ query, topK: 4 }, { search: searchSettingsOf(getEnv()), mode: "lexical" })).matches.map(
    (match) => `${match.celex}:${match.pinpoint}`,
  );

test("an article named with an ambiguous act inside a question: the act its words match first, no paragraph of the other before it", async () => {
  expect(
    (await first("Can our T&Cs cap product liability towards consumers, or does Article 15 PLD forbid that?")).slice(
      0,
      2,
    ),
  ).toEqual(["32024L2853:art_15", "31985L0374:art_15"]);
  expect(
    (await first("Does Article 15 PLD let a Member State make the producer liable for development risks?"))[0],
  ).toMatch(/^31985L0374:art_15/);
});
