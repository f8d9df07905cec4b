import http from "node:http";
import type { AddressInfo } from "node:net";
import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, test } from "vitest";
import { queryRows } from "#app/db/client.server.ts";
import { resetEnvForTests } from "#app/env.server.ts";
import { useTestDatabase } from "#tests/support/database.ts";
import { embedProvisions, embeddingsConfigured } from "./embeddings.server.ts";
import { importAct } from "./import-act.server.ts";
import { parseActFile } from "./parse-act-file.ts";
import { searchLegalDocuments } from "./search-legal-documents.server.ts";

useTestDatabase();

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
    const vector = (text: string) => [/bumper|protective equipment/i.test(text) ? 1 : 0, /robot/i.test(text) ? 1 : 0, 0.1];
    res.setHeader("content-type", "application/json");
    res.end(JSON.stringify({ object: "list", model: parsed.model, data: input.map((text, index) => ({ object: "embedding", index, embedding: vector(text) })), usage: { prompt_tokens: 1, total_tokens: 1 } }));
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
  expect(embeddingsConfigured()).toBe(true);
  const source = fs.readFileSync(path.resolve(import.meta.dirname, "../../../tests/fixtures/corpus/mini-act_EN.formex.xml"), "utf8");
  await importAct({ act: { ...parseActFile(source), celex: "32024R1689" } });
  const embedded = await embedProvisions({ batchSize: 5 });
  expect(embedded).toBe(14);
  expect(requests.every((request) => request.model === "test-embedder" && request.input.length <= 5)).toBe(true);
  expect(await embedProvisions()).toBe(0);
  const [row] = await queryRows<{ embedding: number[] }>(sql`select embedding from provisions where pinpoint = 'art_2.par_2.pt_b'`);
  expect(row!.embedding.map((value) => Math.round(value * 10) / 10)).toEqual([1, 0, 0.1]);

  requests.length = 0;
  // "protective equipment" shares no word with any provision; the synthetic vectors know it means the bumper.
  const query = "AI protective equipment";
  const lexical = await searchLegalDocuments({ query, indexes: ["legal-index-eu-ai-act"] }, { mode: "lexical" });
  expect(lexical.matches).toEqual([]);
  expect(requests).toHaveLength(0);
  const { matches } = await searchLegalDocuments({ query, indexes: ["legal-index-eu-ai-act"], topK: 3 });
  expect(requests).toHaveLength(1);
  expect(matches[0]!.pinpoint).toMatch(/^art_2(\.par_2(\.pt_b)?)?$/);
});
