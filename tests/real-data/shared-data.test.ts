import fs from "node:fs";
import { describe, expect, test } from "vitest";
import { realDataFile } from "../support/real-data.ts";

// Each area adds its own real-data tests beside this one; this file proves the folder is there.
describe("../shared/data", () => {
  test("is present with its README", () => {
    expect(fs.readFileSync(realDataFile("README.md"), "utf8")).toContain("Real data from public sources");
  });
});
