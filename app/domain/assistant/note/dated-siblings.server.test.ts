// "Seit wann gilt die KI-Verordnung?": the note gets every dated point of Art. 113, also those the
// search did not rank (ADR 147).
import { expect, test } from "vitest";
import type { Corpus, StoredProvision } from "#app/domain/corpus/retrieval/corpus-cache.server.ts";
import { provisionMatch } from "#app/domain/corpus/retrieval/provision-match.server.ts";
import { withDatedSiblings } from "./research-note.server.ts";

const row = (id: number, pinpoint: string, text: string, heading: string | null = null): StoredProvision =>
  ({
    id,
    actId: 1,
    pinpoint,
    kind: pinpoint.includes(".") ? "point" : "article",
    label: pinpoint,
    heading,
    text,
    parentPinpoint: pinpoint.includes(".") ? "art_113" : null,
    url: `https://eur-lex.europa.eu/eli/reg/2024/1689/oj#${pinpoint}`,
    embedding: null,
    embeddingModel: null,
    amended: false,
  }) as StoredProvision;
const rows = [
  row(
    1,
    "art_113",
    "This Regulation shall enter into force … It shall apply from 2 August 2026. However:",
    "Entry into force and application",
  ),
  row(2, "art_113.pt_a", "Chapters I and II shall apply from 2 February 2025;"),
  row(3, "art_113.pt_b", "Chapter V shall apply from 2 August 2025;"),
  row(4, "art_113.pt_c", "Article 6(1) shall apply from 2 August 2027."),
];
const corpus = {
  fingerprint: "test",
  acts: [
    { id: 1, celex: "32024R1689", language: "EN", shortName: "AI Act", version: "", versionLabel: null, note: null },
  ],
  provisions: new Map(rows.map((stored) => [stored.id, stored])),
  byPinpoint: new Map(rows.map((stored) => [`1:${stored.pinpoint}`, stored])),
  indexes: new Map(),
} as unknown as Corpus;

test("the article's points the search did not return follow the matches, each once", () => {
  const found = provisionMatch(corpus, rows[1]!, { score: 3 });
  const passages = withDatedSiblings(corpus, [found]);
  expect(passages.map((passage) => passage.pinpoint)).toEqual(["art_113.pt_a", "art_113.pt_b", "art_113.pt_c"]);
  expect(passages[1]!.text).toBe("Chapter V shall apply from 2 August 2025;");
});

test("matches without a point of an article on application stay as they are", () => {
  const article = provisionMatch(corpus, rows[0]!, { score: 3 });
  expect(withDatedSiblings(corpus, [article])).toEqual([article]);
});
