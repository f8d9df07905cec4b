import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { z } from "zod";

/**
 * The corpus's hand-written data (vocabularies, paraphrases, the concept map, the evaluation sets)
 * lives in `corpus-data/` at the repository root, as JSON files that people write and review, not
 * in the code or the server bundle. Each file is read from disk the first time it is needed, once
 * per process, and checked against its zod schema; a file that does not fit stops the process
 * with an error naming the file and the entry.
 */

/** Largest data file read (the largest today is 125 KB). */
const maxFileBytes = 4 * 1024 * 1024;

let dataDir: string | undefined;

/**
 * The `corpus-data/` folder, found by walking up from this file: it is `../../..` in the source tree
 * (dev server, Vitest, scripts) and `../..` from `build/server/` in the production build.
 */
export function corpusDataDir(): string {
  if (dataDir) return dataDir;
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let level = 0; level < 6; level++) {
    const candidate = path.join(dir, "corpus-data");
    if (fs.existsSync(path.join(candidate, "README.md"))) return (dataDir = candidate);
    dir = path.dirname(dir);
  }
  throw new Error(`Cannot find the corpus-data folder above ${path.dirname(fileURLToPath(import.meta.url))}`);
}

export class CorpusDataError extends Error {
  override name = "CorpusDataError";
}

/**
 * Reads `corpus-data/<file>` and checks it against `schema`. Throws a CorpusDataError naming the file
 * and, for a file that does not fit, every entry that does not (its path, e.g. `groups[2].words.ki`).
 */
export function readCorpusData<Schema extends z.ZodType>(
  file: string,
  schema: Schema,
  dir = corpusDataDir(),
): z.output<Schema> {
  const full = path.join(dir, file);
  const label = `corpus-data/${file}`;
  let size: number;
  try {
    size = fs.statSync(full).size;
  } catch {
    throw new CorpusDataError(`${label} is missing (looked in ${full})`);
  }
  if (size > maxFileBytes)
    throw new CorpusDataError(`${label} is ${size} bytes, more than the ${maxFileBytes} a data file may have`);
  let json: unknown;
  try {
    json = JSON.parse(fs.readFileSync(full, "utf8"));
  } catch (error) {
    throw new CorpusDataError(`${label} is not valid JSON: ${(error as Error).message}`);
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) throw new CorpusDataError(`${label} does not fit its schema:\n${z.prettifyError(parsed.error)}`);
  return parsed.data;
}

/** The JSON files of a folder of corpus-data, by name (the order in which they are merged). */
export function corpusDataFiles(folder: string, dir = corpusDataDir()): string[] {
  return fs
    .readdirSync(path.join(dir, folder))
    .filter((name) => name.endsWith(".json"))
    .sort()
    .map((name) => `${folder}/${name}`);
}

/** A value computed on first use, then kept for the life of the process. */
export function once<T>(load: () => T): () => T {
  let loaded: { value: T } | undefined;
  return () => (loaded ??= { value: load() }).value;
}

/** A non-empty string, taken as written (no trimming: the words are matched as they stand). */
const text = z.string().min(1);

/** A vocabulary file: word → the acts' words, in groups with a line saying what each covers. */
export const WordGroupsSchema = z.strictObject({
  about: text,
  groups: z.array(z.strictObject({ about: z.string(), words: z.record(text, text) })).min(1),
});

/**
 * The groups of a vocabulary file as one record, in file order. A word in two groups is an error
 * (the second would silently replace the first).
 */
export function readWords(file: string, dir?: string): Readonly<Record<string, string>> {
  const { groups } = readCorpusData(file, WordGroupsSchema, dir);
  const words: Record<string, string> = {};
  for (const [index, group] of groups.entries()) {
    for (const [word, english] of Object.entries(group.words)) {
      if (Object.hasOwn(words, word))
        throw new CorpusDataError(`corpus-data/${file}: "${word}" in groups[${index}] is already in an earlier group`);
      words[word] = english;
    }
  }
  return words;
}
