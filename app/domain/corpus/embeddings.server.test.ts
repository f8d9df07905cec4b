import http from "node:http";
import type { AddressInfo } from "node:net";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, expect, test } from "vitest";
import { queryRows } from "#app/db/client.server.ts";
import { resetEnvForTests, getEnv } from "#app/env.server.ts";
import { emitDataChanged } from "#app/utils/events.server.ts";
import { emptyTestDatabase, useTestDatabase } from "#tests/support/database.ts";
import { embedProvisions, embeddingsConfigured } from "./embeddings.server.ts";
import { importAct } from "./import/import-act.server.ts";
import { parseActFile } from "./import/parse-act-file.ts";
import { searchLegalDocuments } from "./retrieval/search-legal-documents.server.ts";
import { runScript as runProjectScript } from "#tests/support/run-script.ts";
import { searchSettingsOf } from "#app/domain/corpus/search-settings.ts";

// Every test starts from an empty database, the first model and no recorded requests, and installs
// what it needs itself.
useTestDatabase();
beforeEach(async () => {
  await emptyTestDatabase();
  emitDataChanged("corpus"); // no act remembered from an earlier test
  process.env.EMBEDDINGS_MODEL = "test-embedder";
  resetEnvForTests();
  requests.length = 0;
});

// A local OpenAI-compatible /embeddings endpoint with synthetic vectors that know a bumper is
// protective equipment: [bumper or protective equipment, robot, 0.1].
const requests: { model: string; input: string[] }[] = [];
const server = http.createServer((req, res) => {
  let body = "";
  req.on("data", (chunk) => (body += chunk));
  req.on("end", () => {
    const parsed = JSON.parse(body) as { model: string; input: string[] | string };
    const input = Array.isArray(parsed.input) ? parsed.input : [parsed.input];
    requests.push({ model: parsed.model, input });
    const vector = (text: string) => [
      /bumper|protective equipment/i.test(text) ? 1 : 0,
      /robot/i.test(text) ? 1 : 0,
      0.1,
    ];
    res.setHeader("content-type", "application/json");
    res.end(
      JSON.stringify({
        object: "list",
        model: parsed.model,
        data: input.map((text, index) => ({ object: "embedding", index, embedding: vector(text) })),
        usage: { prompt_tokens: 1, total_tokens: 1 },
      }),
    );
  });
});

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  process.env.EMBEDDINGS_BASE_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  process.env.EMBEDDINGS_MODEL = "test-embedder";
  resetEnvForTests();
});
afterAll(async () => {
  delete process.env.EMBEDDINGS_BASE_URL;
  delete process.env.EMBEDDINGS_MODEL;
  resetEnvForTests();
  await new Promise((resolve) => server.close(resolve));
});

test("with EMBEDDINGS_* set, every provision is embedded once and the server embeds the question for hybrid ranking", async () => {
  expect(embeddingsConfigured(searchSettingsOf(getEnv()))).toBe(true);
  const source = fs.readFileSync(
    path.resolve(import.meta.dirname, "../../../tests/fixtures/corpus/mini-act_EN.formex.xml"),
    "utf8",
  );
  await importAct({ act: { ...parseActFile(source), celex: "32024R1689" } });
  const embedded = await embedProvisions({ embeddings: searchSettingsOf(getEnv()).embeddings, batchSize: 5 });
  expect(embedded).toBe(14);
  expect(requests.every((request) => request.model === "test-embedder" && request.input.length <= 5)).toBe(true);
  expect(await embedProvisions({ embeddings: searchSettingsOf(getEnv()).embeddings })).toBe(0);
  const [row] = await queryRows<{ embedding: number[] }>(
    sql`select embedding from provisions where pinpoint = 'art_2.par_2.pt_b'`,
  );
  expect(row!.embedding.map((value) => Math.round(value * 10) / 10)).toEqual([1, 0, 0.1]);

  requests.length = 0;
  // "protective equipment" shares no word with any provision; the synthetic vectors know it means the bumper.
  const query = "AI protective equipment";
  const lexical = await searchLegalDocuments(
    { query, indexes: ["legal-index-eu-ai-act"] },
    { search: searchSettingsOf(getEnv()), mode: "lexical" },
  );
  expect(lexical.matches).toEqual([]);
  expect(requests).toHaveLength(0);
  const { matches } = await searchLegalDocuments(
    { query, indexes: ["legal-index-eu-ai-act"], topK: 3 },
    { search: searchSettingsOf(getEnv()) },
  );
  expect(requests).toHaveLength(1);
  expect(matches[0]!.pinpoint).toMatch(/^art_2(\.par_2(\.pt_b)?)?$/);
});

