import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, test } from "vitest";
import { corpusDataDir, corpusDataFiles, readWords } from "./corpus-data.server.ts";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "corpus-data-"));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
const write = (file: string, content: unknown) => {
  fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
  fs.writeFileSync(path.join(dir, file), typeof content === "string" ? content : JSON.stringify(content));
};

describe("reading corpus data", () => {
  test("the folder is found from the code, and every vocabulary file in it fits its schema", () => {
    expect(fs.existsSync(path.join(corpusDataDir(), "README.md"))).toBe(true);
    const files = corpusDataFiles("vocabulary");
    expect(files).toEqual([
      "vocabulary/de-en-vocabulary.json",
      "vocabulary/everyday-english.json",
      "vocabulary/glossary-de-en.json",
    ]);
    for (const file of files) expect(Object.keys(readWords(file)).length).toBeGreaterThan(100);
  });

  test("an entry that does not fit is named with its file and its place in the file", () => {
    write("vocabulary/broken.json", {
      about: "test",
      groups: [
        { about: "a", words: { ki: "AI" } },
        { about: "b", words: { anbieter: "" } },
      ],
    });
    expect(() => readWords("vocabulary/broken.json", dir)).toThrow(
      /corpus-data\/vocabulary\/broken\.json does not fit its schema:[\s\S]*groups\[1\]\.words\.anbieter/,
    );
  });

  test("a word in two groups is an error naming the word, not a silent replacement", () => {
    write("vocabulary/twice.json", {
      about: "test",
      groups: [
        { about: "a", words: { ki: "AI" } },
        { about: "b", words: { ki: "artificial intelligence" } },
      ],
    });
    expect(() => readWords("vocabulary/twice.json", dir)).toThrow(
      'corpus-data/vocabulary/twice.json: "ki" in groups[1] is already in an earlier group',
    );
  });

  test("a missing file, a file that is not JSON and an unknown field are errors naming the file", () => {
    expect(() => readWords("vocabulary/none.json", dir)).toThrow(/corpus-data\/vocabulary\/none\.json is missing/);
    write("vocabulary/not-json.json", '{"about": "test", "groups": [');
    expect(() => readWords("vocabulary/not-json.json", dir)).toThrow(
      /corpus-data\/vocabulary\/not-json\.json is not valid JSON/,
    );
    write("vocabulary/extra.json", { about: "test", groups: [{ about: "a", words: { ki: "AI" } }], author: "someone" });
    expect(() => readWords("vocabulary/extra.json", dir)).toThrow(/extra\.json does not fit its schema:[\s\S]*author/);
  });
});
