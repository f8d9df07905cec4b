// npm run eval:retrieval — recall@1, recall@5 and MRR of searchLegalDocuments on the development
// set (app/domain/corpus/eval/questions.ts) over the real AI Act (Formex) and PLD (JSON) files
// from ../shared/data. Lexical only, and hybrid when EMBEDDINGS_* is configured.
// Options: --verbose (list the questions whose first hit is not at rank 1), --check (exit 1 below target).
import fs from "node:fs";
import path from "node:path";
import { openDatabase, setDatabase } from "#app/db/client.server.ts";
import { embedProvisions, embedQuery, embeddingsConfigured } from "#app/domain/corpus/embeddings.server.ts";
import { firstHitRank, summarize, type Figures } from "#app/domain/corpus/eval/metrics.ts";
import { evalQuestions } from "#app/domain/corpus/eval/questions.ts";
import { importAct } from "#app/domain/corpus/import-act.server.ts";
import { parseActFile } from "#app/domain/corpus/parse-act-file.ts";
import { searchLegalDocuments } from "#app/domain/corpus/search-legal-documents.server.ts";

const dataDir = path.resolve(process.env.SHARED_DATA_DIR ?? path.join(import.meta.dirname, "../../shared/data"), "eu-acts");
const files = ["ai-act_2024-1689_EN.formex-combined.xml", "pld_2024-2853_EN.ansvar-seed.json"];
const verbose = process.argv.includes("--verbose");
// --check: exit 1 when the lexical target is missed (for CI).
const check = process.argv.includes("--check");

const database = await openDatabase({ kind: "pglite-memory" });
setDatabase(database);
try {
  for (const file of files) {
    const full = path.join(dataDir, file);
    if (!fs.existsSync(full)) throw new Error(`Missing ${full}: the evaluation needs ../shared/data/eu-acts`);
    await importAct({ act: parseActFile(fs.readFileSync(full, "utf8")) });
  }

  const run = async (label: string, embed: boolean) => {
    const ranks: (number | undefined)[] = [];
    const byLanguage: Record<string, (number | undefined)[]> = { EN: [], DE: [] };
    const heldOut: (number | undefined)[] = [];
    for (const question of evalQuestions) {
      const queryEmbedding = embed ? await embedQuery(question.question) : undefined;
      const { matches } = await searchLegalDocuments({ query: question.question, topK: 10, queryEmbedding }, { mode: embed ? "auto" : "lexical" });
      const rank = firstHitRank(question, matches);
      ranks.push(rank);
      byLanguage[question.language]!.push(rank);
      if (question.heldOut) heldOut.push(rank);
      if (verbose && (rank === undefined || rank > 1)) {
        console.log(`  ${question.id} rank=${rank ?? "-"} ${question.question}\n    got: ${matches.slice(0, 5).map((m) => m.pinpoint).join(", ")}  gold: ${question.gold.join(", ")}`);
      }
    }
    const show = (name: string, figures: Figures) =>
      console.log(
        `${label.padEnd(8)} ${name.padEnd(5)} n=${String(figures.questions).padStart(2)}  recall@1 ${figures.recallAt1.toFixed(3)}  recall@5 ${figures.recallAt5.toFixed(3)}  MRR ${figures.mrr.toFixed(3)}`,
      );
    show("all", summarize(ranks));
    show("EN", summarize(byLanguage.EN!));
    show("DE", summarize(byLanguage.DE!));
    show("held", summarize(heldOut));
    return summarize(ranks);
  };

  console.log(`Retrieval evaluation: ${evalQuestions.length} questions over ${files.join(", ")}`);
  const lexical = await run("lexical", false);
  if (embeddingsConfigured()) {
    console.log("embedding every provision (EMBEDDINGS_MODEL is set) …");
    await embedProvisions();
    await run("hybrid", true);
  } else {
    console.log("hybrid   skipped: EMBEDDINGS_BASE_URL / EMBEDDINGS_MODEL are not set");
  }
  console.log(lexical.recallAt5 >= 0.85 ? "target recall@5 >= 0.85 (lexical): met" : "target recall@5 >= 0.85 (lexical): NOT met");
  if (check && lexical.recallAt5 < 0.85) process.exitCode = 1;
} finally {
  await database.close();
}
