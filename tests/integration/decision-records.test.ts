import fs from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";
import { decisionIndex, decisionRecords, decisionsDir } from "../../scripts/decision-records.ts";

test("every decision record has a status and a date, and the index lists them as they are (npm run docs:decisions)", () => {
  const records = decisionRecords();
  expect(records.length).toBeGreaterThan(80);
  expect(new Set(records.map((record) => record.number)).size).toBe(records.length);
  for (const record of records)
    for (const by of record.by ?? [])
      expect(
        records.some((other) => other.number === by),
        `${record.file}: by ${by}`,
      ).toBe(true);
  expect(fs.readFileSync(path.join(decisionsDir, "README.md"), "utf8")).toBe(decisionIndex(records));
});
