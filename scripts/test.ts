/**
 * `npm test`: static checks, the production build, unit and integration tests (Vitest), then
 * the end-to-end tests (Playwright in Debian's Chromium). With TEST_DATABASE_URL set, both test
 * suites run against that PostgreSQL server instead of the embedded PGlite, and only where the
 * database matters (tests/support/suites.ts): the Vitest files that open a database, start a
 * server or run a CLI, and the end-to-end specs whose behaviour depends on the database.
 * Each suite writes a JSON report to .tmp/reports; the test-time budget (scripts/test-budget.ts)
 * prints the slowest files and specs.
 *   node scripts/test.ts [--skip-static] [--skip-build] [--only static,build,vitest,playwright]
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { databaseTestFiles, e2eDatabaseSpecs } from "../tests/support/suites.ts";

const root = path.resolve(import.meta.dirname, "..");
const bin = path.join(root, "node_modules/.bin");
const env = { ...process.env, PATH: `${bin}${path.delimiter}${process.env.PATH}` };
const skipStatic = process.argv.includes("--skip-static");
const skipBuild = process.argv.includes("--skip-build");
const groups = ["static", "build", "vitest", "playwright"] as const;
type Group = (typeof groups)[number];
const onlyIndex = process.argv.indexOf("--only");
const only = onlyIndex === -1 ? [...groups] : (process.argv[onlyIndex + 1] ?? "").split(",");
for (const group of only)
  if (!groups.includes(group as Group))
    throw new Error(`--only takes a comma-separated list of ${groups.join(", ")}, not ${group}`);
const runs = (group: Group) =>
  only.includes(group) && !(group === "static" && skipStatic) && !(group === "build" && skipBuild);
const postgres = Boolean(process.env.TEST_DATABASE_URL);
const leg = postgres ? "postgres" : "pglite";
const reports = path.join(root, ".tmp/reports");
fs.mkdirSync(reports, { recursive: true });

type Step = { name: string; command: string[]; env?: Record<string, string> };
const steps: Step[] = [
  ...(!runs("static")
    ? []
    : [
        { name: "typecheck", command: ["react-router", "typegen"] },
        { name: "typecheck", command: ["tsc"] },
        { name: "lint", command: ["oxlint", "--deny-warnings", "app", "server", "server.ts", "scripts", "tests"] },
        { name: "format", command: ["prettier", "--check", "--log-level=warn", "**/*.{ts,tsx,js,mjs,cjs,css}"] },
      ]),
  ...(!runs("build")
    ? []
    : [
        { name: "build", command: ["react-router", "build"] },
        { name: "js budget", command: ["node", "scripts/check-js-budget.ts"] },
      ]),
  ...(!runs("vitest")
    ? []
    : [
        {
          name: `vitest (${leg})`,
          command: [
            "vitest",
            "run",
            "--reporter=default",
            "--reporter=json",
            `--outputFile.json=${path.join(reports, `vitest-${leg}.json`)}`,
            ...(postgres ? databaseTestFiles() : []),
          ],
        },
      ]),
  ...(!runs("playwright")
    ? []
    : [
        {
          name: `playwright (${leg})`,
          command: ["playwright", "test", "--reporter=list,json", ...(postgres ? e2eDatabaseSpecs : [])],
          env: { PLAYWRIGHT_JSON_OUTPUT_NAME: path.join(reports, `playwright-${leg}.json`) },
        },
      ]),
];

for (const {
  name,
  command: [command, ...args],
  env: stepEnv,
} of steps) {
  const started = Date.now();
  console.log(
    `\n▶ ${name}: ${command} ${args.length > 12 ? `${args.slice(0, 12).join(" ")} … (${args.length - 12} more)` : args.join(" ")}`,
  );
  const result = spawnSync(command!, args, { cwd: root, env: { ...env, ...stepEnv }, stdio: "inherit" });
  console.log(
    `◀ ${name} ${result.status === 0 ? "passed" : "FAILED"} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  if (result.status !== 0) process.exit(result.status ?? 1);
}
