import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, expect, test } from "vitest";
import { buildIsStale } from "../../scripts/ensure-build.ts";

let root = "";
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

function write(file: string, secondsAgo: number) {
  const full = path.join(root, file);
  fs.mkdirSync(path.dirname(full), { recursive: true });
  fs.writeFileSync(full, "x");
  const time = new Date(Date.now() - secondsAgo * 1000);
  // The folders too: a folder's time changes when a file is added or removed, and counts.
  for (let at = full; at !== root; at = path.dirname(at)) fs.utimesSync(at, time, time);
}

test("`npm start` builds when the build is missing or older than any source, and not otherwise", () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "ensure-build-"));
  write("app/root.tsx", 300);
  write("package-lock.json", 300);
  expect(buildIsStale(root)).toBe(true); // no build yet

  write("build/server/index.js", 100);
  expect(buildIsStale(root)).toBe(false);

  write("app/routes/deep/nested/page.tsx", 10); // a source changed after the build
  expect(buildIsStale(root)).toBe(true);

  write("build/server/index.js", 0);
  expect(buildIsStale(root)).toBe(false);
  write("vite.config.ts", -5); // configuration counts as a source too
  expect(buildIsStale(root)).toBe(true);
});
