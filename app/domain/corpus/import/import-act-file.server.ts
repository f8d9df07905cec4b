import fs from "node:fs";
import type { EmbeddingsSettings } from "../search-settings.ts";
import { embedProvisions } from "../embeddings.server.ts";
import { importAct, type ImportResult } from "./import-act.server.ts";
import { detectFormat, parseActFile } from "./parse-act-file.ts";
import type { Language, SourceFormat } from "../types.ts";

/**
 * Parses an act file — Formex (<ACT>, <COMBINED.FMX>, consolidated <CONS.ACT>), EUR-Lex XHTML (OJ,
 * CELLAR or consolidated page), the structured JSON form or the plain text of an older act; the
 * format, act, language and version are told from the content — and replaces that act version
 * in the database.
 */
export async function importActFile(options: {
  file: string;
  /** Where new provisions are embedded (SearchSettings.embeddings); undefined: not embedded. */
  embeddings: EmbeddingsSettings | undefined;
  celex?: string;
  language?: Language;
}): Promise<ImportResult & { embedded: number }> {
  const source = fs.readFileSync(options.file, "utf8");
  const act = parseActFile(source, { celex: options.celex, language: options.language });
  const result = await importAct({ act });
  // With an embeddings model configured, every new provision gets its vector right away.
  const embedded = options.embeddings ? await embedProvisions({ embeddings: options.embeddings }) : 0;
  return { ...result, embedded };
}

// When two files hold the same act version (the consolidated Formex and the consolidated HTML), the
// one imported last is kept: the Publications Office's XML is the most faithful, then the pages.
const formatRank: Record<SourceFormat, number> = { text: 0, json: 1, xhtml: 2, formex: 3 };

/** The order in which to import several act files so that, for the same act version, Formex wins. */
export function importOrder(files: readonly { file: string; source: string }[]): string[] {
  const rank = (source: string) => {
    try {
      return formatRank[detectFormat(source)];
    } catch {
      return -1;
    }
  };
  return [...files]
    .sort((a, b) => rank(a.source) - rank(b.source) || a.file.localeCompare(b.file))
    .map((entry) => entry.file);
}

/** Imports every file (see importActFile), Formex last; a file that fails is reported, the others are installed. */
export async function importActFiles(
  files: readonly string[],
  { embeddings }: { embeddings: EmbeddingsSettings | undefined },
): Promise<{ file: string; result?: ImportResult & { embedded: number }; error?: string }[]> {
  const ordered = importOrder(files.map((file) => ({ file, source: fs.readFileSync(file, "utf8") })));
  const outcomes: { file: string; result?: ImportResult & { embedded: number }; error?: string }[] = [];
  for (const file of ordered) {
    try {
      outcomes.push({ file, result: await importActFile({ file, embeddings }) });
    } catch (error) {
      outcomes.push({ file, error: (error as Error).message });
    }
  }
  return outcomes;
}
