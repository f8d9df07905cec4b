/**
 * `npm run bench`: every benchmark, one after the other (each prints its own figures and its
 * ratios against a baseline measured in the same process). Name some to run only those:
 *   npm run bench -- feeds search
 * Options written as --name=value (or bare flags) are passed to each chosen benchmark:
 *   npm run bench -- feeds --rounds=5 --no-fast-path
 */
import { spawnSync } from "node:child_process";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const all = [
  "feeds",
  "search",
  "ingest",
  "retrieval",
  "starter",
  "full-texts",
  "assistant",
  "research-note",
  "ai-act",
  "memory",
  "regulation-cards",
  "load",
];
const chosen = process.argv.slice(2).filter((name) => !name.startsWith("-"));
const passed = process.argv.slice(2).filter((name) => name.startsWith("-"));
const unknown = chosen.filter((name) => !all.includes(name));
if (unknown.length > 0) {
  console.error(`Unknown benchmark(s): ${unknown.join(", ")}. Choose from: ${all.join(", ")}.`);
  process.exit(2);
}

let failed = 0;
for (const name of chosen.length > 0 ? chosen : all) {
  console.log(`\n=== bench:${name} ===`);
  const result = spawnSync(process.execPath, [path.join(root, `scripts/bench-${name}.ts`), ...passed], {
    cwd: root,
    stdio: "inherit",
  });
  if (result.status !== 0) failed++;
}
process.exit(failed > 0 ? 1 : 0);
