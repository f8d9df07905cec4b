// npm run corpus:fetch -- <CELEX> [--lang EN|DE]
// Downloads an act's EUR-Lex page into DATA_DIR/eu-acts/ and imports it (replacing the act).
// A consolidated version's CELEX (e.g. 01985L0374-19990604, 85/374/EEC as amended by 1999/34/EC)
// fetches the consolidated page; it is installed as a version of its act.
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { z } from "zod";
import { getEnv } from "#app/env.server.ts";
import { CelexPattern, ConsolidatedCelexPattern } from "#app/domain/corpus/import/celex.ts";
import { fetchActHtml } from "#app/domain/corpus/import/fetch-act.server.ts";
import { importActFile } from "#app/domain/corpus/import/import-act-file.server.ts";
import { openCliDatabase } from "#app/domain/corpus/import/open-cli-database.server.ts";
import { searchSettingsOf } from "#app/domain/corpus/search-settings.ts";

const ArgsSchema = z.object({
  celex: z
    .string({ error: "Name the act: npm run corpus:fetch -- <CELEX> [--lang EN|DE]" })
    .refine(
      (celex) => CelexPattern.test(celex) || ConsolidatedCelexPattern.test(celex),
      "the CELEX number looks like 32024R1689 (or 02024R1689-20260727 for a consolidated version)",
    ),
  lang: z.enum(["EN", "DE"], { error: "--lang must be EN or DE" }).default("EN"),
});

try {
  const { values, positionals } = parseArgs({ options: { lang: { type: "string" } }, allowPositionals: true });
  const args = ArgsSchema.parse({ celex: positionals[0]?.toUpperCase(), lang: values.lang?.toUpperCase() });
  const html = await fetchActHtml({ celex: args.celex, language: args.lang, baseUrl: getEnv().EURLEX_BASE_URL });
  const dir = path.resolve(getEnv().DATA_DIR, "eu-acts");
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${args.celex}_${args.lang}.xhtml`);
  fs.writeFileSync(file, html);
  console.log(`Downloaded ${args.celex} (${args.lang}) to ${file}`);
  const database = await openCliDatabase();
  try {
    const consolidated = ConsolidatedCelexPattern.test(args.celex);
    const result = await importActFile({
      embeddings: searchSettingsOf(getEnv()).embeddings,
      file,
      celex: consolidated ? undefined : args.celex,
      language: args.lang,
    });
    console.log(
      `Imported ${result.provisions} provisions (${Object.entries(result.counts)
        .map(([kind, n]) => `${kind} ${n}`)
        .join(", ")})`,
    );
  } finally {
    await database.close();
  }
} catch (error) {
  console.error(
    `corpus:fetch failed: ${error instanceof z.ZodError ? error.issues.map((issue) => issue.message).join("; ") : error instanceof Error ? error.message : String(error)}`,
  );
  process.exitCode = 1;
}
