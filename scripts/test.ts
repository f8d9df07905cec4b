/**
 * `npm test`: static checks, the production build, unit and integration tests (Vitest), then
 * the end-to-end tests (Playwright in Debian's Chromium). With TEST_DATABASE_URL set, both test
 * suites run against that PostgreSQL server instead of the embedded PGlite.
 *   node scripts/test.ts [--skip-static]
 */
import { spawnSync } from "node:child_process";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const bin = path.join(root, "node_modules/.bin");
const env = { ...process.env, PATH: `${bin}${path.delimiter}${process.env.PATH}` };
const skipStatic = process.argv.includes("--skip-static");

const steps: [string, string[]][] = [
  ...(skipStatic
    ? []
    : ([
        ["typecheck", ["react-router", "typegen"]],
        ["typecheck", ["tsc"]],
        ["lint", ["oxlint", "--deny-warnings", "app", "server", "server.ts", "scripts", "tests"]],
      ] as [string, string[]][])),
  ["build", ["react-router", "build"]],
  ["js budget", ["node", "scripts/check-js-budget.ts"]],
  ["vitest", ["vitest", "run"]],
  ["playwright", ["playwright", "test"]],
];

for (const [name, [command, ...args]] of steps) {
  const started = Date.now();
  console.log(`\n▶ ${name}: ${command} ${args.join(" ")}`);
  const result = spawnSync(command!, args, { cwd: root, env, stdio: "inherit" });
  console.log(`◀ ${name} ${result.status === 0 ? "passed" : "FAILED"} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  if (result.status !== 0) process.exit(result.status ?? 1);
}
