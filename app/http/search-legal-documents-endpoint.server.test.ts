import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterEach, describe, expect, test } from "vitest";
import { queryRows } from "#app/db/client.server.ts";
import { resetEnvForTests } from "#app/env.server.ts";
import { useTestDatabase } from "#tests/support/database.ts";
import { signIn } from "#tests/support/sign-in.ts";
import { importAct } from "#app/domain/corpus/import/import-act.server.ts";
import { parseActFile } from "#app/domain/corpus/import/parse-act-file.ts";
import { createFixedWindowLimiter } from "#app/utils/fixed-window-limiter.server.ts";
import { emitDataChanged } from "#app/utils/events.server.ts";
import { SearchResultSchema } from "#app/domain/corpus/retrieval/search-result-schema.ts";
import { handleSearchLegalDocuments } from "./search-legal-documents-endpoint.server.ts";
import { searchesPerMinute, searchLimiter } from "./search-rate-limit.server.ts";

useTestDatabase();

const url = "http://localhost/api/functions/searchLegalDocuments";
const fixture = (name: string) =>
  fs.readFileSync(path.resolve(import.meta.dirname, "../../tests/fixtures/corpus", name), "utf8");
const post = (body: unknown, headers: Record<string, string> = {}) =>
  new Request(url, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });

afterEach(() => {
  delete process.env.WAITLIST_MODE;
  resetEnvForTests();
});

describe("POST /api/functions/searchLegalDocuments", () => {
  test("a signed-in user gets matches and missing acts in the callable result shape", async () => {
    await importAct({ act: { ...parseActFile(fixture("mini-act_EN.formex.xml")), celex: "32024R1689" } });
    const alice = await signIn();
    const response = await handleSearchLegalDocuments(
      post(
        {
          data: {
            query: "What must AI deployers do with cleaning logs?",
            indexes: ["legal-index-eu-ai-act"],
            metadataFilter: { jurisdiction: "EU", language: "EN" },
            topK: 2,
          },
        },
        alice.headers(),
      ),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const body = (await response.json()) as {
      result: { matches: Record<string, unknown>[]; missingActs: unknown[]; coverage: string };
    };
    expect(SearchResultSchema.safeParse(body.result).success).toBe(true);
    expect(body.result.coverage).toBe("covered");
    expect(body.result.matches).toHaveLength(2);
    expect(Object.keys(body.result.matches[0]!)).toEqual(
      expect.arrayContaining(["id", "act", "celex", "pinpoint", "heading", "text", "url", "score"]),
    );
    expect(body.result.matches[0]).toMatchObject({ act: "AI Act", pinpoint: "art_2.par_1" });
    expect(body.result.missingActs).toEqual([]);
  });

  test("says when nothing installed is about the question (coverage not-covered)", async () => {
    await importAct({ act: { ...parseActFile(fixture("mini-act_EN.formex.xml")), celex: "32024R1689" } });
    const alice = await signIn();
    const response = await handleSearchLegalDocuments(
      post({ data: { query: "How long is the notice period for terminating a residential lease?" } }, alice.headers()),
    );
    const body = (await response.json()) as { result: { coverage: string } };
    expect(SearchResultSchema.parse(body.result).coverage).toBe("not-covered");
  });

  test("a named provision comes first; one that does not exist is a notice in the result", async () => {
    await importAct({ act: { ...parseActFile(fixture("mini-act_EN.formex.xml")), celex: "32024R1689" } });
    const alice = await signIn();
    const named = await handleSearchLegalDocuments(
      post({ data: { query: "Art. 2 Abs. 2 lit. b KI-VO", metadataFilter: { language: "DE" } } }, alice.headers()),
    );
    const found = SearchResultSchema.parse(((await named.json()) as { result: unknown }).result);
    expect(found.matches[0]).toMatchObject({ celex: "32024R1689", pinpoint: "art_2.par_2.pt_b" });
    expect(found.notices).toBeUndefined();
    const missing = await handleSearchLegalDocuments(
      post({ data: { query: "What does Article 140 AI Act require?" } }, alice.headers()),
    );
    const result = SearchResultSchema.parse(((await missing.json()) as { result: unknown }).result);
    expect(result.notices).toEqual([
      expect.objectContaining({
        kind: "provision-not-found",
        celex: "32024R1689",
        provision: "Article 140",
        message: "The AI Act has no Article 140.",
      }),
    ]);
  });

  test("reports acts that are not installed instead of ignoring them", async () => {
    const alice = await signIn();
    const response = await handleSearchLegalDocuments(
      post({ data: { query: "copyright and text and data mining" } }, alice.headers()),
    );
    const body = (await response.json()) as { result: { missingActs: { celex: string; reason: string }[] } };
    expect(body.result.missingActs).toEqual([
      expect.objectContaining({ celex: "32019L0790", reason: "not-installed" }),
    ]);
  });

  test("without a session: 401 UNAUTHENTICATED in the callable-function error shape", async () => {
    const response = await handleSearchLegalDocuments(post({ data: { query: "AI" } }, { origin: "http://localhost" }));
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      error: { code: "unauthorized", status: "UNAUTHENTICATED", message: "Sign in to search the legal documents." },
    });
  });

  test("a session cookie that does not exist counts as signed out", async () => {
    const response = await handleSearchLegalDocuments(post({ data: { query: "AI" } }, { cookie: "lc_session=forged" }));
    expect(response.status).toBe(401);
  });

  test.each([
    ["no data", { query: "AI" }, /data/],
    ["empty query", { data: { query: "" } }, /data\.query: query must not be empty/],
    ["unknown index", { data: { query: "AI", indexes: ["legal-index-us"] } }, /data\.indexes\.0/],
    ["topK too large", { data: { query: "AI", topK: 1000 } }, /data\.topK/],
    [
      "wrong language",
      { data: { query: "AI", metadataFilter: { jurisdiction: "EU", language: "FR" } } },
      /data\.metadataFilter\.language/,
    ],
    ["embedding of strings", { data: { query: "AI", queryEmbedding: ["a"] } }, /data\.queryEmbedding/],
    ["not JSON", "{data:", /not valid JSON/],
  ])("invalid input (%s): 400 INVALID_ARGUMENT naming the field", async (_name, body, message) => {
    const alice = await signIn();
    const response = await handleSearchLegalDocuments(post(body, alice.headers()));
    expect(response.status).toBe(400);
    const json = (await response.json()) as { error: { status: string; message: string } };
    expect(json.error.status).toBe("INVALID_ARGUMENT");
    expect(json.error.message).toMatch(message);
  });

  test("GET and non-JSON bodies are refused as callable functions refuse them", async () => {
    const alice = await signIn();
    const get = await handleSearchLegalDocuments(new Request(url, { headers: alice.headers() }));
    expect(get.status).toBe(400);
    expect(((await get.json()) as { error: { status: string } }).error.status).toBe("INVALID_ARGUMENT");
    const form = await handleSearchLegalDocuments(
      new Request(url, {
        method: "POST",
        headers: { ...alice.headers(), "content-type": "application/x-www-form-urlencoded" },
        body: "query=AI",
      }),
    );
    expect(form.status).toBe(400);
  });

  test("over the per-user limit: 429 RESOURCE_EXHAUSTED; other users are not affected", async () => {
    const busy = await signIn();
    for (let i = 0; i < searchesPerMinute; i++) searchLimiter.take(busy.user.uid);
    const refused = await handleSearchLegalDocuments(post({ data: { query: "AI" } }, busy.headers()));
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as { error: { status: string; message: string } }).error).toMatchObject({
      status: "RESOURCE_EXHAUSTED",
      message: expect.stringMatching(/^Too many searches\. Try again in \d+ seconds\.$/),
    });
    const other = await signIn();
    expect((await handleSearchLegalDocuments(post({ data: { query: "AI" } }, other.headers()))).status).toBe(200);
  });

  test("in waitlist mode an unverified user gets 403 PERMISSION_DENIED, a verified one results", async () => {
    process.env.WAITLIST_MODE = "true";
    resetEnvForTests();
    const waiting = await signIn({ verified: false });
    const refused = await handleSearchLegalDocuments(post({ data: { query: "AI" } }, waiting.headers()));
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { error: { status: string } }).error.status).toBe("PERMISSION_DENIED");
    const verified = await signIn({ verified: true });
    expect((await handleSearchLegalDocuments(post({ data: { query: "AI" } }, verified.headers()))).status).toBe(200);
  });
});

