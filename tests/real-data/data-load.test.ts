import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, expect, test } from "vitest";
import { realDataFile, sharedDataDir } from "../support/real-data.ts";
import { runScript } from "../support/run-script.ts";

// `npm run data:load` on every file in ../shared/data: no crash, every court list and decision
// file loaded, the BGH metadata complete (imported + quarantined = records), the quarantine reported.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "legalcal-real-data-load-"));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

test(
  "data:load loads every file in ../shared/data it recognises and reports its quarantine",
  { timeout: 900_000 },
  async () => {
    for (const file of [
      "de-courts/xjustiz_GDS.Gerichte_3.6.json",
      "de-courts/oldp/ecli_courts_de.tsv",
      "de-courts/bgh/bgh-rii-metadata.jsonl.gz",
      "de-courts/bgh/bgh-pdf-2000-2009-metadata.jsonl.gz",
      "de-courts/rii/KVRE427811801.xml",
      "de-courts/oldp/dump_cases.10.jsonl.gz",
      "eu-acts/ai-act_2024-1689_EN.formex-combined.xml",
    ])
      realDataFile(file);
    const result = await runScript("data-load.ts", [sharedDataDir], { DATA_DIR: dataDir });
    const out = result.stdout;
    // No crash: a summary, no stack trace; exit 0, or 1 when an act format has no parser yet.
    expect(result.stderr).not.toMatch(/\bat .*\.[tj]s:\d+:\d+/);
    expect(out).toMatch(
      /^summary: \d+ files — decisions imported \d+, updated \d+, unchanged \d+, quarantined \d+; EU acts \d+; failed \d+; not recognised \d+$/m,
    );
    expect([0, 1]).toContain(result.code);
    const line = (name: string) => out.split("\n").find((entry) => entry.includes(name)) ?? "";
    for (const name of [
      "xjustiz_GDS.Gerichte_3.6.json",
      "ecli_courts_de.tsv",
      "KVRE427811801.xml",
      "dump_cases.10.jsonl.gz",
      "bgh-2018-04-10-viii-zr-12717.django-fixture.json",
      "e2e-synthetic_JURE200030030.akn.xml",
    ]) {
      expect(line(name), name).toMatch(/^ {2}✓ /);
    }
    const rii =
      /bgh-rii-metadata\.jsonl\.gz \[bgh-metadata\]: imported (\d+), updated 0, unchanged (\d+), quarantined (\d+)/.exec(
        out,
      );
    expect(rii, out).not.toBeNull();
    expect(Number(rii![1]) + Number(rii![2]) + Number(rii![3])).toBe(32_622);
    expect(Number(rii![3])).toBeGreaterThan(0);
    expect(Number(rii![3])).toBeLessThan(200);
    expect(line("bgh-pdf-2000-2009-metadata.jsonl.gz")).toMatch(
      /imported 27929, updated 0, unchanged 0, quarantined 0/,
    );
    // At least the original AI Act in Formex is installed; other act files are loaded or named with a reason.
    expect(line("ai-act_2024-1689_EN.formex-combined.xml")).toMatch(/✓ .*\[eu-act\]: \d+ provisions/);
    for (const entry of out.split("\n").filter((text) => text.includes("[eu-act]")))
      expect(entry).toMatch(/✓ .*provisions$|✗ .*failed: .+/);
    // Page samples of other portals and the OpenAPI description are named, not loaded.
    expect(line("nrw_1.html")).toMatch(/– .*not loaded \(markup of an unknown source\)/);
    expect(line("ris-search_openapi.json")).toMatch(/not loaded \(an API description, not data\)/);
    // The quarantine, grouped by reason: the BGH metadata's inconsistent ECLIs and the dump's future dates.
    expect(out).toContain("rii: ECLI date differs from the decision date");
    expect(out).toContain("oldp: decision date in the future");
  },
);
