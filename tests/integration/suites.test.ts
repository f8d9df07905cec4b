import fs from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";
import { databaseTestFiles, e2eSpecs, root, touchesDatabase } from "../support/suites.ts";

// Which tests run against PostgreSQL too (tests/support/suites.ts, ADR 090).

test("every end-to-end spec is classified as depending on the database or not, and no entry is stale", () => {
  const specs = fs
    .readdirSync(path.join(root, "tests/e2e"))
    .filter((name) => name.endsWith(".spec.ts"))
    .sort();
  expect(Object.keys(e2eSpecs).sort()).toEqual(specs);
});

test("a file that imports a database, server or CLI helper runs against PostgreSQL; a pure one does not", () => {
  // Written in pieces, so that this file's own source does not import what it names.
  const from = (module: string) => `import { x } from "${module}.ts";`;
  expect(touchesDatabase(from("../support/database"))).toBe(true);
  expect(touchesDatabase(from("../../tests/support/test-server"))).toBe(true);
  expect(touchesDatabase(from("../support/run-script"))).toBe(true);
  expect(touchesDatabase(from("#app/db/client.server"))).toBe(true);
  expect(touchesDatabase(from("../support/render-route"))).toBe(false);
  const files = databaseTestFiles();
  expect(files).toContain("tests/integration/server.test.ts");
  expect(files).toContain("tests/integration/database.test.ts");
  expect(files).not.toContain("tests/integration/suites.test.ts");
});
