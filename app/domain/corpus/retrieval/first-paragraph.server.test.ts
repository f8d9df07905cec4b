import fs from "node:fs";
import path from "node:path";
import { beforeEach, expect, test } from "vitest";
import { emitDataChanged } from "#app/utils/events.server.ts";
import { emptyTestDatabase, useTestDatabase } from "#tests/support/database.ts";
import { importAct } from "../import/import-act.server.ts";
import { parseActFile } from "../import/parse-act-file.ts";
import { searchLegalDocuments } from "./search-legal-documents.server.ts";
import { searchSettingsOf } from "#app/domain/corpus/search-settings.ts";
import { getEnv } from "#app/env.server.ts";

const fixture = (name: string) =>
  fs.readFileSync(path.resolve(import.meta.dirname, "../../../../tests/fixtures/corpus", name), "utf8");

useTestDatabase();
beforeEach(async () => {
  await emptyTestDatabase();
  await importAct({ act: { ...parseActFile(fixture("mini-act_EN.formex.xml")), celex: "32024R1689" } });
  emitDataChanged("corpus");
});

// Without refinement (refineShare Infinity) the best-scoring article is never replaced by one of its parts.
const found = async (query: string, firstParagraph?: boolean) =>
  (
    await searchLegalDocuments(
      { query, topK: 5 },
      {
        search: searchSettingsOf(getEnv()),
        mode: "lexical",
        ranking: { refineShare: Infinity, ...(firstParagraph === undefined ? {} : { firstParagraph }) },
      },
    )
  ).matches.map((match) => match.pinpoint);

test("an article with numbered paragraphs that no single part answers is cited by its paragraph 1, the later paragraphs free to follow", async () => {
  const query = "deployers cleaning logs six months vacuum night safety bumper";
  expect(await found(query, false)).toContain("art_2");
  const cited = await found(query);
  expect(cited).not.toContain("art_2");
  expect(cited[0]).toBe("art_2.par_1");
  expect(cited).toContain("art_2.par_2");
});

test("an article without paragraphs is still cited whole", async () => {
  expect((await found("fines for infringements"))[0]).toBe("art_3");
});
