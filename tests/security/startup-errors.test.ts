import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, inject, test, vi } from "vitest";
import { migratedDataDir } from "../support/database.ts";
import { startServer } from "../support/server-process.ts";

/*
 * Last round's partial fix: a port in use, an unresolvable HOST, DATA_DIR pointing at a file and
 * an unreachable DATABASE_URL ended in a raw stack; AI_BASE_URL=not-a-url was accepted. Each now
 * stops the server with one line that names the variable and what to do.
 */
// Each case starts a server process, which makes its database first: slow on a loaded machine.
vi.setConfig({ testTimeout: 120_000 });
const folder = fs.mkdtempSync(path.join(os.tmpdir(), "lc-startup-"));
const blocker = net.createServer();
afterAll(() => {
  blocker.close();
  fs.rmSync(folder, { recursive: true, force: true });
});

/** A copy of the run's migrated folder: the failures after the database opens (listen) need no first migration. */
const migrated = () => {
  const dir = migratedDataDir("startup-errors");
  copies.push(dir);
  return dir;
};
const copies: string[] = [];
afterAll(() => copies.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

async function failure(env: Record<string, string>): Promise<string> {
  const error = (await startServer({
    LOG_LEVEL: "fatal",
    DATA_DIR: path.join(folder, crypto.randomUUID()),
    ...env,
  }).then(
    (server) => {
      server.child.kill("SIGKILL");
      throw new Error("the server started");
    },
    (thrown: unknown) => thrown,
  )) as { code?: number; output?: string };
  expect(error.code).toBe(1);
  const output = error.output ?? "";
  expect(output).not.toMatch(/^\s+at /m); // no stack
  return output;
}

// Processes on PGlite folders whatever the leg (no DATABASE_URL but the unreachable one): the
// PostgreSQL leg would run the same tests again (ADR 090).
describe.skipIf(inject("databaseTemplate").kind === "postgres")("startup errors", () => {
  test("the port in use", async () => {
    await new Promise<void>((resolve) => blocker.listen(0, "127.0.0.1", resolve));
    const port = String((blocker.address() as net.AddressInfo).port);
    expect(await failure({ PORT: port, PUBLIC_URL: `http://127.0.0.1:${port}`, DATA_DIR: migrated() })).toMatch(
      new RegExp(`cannot start: PORT=${port}: the port is in use .*set PORT to a free port`),
    );
  });

  test("a HOST that does not resolve", async () => {
    expect(
      await failure({ HOST: "no-such-host.invalid", PUBLIC_URL: "http://127.0.0.1:3000", DATA_DIR: migrated() }),
    ).toMatch(/cannot start: HOST=no-such-host\.invalid: cannot listen on this address/);
  });

  test("DATA_DIR pointing at a file", async () => {
    const file = path.join(folder, "a-file");
    fs.writeFileSync(file, "x");
    expect(await failure({ DATA_DIR: file })).toMatch(
      /cannot start: DATA_DIR=.*a-file is a file, not a folder\. Point DATA_DIR at a folder/,
    );
  });

  test("an unreachable DATABASE_URL, without its password in the message", async () => {
    const output = await failure({ DATABASE_URL: "postgres://user:secret@127.0.0.1:1/legal" });
    expect(output).toMatch(
      /cannot start: DATABASE_URL \(127\.0\.0\.1:1\/legal\): the database server cannot be reached \(ECONNREFUSED\)\. Start PostgreSQL or correct DATABASE_URL/,
    );
    expect(output).not.toContain("secret");
  });

  test("AI_BASE_URL that is not a URL", async () => {
    expect(await failure({ AI_BASE_URL: "not-a-url" })).toMatch(
      /cannot start: Invalid environment configuration:[\s\S]*AI_BASE_URL.*expected an http\(s\) URL/,
    );
  });
});
