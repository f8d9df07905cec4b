import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, inject, test } from "vitest";
import { openDatabase, setDatabase } from "#app/db/client.server.ts";
import { importAct } from "#app/domain/corpus/import-act.server.ts";
import { parseActFile } from "#app/domain/corpus/parse-act-file.ts";
import { createPostgresCopy } from "../support/postgres.ts";
import { startServer, type ServerProcess } from "../support/server-process.ts";
import { signIn, type SignedIn } from "../support/sign-in.ts";

// The callable function through the real server: Express' Origin check (server/csrf.ts), the
// session cookie, the route and the callable error shape.
describe("POST /api/functions/searchLegalDocuments on the production server", () => {
  let server: ServerProcess;
  let alice: SignedIn;
  let dropDatabase: (() => Promise<unknown>) | undefined;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "legalcal-corpus-api-"));

  beforeAll(async () => {
    const template = inject("databaseTemplate");
    const env: Record<string, string> = { DATA_DIR: dataDir, DATABASE_URL: "" };
    let database;
    if (template.kind === "postgres") {
      const copy = await createPostgresCopy(template.url, template.template);
      env.DATABASE_URL = copy.url;
      dropDatabase = copy.drop;
      database = await openDatabase({ kind: "postgres", url: copy.url, migrate: false });
    } else {
      database = await openDatabase({ kind: "pglite", dataDir });
    }
    setDatabase(database);
    const source = fs.readFileSync(path.resolve(import.meta.dirname, "../fixtures/corpus/mini-act_EN.formex.xml"), "utf8");
    await importAct({ act: { ...parseActFile(source), celex: "32024R1689" } });
    alice = await signIn();
    setDatabase(undefined);
    await database.close();
    server = await startServer(env);
  });
  afterAll(async () => {
    await server?.stop();
    await dropDatabase?.();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const call = (headers: Record<string, string>, data: unknown = { query: "What must AI deployers do with cleaning logs?" }) =>
    fetch(`${server.url}/api/functions/searchLegalDocuments`, {
      method: "POST",
      headers: { "content-type": "application/json", ...headers },
      body: JSON.stringify({ data }),
    });

  test("a same-origin fetch with the session cookie gets the result", async () => {
    const response = await call({ origin: server.url, cookie: alice.cookie });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { result: { matches: { pinpoint: string; url: string }[]; missingActs: unknown[] } };
    expect(body.result.matches[0]).toMatchObject({ pinpoint: "art_2.par_1", url: "https://eur-lex.europa.eu/legal-content/EN/TXT/?uri=CELEX:32024R1689#002.001" });
  });

  test("signed out: 401 UNAUTHENTICATED in the callable error shape", async () => {
    const response = await call({ origin: server.url });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: { status: "UNAUTHENTICATED", message: "Sign in to search the legal documents." } });
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