test("a model configured after the acts were installed, or a new model: the backfill embeds what lacks its embedding, once", async () => {
  // The AI Act (14 provisions) installed and embedded by the first model.
  const aiAct = fs.readFileSync(
    path.resolve(import.meta.dirname, "../../../tests/fixtures/corpus/mini-act_EN.formex.xml"),
    "utf8",
  );
  await importAct({ act: { ...parseActFile(aiAct), celex: "32024R1689" } });
  expect(await embedProvisions({ embeddings: searchSettingsOf(getEnv()).embeddings })).toBe(14);
  // Installed without embeddings (importAct alone does not embed): only its provisions are new work.
  const pld = fs.readFileSync(
    path.resolve(import.meta.dirname, "../../../tests/fixtures/corpus/mini-pld_EN.structured.json"),
    "utf8",
  );
  const parsed = { ...parseActFile(pld), celex: "32024L2853" };
  await importAct({ act: parsed });
  requests.length = 0;
  expect(await embedProvisions({ embeddings: searchSettingsOf(getEnv()).embeddings })).toBe(parsed.provisions.length);
  expect(requests.flatMap((request) => request.input)).toHaveLength(parsed.provisions.length);
  expect(await embedProvisions({ embeddings: searchSettingsOf(getEnv()).embeddings })).toBe(0);

  // Another model: every provision is embedded again and records the model.
  process.env.EMBEDDINGS_MODEL = "test-embedder-2";
  resetEnvForTests();
  // Until the backfill has run, the question (embedded by the new model) is not compared with the old model's vectors.
  const query = { query: "AI protective equipment", indexes: ["legal-index-eu-ai-act" as const], topK: 3 };
  expect((await searchLegalDocuments(query, { search: searchSettingsOf(getEnv()) })).matches).toEqual([]);
  requests.length = 0;
  expect(await embedProvisions({ embeddings: searchSettingsOf(getEnv()).embeddings })).toBe(
    14 + parsed.provisions.length,
  );
  expect(new Set(requests.map((request) => request.model))).toEqual(new Set(["test-embedder-2"]));
  expect(
    await queryRows<{ model: string | null; n: number }>(
      sql`select embedding_model as model, count(*)::int as n from provisions group by embedding_model`,
    ),
  ).toEqual([{ model: "test-embedder-2", n: 14 + parsed.provisions.length }]);
  expect(await embedProvisions({ embeddings: searchSettingsOf(getEnv()).embeddings })).toBe(0);
  expect((await searchLegalDocuments(query, { search: searchSettingsOf(getEnv()) })).matches[0]!.pinpoint).toMatch(
    /^art_2(\.par_2(\.pt_b)?)?$/,
  );
});

/** Runs `npm run corpus:…`'s script against its own PGlite folder, without the parent's embeddings settings. */
const runScript = (script: string, args: string[], env: Record<string, string | undefined>) =>
  runProjectScript(script, args, env, ["DATABASE_URL", "EMBEDDINGS_BASE_URL", "EMBEDDINGS_MODEL"]);

test(
  "npm run corpus:embed backfills the acts installed before EMBEDDINGS_* was set; a second run does nothing",
  { timeout: 120_000 },
  async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "legalcal-corpus-embed-"));
    try {
      const fixture = path.resolve(import.meta.dirname, "../../../tests/fixtures/corpus/mini-act_EN.formex.xml");
      const imported = await runScript("corpus-import.ts", [fixture], { DATA_DIR: dataDir });
      expect(imported.stderr).toBe("");
      expect(imported.stdout).not.toContain("embedded");

      const unconfigured = await runScript("corpus-embed.ts", [], { DATA_DIR: dataDir });
      expect(unconfigured.code).toBe(1);
      expect(unconfigured.stderr).toContain("corpus:embed failed: set EMBEDDINGS_BASE_URL and EMBEDDINGS_MODEL");

      const env = {
        DATA_DIR: dataDir,
        EMBEDDINGS_BASE_URL: process.env.EMBEDDINGS_BASE_URL,
        EMBEDDINGS_MODEL: "cli-embedder",
      };
      requests.length = 0;
      const first = await runScript("corpus-embed.ts", [], env);
      expect(first.stderr).toBe("");
      expect(first.code).toBe(0);
      expect(first.stdout).toMatch(/Embedded 14 provisions with cli-embedder in \d+ ms/);
      expect(requests.flatMap((request) => request.input)).toHaveLength(14);

      requests.length = 0;
      const second = await runScript("corpus-embed.ts", [], env);
      expect(second.code).toBe(0);
      expect(second.stdout).toContain("Every provision already has an embedding of cli-embedder");
      expect(requests).toHaveLength(0);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  },
);
