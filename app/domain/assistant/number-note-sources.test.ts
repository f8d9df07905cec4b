import { expect, test } from "vitest";
import { art5_1_f, art50_3, art99_3, def39 } from "#tests/fixtures/assistant/legal-passages.ts";
import { composeResearchNote } from "./compose-research-note.ts";
import { numberNoteSources } from "./number-note-sources.ts";

test("passages first, then definitions, then related provisions; the note cites the first two kinds only", () => {
  const sources = numberNoteSources([art5_1_f, art50_3], { definitions: [def39], related: [art99_3] });
  expect([...sources.passages, ...sources.definitions, ...sources.related].map((source) => [source.pinpoint, source.n])).toEqual([
    ["art_5.par_1.pt_f", 1],
    ["art_50.par_3", 2],
    ["art_3.pt_39", 3],
    ["art_99.par_3", 4],
  ]);
  const note = composeResearchNote({ question: "Is emotion recognition at the workplace prohibited?", language: "en", ...sources });
  expect(new Set([...note.content.matchAll(/\[(\d+)\]/g)].map((match) => Number(match[1])))).toEqual(new Set([1, 2, 3]));
});
