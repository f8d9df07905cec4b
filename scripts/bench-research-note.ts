// npm run bench:research-note — what the answer without a model costs on top of the search: the
// note's context (definitions, references), the AI Act engine's verdict and composition per question, and exporting a chat of
// such notes to Markdown and Word. Real AI Act from ../shared/data (PGlite in memory), the
// evaluation questions. Baseline: searchLegalDocuments itself, measured in the same process.
import fs from "node:fs";
import path from "node:path";
import { openDatabase, setDatabase } from "#app/db/client.server.ts";
import { composeResearchNote } from "#app/domain/assistant/note/compose-research-note.ts";
import { aiActResolver } from "#app/domain/assistant/cards/gather-card-passages.server.ts";
import { gatherNoteContext } from "#app/domain/assistant/note/gather-note-context.server.ts";
import { aiActVerdict } from "#app/domain/assistant/note/note-verdict.ts";
import { getCorpus } from "#app/domain/corpus/retrieval/corpus-cache.server.ts";
import type { ChatMessage } from "#app/domain/assistant/stream-events.ts";
import { oldQuestions } from "#app/domain/corpus/eval/question-sets.ts";
import { importAct } from "#app/domain/corpus/import/import-act.server.ts";
import { parseActFile } from "#app/domain/corpus/import/parse-act-file.ts";
import { searchLegalDocuments } from "#app/domain/corpus/retrieval/search-legal-documents.server.ts";
import { chatToExportDocument } from "#app/domain/export/chat-to-export-document.ts";
import { renderDocx } from "#app/domain/export/render-docx.ts";
import { renderMarkdown } from "#app/domain/export/render-markdown.ts";
import { searchSettingsOf } from "#app/domain/corpus/search-settings.ts";
import { getEnv } from "#app/env.server.ts";

const file = path.resolve(
  process.env.SHARED_DATA_DIR ?? path.join(import.meta.dirname, "../../shared/data"),
  "eu-acts/ai-act_2024-1689_EN.formex-combined.xml",
);
if (!fs.existsSync(file)) throw new Error(`Missing ${file}: the benchmark needs ../shared/data/eu-acts`);
const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.ceil((p / 100) * values.length) - 1)]!;
const ms = (value: number) => `${value.toFixed(2)} ms`;

const database = await openDatabase({ kind: "pglite-memory" });
setDatabase(database);
try {
  await importAct({ act: parseActFile(fs.readFileSync(file, "utf8")) });
  const questions = oldQuestions().map((question) => ({
    text: question.question,
    language: /[äöüß]|\b(ist|der|die|das|und|wer|was|wann)\b/i.test(question.question)
      ? ("de" as const)
      : ("en" as const),
  }));
  await searchLegalDocuments({ query: "warm-up" }, { search: searchSettingsOf(getEnv()), mode: "lexical" });
  const search: number[] = [];
  const gather: number[] = [];
  const compose: number[] = [];
  const verdicts: number[] = [];
  const asOf = "2026-11-25";
  const resolve = aiActResolver(await getCorpus(searchSettingsOf(getEnv())), "en", asOf);
  const lengths: number[] = [];
  const messages: ChatMessage[] = [];
  for (let round = 0; round < 3; round++) {
    for (const [index, question] of questions.entries()) {
      let start = performance.now();
      const { matches } = await searchLegalDocuments(
        { query: question.text, topK: 6 },
        { search: searchSettingsOf(getEnv()), mode: "lexical" },
      );
      search.push(performance.now() - start);
      start = performance.now();
      const context = await gatherNoteContext(
        { passages: matches, question: question.text },
        { search: searchSettingsOf(getEnv()) },
      );
      gather.push(performance.now() - start);
      start = performance.now();
      const verdict = aiActVerdict({ question: question.text, language: question.language, asOf, resolve });
      verdicts.push(performance.now() - start);
      start = performance.now();
      const note = composeResearchNote({
        question: question.text,
        language: question.language,
        passages: matches,
        ...context,
        verdict,
      });
      compose.push(performance.now() - start);
      lengths.push(note.content.length);
      if (round === 0 && index < 10) {
        messages.push({ id: `q${index}`, type: "user", content: question.text, timestamp: new Date(0).toISOString() });
        messages.push({
          id: `a${index}`,
          type: "ai",
          timestamp: new Date(0).toISOString(),
          content: note.content,
          withoutModel: true,
          citations: note.sources.map((source) => ({
            id: `citation${source.n}`,
            n: source.n,
            text: source.text,
            metadata: {
              act: source.act,
              celex: source.celex,
              pinpoint: source.label,
              provisionId: source.id,
              heading: source.heading,
              url: source.url,
            },
          })),
        });
      }
    }
  }
  const document = chatToExportDocument({ title: "Benchmark", createdAt: new Date(0).toISOString() }, messages, {
    language: "en",
    now: new Date(),
  });
  const markdownRuns: number[] = [];
  const docxRuns: number[] = [];
  let docxBytes = 0;
  for (let run = 0; run < 5; run++) {
    let start = performance.now();
    renderMarkdown(document);
    markdownRuns.push(performance.now() - start);
    start = performance.now();
    docxBytes = (await renderDocx(document)).length;
    docxRuns.push(performance.now() - start);
  }
  const base = percentile(search, 50);
  console.log(
    `research note without a model, real AI Act, ${questions.length} evaluation questions × 3 (search topK 6, lexical)`,
  );
  console.log(`  search (baseline)     p50 ${ms(base)}  p95 ${ms(percentile(search, 95))}`);
  console.log(
    `  gatherNoteContext     p50 ${ms(percentile(gather, 50))}  p95 ${ms(percentile(gather, 95))}  (${(percentile(gather, 50) / base).toFixed(1)}× the search)`,
  );
  console.log(
    `  aiActVerdict          p50 ${ms(percentile(verdicts, 50))}  p95 ${ms(percentile(verdicts, 95))}  (${(percentile(verdicts, 50) / base).toFixed(1)}× the search)`,
  );
  console.log(
    `  composeResearchNote   p50 ${ms(percentile(compose, 50))}  p95 ${ms(percentile(compose, 95))}  (${(percentile(compose, 50) / base).toFixed(1)}× the search)`,
  );
  console.log(`  note length           p50 ${percentile(lengths, 50)} characters, max ${Math.max(...lengths)}`);
  console.log(`export of a chat of ${messages.length / 2} notes (${document.citations.length} citations), 5 runs`);
  console.log(`  renderMarkdown        p50 ${ms(percentile(markdownRuns, 50))}`);
  console.log(`  renderDocx            p50 ${ms(percentile(docxRuns, 50))}  (${(docxBytes / 1024).toFixed(0)} KiB)`);
} finally {
  await database.close();
}
