// npm run bench:retrieval — p50/p95 latency of searchLegalDocuments over the installed acts (every
// file of ../shared/data/eu-acts: the AI Act as adopted and consolidated, the amending act, the DSM
// Directive, PLD 2024/2853 and 85/374/EEC in English and German; PGlite in memory), the index build on the
// first search, and the import time of the AI Act Formex file. Baseline: one `select 1` round
// trip to the same database, measured in the same process. Target: p95 < 50 ms.
import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { getDb, openDatabase, setDatabase } from "#app/db/client.server.ts";
import { blindSet, oldQuestions } from "#app/domain/corpus/eval/question-sets.ts";
import { importActFiles } from "#app/domain/corpus/import/import-act-file.server.ts";
import { importAct } from "#app/domain/corpus/import/import-act.server.ts";
import { parseActFile } from "#app/domain/corpus/import/parse-act-file.ts";
import { referenceQuestions } from "#app/domain/corpus/eval/reference-questions.ts";
import { searchLegalDocuments } from "#app/domain/corpus/retrieval/search-legal-documents.server.ts";
import { searchSettingsOf } from "#app/domain/corpus/search-settings.ts";
import { getEnv } from "#app/env.server.ts";

const dataDir = path.resolve(
  process.env.SHARED_DATA_DIR ?? path.join(import.meta.dirname, "../../shared/data"),
  "eu-acts",
);
const read = (file: string) => {
  const full = path.join(dataDir, file);
  if (!fs.existsSync(full)) throw new Error(`Missing ${full}: the benchmark needs ../shared/data/eu-acts`);
  return fs.readFileSync(full, "utf8");
};
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};
const ms = (value: number) => `${value.toFixed(2)} ms`;
async function time<T>(fn: () => Promise<T> | T): Promise<[T, number]> {
  const start = performance.now();
  const result = await fn();
  return [result, performance.now() - start];
}

const database = await openDatabase({ kind: "pglite-memory" });
setDatabase(database);
try {
  const formex = read("ai-act_2024-1689_EN.formex-combined.xml");
  const imports: { parse: number; store: number }[] = [];
  for (let run = 0; run < 3; run++) {
    const [act, parse] = await time(() => parseActFile(formex));
    const [, store] = await time(() => importAct({ act }));
    imports.push({ parse, store });
  }
  const installed = await importActFiles(
    fs.readdirSync(dataDir).map((file) => path.join(dataDir, file)),
    { embeddings: searchSettingsOf(getEnv()).embeddings },
  );
  const failed = installed.filter((outcome) => outcome.error);
  if (failed.length > 0)
    throw new Error(`Not installed: ${failed.map((outcome) => `${outcome.file}: ${outcome.error}`).join("; ")}`);

  const [, coldSearch] = await time(() =>
    searchLegalDocuments({ query: "prohibited AI practices" }, { search: searchSettingsOf(getEnv()) }),
  );
  // The old and blind sets' questions and the named-reference set's queries (ADR 047).
  const questions = [...oldQuestions(), ...blindSet("blind")].map((question) => ({
    query: question.question,
    language: question.language,
  }));
  questions.push(...referenceQuestions().map((question) => ({ query: question.query, language: question.language })));
  const queries = questions.map((question) => question.query);
  const languages = questions.map((question) => question.language);
  for (const query of queries) await searchLegalDocuments({ query }, { search: searchSettingsOf(getEnv()) }); // warm-up
  const latencies: number[] = [];
  const baseline: number[] = [];
  /** The same searches without the reference lookup and the rule-before-modifiers step (ADR 047, 048), measured alongside. */
  const without: number[] = [];
  for (let round = 0; round < 5; round++) {
    for (const [index, query] of queries.entries()) {
      latencies.push(
        (
          await time(() =>
            searchLegalDocuments(
              { query, topK: 8, metadataFilter: { language: languages[index]! } },
              { search: searchSettingsOf(getEnv()) },
            ),
          )
        )[1],
      );
      without.push(
        (
          await time(() =>
            searchLegalDocuments(
              { query, topK: 8, metadataFilter: { language: languages[index]! } },
              { search: searchSettingsOf(getEnv()), ranking: { references: false, ruleFirst: 0 } },
            ),
          )
        )[1],
      );
      baseline.push((await time(() => getDb().execute(sql`select 1`)))[1]);
    }
  }
  const p50 = percentile(latencies, 50);
  const p95 = percentile(latencies, 95);
  const base50 = percentile(baseline, 50);

  console.log(
    `searchLegalDocuments over every act of eu-acts (${installed.length} files: AI Act as adopted + consolidated, amending act, DSM, PLD 2024/2853, 85/374/EEC EN + DE), PGlite in memory`,
  );
  console.log(
    `  searches          ${latencies.length} (${queries.length} evaluation questions, old and blind sets and named-reference queries, × 5)`,
  );
  console.log(
    `  p50               ${ms(p50)}   (${(p50 / base50).toFixed(1)}× a select-1 round trip of ${ms(base50)})`,
  );
  console.log(`  p95               ${ms(p95)}   target < 50 ms: ${p95 < 50 ? "met" : "NOT met"}`);
  console.log(`  max               ${ms(Math.max(...latencies))}`);
  console.log(
    `  without lookup    p50 ${ms(percentile(without, 50))}, p95 ${ms(percentile(without, 95))} (references and ruleFirst off, same process)`,
  );
  console.log(`  first search      ${ms(coldSearch)} (loads the provisions and builds the index)`);
  console.log("import of ai-act_2024-1689_EN.formex-combined.xml (3 runs; re-imports replace the act)");
  for (const [run, figures] of imports.entries()) {
    console.log(
      `  run ${run + 1}: parse ${ms(figures.parse)} + store ${ms(figures.store)} = ${ms(figures.parse + figures.store)}`,
    );
  }
} finally {
  await database.close();
}
