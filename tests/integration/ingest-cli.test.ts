import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { runScript } from "../support/run-script.ts";
import { resolveCourtListLocation, XREPOSITORY_COURTS_URL } from "#app/domain/courts/court-list-location.ts";

const root = path.resolve(import.meta.dirname, "../..");
const fixtures = path.join(root, "tests/fixtures/court-data");
const tempDirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "legalcal-ingest-"));
  tempDirs.push(dir);
  return dir;
};
afterAll(() => tempDirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

/** Runs `node scripts/ingest.ts …` (what `npm run ingest --` runs) against its own PGlite folder. */
const ingest = (dataDir: string, args: string[], env: Record<string, string> = {}) =>
  runScript("ingest.ts", args, { DATA_DIR: dataDir, ...env });

/** A copy of a PGlite folder, so that a test's writes stay its own. */
const copyOf = (dir: string) => {
  const copy = tempDir();
  fs.cpSync(dir, copy, { recursive: true });
  return copy;
};

// The CLI runs on a PGlite folder whatever the leg (run-script.ts unsets DATABASE_URL): the
// PostgreSQL leg would run the same tests again (ADR 090).
const onPostgres = inject("databaseTemplate").kind === "postgres";

describe.skipIf(onPostgres)("npm run ingest (the CLI, in a child process)", () => {
  // One import of the fixture folder into a fresh PGlite folder (migrating it takes seconds on a
  // busy machine); each test works on its own copy of the result.
  const importedDir = tempDir();
  let first: Awaited<ReturnType<typeof ingest>>;
  beforeAll(async () => {
    first = await ingest(importedDir, ["--source", "oldp", "--from", path.join(fixtures, "oldp")]);
  }, 120_000);

  it(
    "imports a fixture folder and prints the summary; a second run changes nothing",
    { timeout: 120_000 },
    async () => {
      const dataDir = copyOf(importedDir);
      expect(first.stderr).not.toMatch(/error/i);
      expect(first.code).toBe(0);
      expect(first.stdout).toContain("oldp: read 8, new 4, updated 0, unchanged 0, duplicates 0, quarantined 4");
      expect(first.stdout).toContain("see the reasons with: npm run ingest -- --report");

      const second = await ingest(dataDir, ["--source", "oldp", "--from", path.join(fixtures, "oldp")]);
      expect(second.code).toBe(0);
      expect(second.stdout).toContain("oldp: read 8, new 0, updated 0, unchanged 4, duplicates 0, quarantined 4");
    },
  );

  it("--report lists the quarantined records with their reasons", async () => {
    const dataDir = copyOf(importedDir);
    const report = await ingest(dataDir, ["--report"]);
    expect(report.code).toBe(0);
    expect(report.stdout).toContain("4 quarantined record(s):");
    const lines = report.stdout.split("\n").filter((line) => line.startsWith("  oldp\t"));
    const reasons = Object.fromEntries(lines.map((line) => line.trim().split("\t").slice(1, 3)));
    expect(reasons).toMatchObject({
      "900002": "decision date in the future: 2027-04-06",
      "900005": "no court",
      "cases.jsonl:7": expect.stringMatching(/^unparseable record/),
      "900007": expect.stringMatching(/unparseable decision date/),
    });
    expect(Object.keys(reasons)).toHaveLength(4);
  });

  it("a bad argument gives a clear error, the usage and a non-zero exit", async () => {
    const dataDir = copyOf(importedDir);
    const badSource = await ingest(dataDir, ["--source", "juris"]);
    expect(badSource.code).toBe(2);
    expect(badSource.stderr).toMatch(/^ingest: --source: /);
    expect(badSource.stderr).toContain("usage:");

    const badDate = await ingest(dataDir, ["--source", "oldp", "--since", "12.10.2022"]);
    expect(badDate.code).toBe(2);
    expect(badDate.stderr).toContain("--since must be a date YYYY-MM-DD");

    const unknownOption = await ingest(dataDir, ["--source", "oldp", "--form", "x"]);
    expect(unknownOption.code).toBe(2);
    expect(unknownOption.stderr).toMatch(/Unknown option '--form'/);

    const missing = await ingest(dataDir, ["--source", "oldp", "--from", path.join(fixtures, "no-such-folder")]);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain("no such file or folder");
    expect(missing.stdout).toBe("");
  });

  it(
    "--since filters a local dump by decision date (records without a readable date are still quarantined)",
    { timeout: 60_000 },
    async () => {
      const dataDir = copyOf(importedDir);
      const result = await ingest(dataDir, [
        "--source",
        "oldp",
        "--from",
        path.join(fixtures, "oldp/cases.jsonl"),
        "--since",
        "2022-10-12",
      ]);
      expect(result.code).toBe(0);
      // Kept: 2022-10-13, 14.10.2022, 2027-04-06 (future: quarantined), the broken line and "gestern".
      expect(result.stdout).toContain("oldp: read 5, new 0, updated 0, unchanged 2, duplicates 0, quarantined 3");
    },
  );
});

describe.skipIf(onPostgres)("--courts xrepository", () => {
  it("resolves to the official XRepository download of GDS.Gerichte (or an override)", () => {
    expect(resolveCourtListLocation("xrepository", {})).toBe(XREPOSITORY_COURTS_URL);
    expect(XREPOSITORY_COURTS_URL).toMatch(
      /^https:\/\/www\.xrepository\.de\/api\/xrepository\/urn:xoev-de:xjustiz:codeliste:gds\.gerichte_\d+\.\d+\/download\/GDS\.Gerichte_\d+\.\d+\.json$/,
    );
    expect(
      resolveCourtListLocation("XRepository", { XREPOSITORY_COURTS_URL: "http://mirror.example/gerichte.json" }),
    ).toBe("http://mirror.example/gerichte.json");
    expect(resolveCourtListLocation("courts/xjustiz.json", {})).toBe("courts/xjustiz.json");
  });

  it("says clearly what to do when the download fails (offline) and leaves the database alone", async () => {
    const dataDir = tempDir();
    const result = await ingest(dataDir, ["--courts", "xrepository"], {
      XREPOSITORY_COURTS_URL: "http://127.0.0.1:9/GDS.Gerichte_3.6.json",
    });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(
      'could not download the court list "xrepository" (http://127.0.0.1:9/GDS.Gerichte_3.6.json)',
    );
    expect(result.stderr).toContain("download it elsewhere and pass the file: npm run ingest -- --courts <file>");
    expect(fs.readdirSync(dataDir)).toEqual([]);
  });
});