describe("an unexpected failure", () => {
  test("answers 500 INTERNAL in the callable shape, without the failure's details", async () => {
    const alice = await signIn();
    // Force a real failure below the endpoint: the acts table is gone while the search runs.
    await queryRows(sql`alter table acts rename to acts_unavailable`);
    // …and the corpus is read again (on PGlite a search otherwise uses the one cached in memory).
    emitDataChanged("corpus");
    try {
      const response = await handleSearchLegalDocuments(post({ data: { query: "AI" } }, alice.headers()));
      expect(response.status).toBe(500);
      expect(response.headers.get("cache-control")).toBe("no-store");
      expect(await response.json()).toEqual({
        error: { code: "internal", status: "INTERNAL", message: "The search failed. Please try again." },
      });
    } finally {
      await queryRows(sql`alter table acts_unavailable rename to acts`);
    }
    expect((await handleSearchLegalDocuments(post({ data: { query: "AI" } }, alice.headers()))).status).toBe(200);
  });
});

test("the limit window opens again after a minute", () => {
  let time = 1_000_000;
  const limiter = createFixedWindowLimiter({ limit: 3, windowMs: 60_000, now: () => time });
  for (let i = 0; i < 3; i++) expect(limiter.take("window-user")).toBeUndefined();
  time += 10_000;
  expect(limiter.take("window-user")).toBe(50);
  time += 50_000;
  expect(limiter.take("window-user")).toBeUndefined();
});
