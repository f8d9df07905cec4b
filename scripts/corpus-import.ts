// npm run corpus:import -- <file> [--celex 32024R1689] [--lang EN|DE]
// Imports a Formex XML (also consolidated <CONS.ACT>), EUR-Lex XHTML (OJ, CELLAR or consolidated
// page), structured JSON or plain-text act file; replaces that act version atomically.
import { parseArgs } from "node:util";
import { z } from "zod";
import { CelexPattern } from "#app/domain/corpus/import/celex.ts";
import { importActFile } from "#app/domain/corpus/import/import-act-file.server.ts";
import { openCliDatabase } from "#app/domain/corpus/import/open-cli-database.server.ts";
import { searchSettingsOf } from "#app/domain/corpus/search-settings.ts";
import { getEnv } from "#app/env.server.ts";

const ArgsSchema = z.object({
  file: z.string({ error: "Name the file to import: npm run corpus:import -- <file> [--celex …] [--lang EN|DE]" }),
  celex: z.string().regex(CelexPattern, "--celex must be a CELEX number such as 32024R1689").optional(),
  lang: z.enum(["EN", "DE"], { error: "--lang must be EN or DE" }).optional(),
});

try {
  const { values, positionals } = parseArgs({
    options: { celex: { type: "string" }, lang: { type: "string" } },
    allowPositionals: true,
  });
  const args = ArgsSchema.parse({ file: positionals[0], celex: values.celex, lang: values.lang?.toUpperCase() });
  const database = await openCliDatabase();
  try {
    const started = performance.now();
    const result = await importActFile({
      embeddings: searchSettingsOf(getEnv()).embeddings,
      file: args.file,
      celex: args.celex,
      language: args.lang,
    });
    console.log(
      `Imported ${result.celex} (${result.language}${result.version ? `, consolidated version ${result.version}` : ""}): ${result.provisions} provisions in ${Math.round(performance.now() - started)} ms into ${database.location}`,
    );
    console.log(
      `  ${Object.entries(result.counts)
        .map(([kind, n]) => `${kind} ${n}`)
        .join(", ")}`,
    );
    if (result.embedded > 0) console.log(`  embedded ${result.embedded} provisions`);
    for (const warning of result.warnings) console.log(`  note: ${warning}`);
  } finally {
    await database.close();
  }
} catch (error) {
  console.error(
    `corpus:import failed: ${error instanceof z.ZodError ? error.issues.map((issue) => issue.message).join("; ") : error instanceof Error ? error.message : String(error)}`,
  );
  process.exitCode = 1;
}
