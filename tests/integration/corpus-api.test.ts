import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { importAct } from "#app/domain/corpus/import/import-act.server.ts";
import { parseActFile } from "#app/domain/corpus/import/parse-act-file.ts";
import { startTestServer, startTestServerProcess, type TestServer } from "../support/test-server.ts";
import { signIn, type SignedIn } from "../support/sign-in.ts";

// The callable function through the real server: Express' Origin check (server/csrf.ts), the
// session cookie, the route and the callable error shape.
describe("POST /api/functions/searchLegalDocuments on the production server", () => {
  let server: TestServer;
  let alice: SignedIn;

  beforeAll(async () => {
    server = await startTestServer("corpus-api", {}, async () => {
      const source = fs.readFileSync(
        path.resolve(import.meta.dirname, "../fixtures/corpus/mini-act_EN.formex.xml"),
        "utf8",
      );
      await importAct({ act: { ...parseActFile(source), celex: "32024R1689" } });
      alice = await signIn();
    });
  });
  afterAll(async () => server?.close());

  const call = (
    headers: Record<string, string>,
    data: unknown = { query: "What must AI deployers do with cleaning logs?" },
  ) =>
    fetch(`${server.url}/api/functions/searchLegalDocuments`, {
      method: "POST",
      headers: { "content-type": "application/json", ...headers },
      body: JSON.stringify({ data }),
    });

  test("a same-origin fetch with the session cookie gets the result", async () => {
    const response = await call({ origin: server.url, cookie: alice.cookie });
    expect(response.status).toBe(200);
    const body = (await response.json()) as {
      result: { matches: { pinpoint: string; url: string }[]; missingActs: unknown[] };
    };
    expect(body.result.matches[0]).toMatchObject({
      pinpoint: "art_2.par_1",
      url: "https://eur-lex.europa.eu/legal-content/EN/TXT/?uri=CELEX:32024R1689#002.001",
    });
  });

  test("signed out: 401 UNAUTHENTICATED in the callable error shape", async () => {
    const response = await call({ origin: server.url });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      error: { code: "unauthorized", status: "UNAUTHENTICATED", message: "Sign in to search the legal documents." },
    });
  });

  test("invalid data: 400 INVALID_ARGUMENT", async () => {
    const response = await call({ origin: server.url, cookie: alice.cookie }, { query: 42 });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { status: string } }).error.status).toBe("INVALID_ARGUMENT");
  });

  test("another origin is refused before the session is used", async () => {
    const response = await call({ origin: "https://evil.example", cookie: alice.cookie });
    expect(response.status).toBe(403);
    expect(((await response.clone().json()) as { error: { status: string } }).error.status).toBe("PERMISSION_DENIED");
  });
});

// The corpus's hand-written data is not in the server bundle: the production server reads
// corpus-data/ from disk (vocabularies, concept map, and the paraphrases when they are on).
describe("the production server reads the corpus data from disk", () => {
  let server: TestServer;
  let alice: SignedIn;

  beforeAll(async () => {
    // A process of its own: CORPUS_PARAPHRASES configures the process's corpus index (ADR 101).
    server = await startTestServerProcess("corpus-api-data", { CORPUS_PARAPHRASES: "on" }, async () => {
      const source = fs.readFileSync(
        path.resolve(import.meta.dirname, "../fixtures/corpus/mini-act_EN.formex.xml"),
        "utf8",
      );
      await importAct({ act: { ...parseActFile(source), celex: "32024R1689" } });
      alice = await signIn();
    });
  });
  afterAll(async () => server?.close());

  test("a German question finds the English provision through the glossary", async () => {
    const response = await fetch(`${server.url}/api/functions/searchLegalDocuments`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: server.url, cookie: alice.cookie },
      body: JSON.stringify({ data: { query: "Was müssen Betreiber mit den Protokollen tun?" } }),
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { result: { matches: { pinpoint: string }[] } };
    expect(body.result.matches[0]?.pinpoint).toBe("art_2.par_1");
  });
});
