import fs from "node:fs";
import { embedProvisions, embeddingsConfigured } from "./embeddings.server.ts";
import { importAct, type ImportResult } from "./import-act.server.ts";
import { parseActFile } from "./parse-act-file.ts";
import type { Language } from "./types.ts";

/** Parses a Formex, EUR-Lex XHTML or structured JSON file and replaces the act in the database. */
export async function importActFile(options: { file: string; celex?: string; language?: Language }): Promise<ImportResult & { embedded: number }> {
  const source = fs.readFileSync(options.file, "utf8");
  const act = parseActFile(source, { celex: options.celex, language: options.language });
  const result = await importAct({ act });
  // With an embeddings model configured, every new provision gets its vector right away.
  const embedded = embeddingsConfigured() ? await embedProvisions() : 0;
  return { ...result, embedded };
}
