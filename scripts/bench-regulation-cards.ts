// npm run bench:regulation-cards — what the model-less regulation cards cost per project: the
// retrieval for all four acts (16 searches, one per act and part) and building the cards with the
// AI Act engine. Real acts from ../shared/data (PGlite in memory). Baseline: one
// searchLegalDocuments call of the same subject, measured in the same process.
import fs from "node:fs";
import path from "node:path";
import { openDatabase, setDatabase } from "#app/db/client.server.ts";
import { buildRegulationCards } from "#app/domain/assistant/cards/build-regulation-cards.ts";
import { gatherCardPassages } from "#app/domain/assistant/cards/gather-card-passages.server.ts";
import { importAct } from "#app/domain/corpus/import/import-act.server.ts";
import { parseActFile } from "#app/domain/corpus/import/parse-act-file.ts";
import { searchLegalDocuments } from "#app/domain/corpus/retrieval/search-legal-documents.server.ts";
import { searchSettingsOf } from "#app/domain/corpus/search-settings.ts";
import { getEnv } from "#app/env.server.ts";

const dir = path.resolve(process.env.SHARED_DATA_DIR ?? path.join(import.meta.dirname, "../../shared/data"), "eu-acts");
const files = [
  "ai-act_2024-1689_EN.consolidated-2026-07-27.formex.xml",
  "dsm_2019-790_EN.oj.xhtml",
  "pld_2024-2853_EN.ansvar-seed.json",
  "pld_1985-374_EN.txt",
];
for (const name of files)
  if (!fs.existsSync(path.join(dir, name)))
    throw new Error(`Missing ${path.join(dir, name)}: the benchmark needs ../shared/data/eu-acts`);
const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.ceil((p / 100) * values.length) - 1)]!;
const ms = (value: number) => `${value.toFixed(2)} ms`;

const subjects = [
  "CV screening\nOur AI system ranks job applications and CVs of candidates for hiring.",
  "Customer service chatbot for an online shop, answering questions about orders.",
  "Emotion recognition of employees at work to measure engagement.",
  "A generative AI model trained on scraped copyright works (text and data mining).",
  "Robot vacuum cleaner software placed on the market in 2024; an update adds object recognition.",
  "Credit scoring of consumers with machine learning for a bank.",
  "A general-purpose AI model released under an open licence.",
  "Contract drafting checklist for a bakery lease.",
  "Medical device software that detects tumours in images with a neural network.",
  "Deepfake detection and generation of synthetic video for advertising.",
];

const database = await openDatabase({ kind: "pglite-memory" });
setDatabase(database);
try {
  for (const name of files) await importAct({ act: parseActFile(fs.readFileSync(path.join(dir, name), "utf8")) });
  const now = new Date("2026-11-25T09:00:00Z");
  const asOf = "2026-11-25";
  await gatherCardPassages({ subject: "warm-up", language: "en", asOf }, { search: searchSettingsOf(getEnv()) });
  const baseline: number[] = [];
  const gather: number[] = [];
  const build: number[] = [];
  let points = 0;
  for (let round = 0; round < 5; round++) {
    for (const subject of subjects) {
      let start = performance.now();
      await searchLegalDocuments({ query: subject, topK: 20, asOf }, { search: searchSettingsOf(getEnv()) });
      baseline.push(performance.now() - start);
      start = performance.now();
      const { passages, resolveAiAct } = await gatherCardPassages(
        { subject, language: "en", asOf },
        { search: searchSettingsOf(getEnv()) },
      );
      gather.push(performance.now() - start);
      start = performance.now();
      const cards = buildRegulationCards({ subject, language: "en", now, passages, resolveAiAct });
      build.push(performance.now() - start);
      if (round === 0)
        points += cards.cards.reduce(
          (sum, card) =>
            sum + card.applicability.length + card.obligations.length + card.deadlines.length + card.liability.length,
          0,
        );
    }
  }
  const row = (label: string, values: number[]) =>
    console.log(
      `${label.padEnd(44)} p50 ${ms(percentile(values, 50)).padStart(10)}   p95 ${ms(percentile(values, 95)).padStart(10)}`,
    );
  console.log(`${subjects.length} project subjects × 5 rounds, 4 real acts (consolidated AI Act), PGlite in memory`);
  row("baseline: one searchLegalDocuments", baseline);
  row("retrieval for the cards (16 searches)", gather);
  row("building the cards (engine + points)", build);
  const total = gather.map((value, index) => value + build[index]!);
  row("cards without a model, total", total);
  console.log(`ratio total / one search: p50 ${(percentile(total, 50) / percentile(baseline, 50)).toFixed(1)}×`);
  console.log(`points per project (first round): ${(points / subjects.length).toFixed(1)} on average`);
} finally {
  setDatabase(undefined);
  await database.close();
}
