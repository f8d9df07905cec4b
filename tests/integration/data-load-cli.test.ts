import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, inject, it } from "vitest";
import { runScript } from "../support/run-script.ts";
import { startServer } from "../support/server-process.ts";

const root = path.resolve(import.meta.dirname, "../..");
const starter = path.join(root, "tests/fixtures/starter");
const tempDirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "legalcal-data-load-"));
  tempDirs.push(dir);
  return dir;
};
afterAll(() => tempDirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

/** `npm run data:load -- …` against its own PGlite folder. */
const dataLoad = (dataDir: string, args: string[]) => runScript("data-load.ts", args, { DATA_DIR: dataDir });

// The CLI runs on a PGlite folder whatever the leg (run-script.ts unsets DATABASE_URL): the
// PostgreSQL leg would run the same tests again (ADR 090).
const onPostgres = inject("databaseTemplate").kind === "postgres";

describe.skipIf(onPostgres)("npm run data:load (the CLI, in a child process)", () => {
  const dataDir = tempDir();

  it(
    "recognises every kind of file in a folder, reports each and sums up with the quarantine's reasons",
    { timeout: 120_000 },
    async () => {
      const first = await dataLoad(dataDir, [starter]);
      expect(first.stdout).toContain(
        "✓ tests/fixtures/starter/courts/ecli-courts.tsv [courts-ecli]: 13 courts in the registry",
      );
      expect(first.stdout).toContain(
        "✓ tests/fixtures/starter/decisions/KARE600000001.xml [rii]: imported 1, updated 0, unchanged 0, quarantined 0",
      );
      expect(first.stdout).toContain(
        "✓ tests/fixtures/starter/decisions/oldp-cases.jsonl.gz [oldp]: imported 4, updated 0, unchanged 0, quarantined 4",
      );
      expect(first.stdout).toContain(
        "✓ tests/fixtures/starter/decisions/bgh-pdf-2000-2009-metadata.jsonl [bgh-metadata]: imported 3, updated 0, unchanged 0, quarantined 0",
      );
      expect(first.stdout).toContain(
        "✓ tests/fixtures/starter/decisions/bgh-rii-metadata.jsonl.gz [bgh-metadata]: imported 7, updated 0, unchanged 1, quarantined 4",
      );
      expect(first.stdout).toContain("✓ tests/fixtures/starter/eu-acts/mini-act_EN.formex.xml [eu-act]: 14 provisions");
      expect(first.stdout).toContain("– tests/fixtures/starter/README.md: not loaded (not a data file)");
      expect(first.stdout).toMatch(
        /summary: 11 files — decisions imported 16, updated 0, unchanged 1, quarantined 8; EU acts 2/,
      );
      expect(first.stdout).toContain("rii: malformed ECLI");
      expect(first.stdout).toContain("rii: ECLI date differs from the decision date");
      expect(first.stdout).toContain("oldp: decision date in the future");
      // A file the corpus cannot parse is named with the reason; the load goes on and exits 1.
      expect(first.stdout).toContain("✓ tests/fixtures/starter/eu-acts/old-directive_EN.txt [eu-act]: 1 provisions");
      expect(first.stdout).toMatch(
        /✗ tests\/fixtures\/starter\/eu-acts\/empty-act_EN\.formex\.xml \[eu-act\]: failed: Cannot tell the CELEX number/,
      );
      expect(first.stderr).not.toMatch(/Error:|at .*\.ts:\d+/);
      expect(first.code).toBe(1);

      const second = await dataLoad(dataDir, [path.join(starter, "decisions"), path.join(starter, "courts")]);
      expect(second.code).toBe(0);
      expect(second.stdout).toMatch(/summary: 7 files — decisions imported 0, updated 0, unchanged 17, quarantined 8/);
    },
  );

  it(
    "refuses clearly while a server holds the embedded database, and names a missing path",
    { timeout: 120_000 },
    async () => {
      const missing = await dataLoad(dataDir, [path.join(starter, "nothing-here")]);
      expect(missing.code).toBe(2);
      expect(missing.stderr).toContain("no such file or folder");

      const server = await startServer({ DATA_DIR: dataDir, DATABASE_URL: "" });
      try {
        const refused = await dataLoad(dataDir, [starter]);
        expect(refused.code).toBe(3);
        expect(refused.stderr).toContain("data:load: refused:");
        expect(refused.stderr).toContain("Stop the server");
        expect(refused.stdout).not.toContain("summary:");
      } finally {
        await server.stop();
      }
    },
  );
});
