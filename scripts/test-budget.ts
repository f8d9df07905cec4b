/**
 * The test-time budget: reads the JSON reports that scripts/test.ts and the real-data run leave in
 * .tmp/reports and prints, per leg, the total and the slowest files (Vitest) and specs (Playwright)
 * with their seconds. CI prints it at the end (.ci/run).
 *   node scripts/test-budget.ts [--top 15]
 */
import fs from "node:fs";
import path from "node:path";
import { z } from "zod";

const root = path.resolve(import.meta.dirname, "..");
const reports = path.join(root, ".tmp/reports");
const topIndex = process.argv.indexOf("--top");
const top = z.coerce
  .number()
  .int()
  .min(1)
  .max(1000)
  .parse(topIndex === -1 ? 15 : process.argv[topIndex + 1]);

const VitestReport = z.object({
  testResults: z.array(
    z.object({ name: z.string(), startTime: z.number(), endTime: z.number(), assertionResults: z.array(z.unknown()) }),
  ),
});
type PlaywrightSuite = {
  title?: string;
  file?: string;
  specs?: { title: string; tests: { projectName: string; results: { duration: number }[] }[] }[];
  suites?: PlaywrightSuite[];
};
const PlaywrightSuiteSchema: z.ZodType<PlaywrightSuite> = z.lazy(() =>
  z.object({
    title: z.string().optional(),
    file: z.string().optional(),
    specs: z
      .array(
        z.object({
          title: z.string(),
          tests: z.array(z.object({ projectName: z.string(), results: z.array(z.object({ duration: z.number() })) })),
        }),
      )
      .optional(),
    suites: z.array(PlaywrightSuiteSchema).optional(),
  }),
);
const PlaywrightReport = z.object({
  suites: z.array(PlaywrightSuiteSchema),
  stats: z.object({ duration: z.number() }),
});

type Entry = { name: string; seconds: number; tests: number };

function print(title: string, entries: Entry[], wall: number | undefined) {
  const sum = entries.reduce((total, entry) => total + entry.seconds, 0);
  const tests = entries.reduce((total, entry) => total + entry.tests, 0);
  console.log(
    `\n${title}: ${tests} tests, ${sum.toFixed(0)} s summed over ${entries.length} items${wall === undefined ? "" : `, ${wall.toFixed(0)} s wall`}`,
  );
  for (const entry of [...entries].sort((a, b) => b.seconds - a.seconds).slice(0, top)) {
    console.log(`  ${entry.seconds.toFixed(1).padStart(7)} s  ${String(entry.tests).padStart(3)}  ${entry.name}`);
  }
}

function vitest(file: string, leg: string) {
  const report = VitestReport.parse(JSON.parse(fs.readFileSync(file, "utf8")));
  const entries = report.testResults.map((result) => ({
    name: path.relative(root, result.name),
    seconds: (result.endTime - result.startTime) / 1000,
    tests: result.assertionResults.length,
  }));
  const starts = report.testResults.map((result) => result.startTime);
  const ends = report.testResults.map((result) => result.endTime);
  print(
    `Vitest, ${leg} (slowest files)`,
    entries,
    starts.length ? (Math.max(...ends) - Math.min(...starts)) / 1000 : 0,
  );
}

function playwright(file: string, leg: string) {
  const report = PlaywrightReport.parse(JSON.parse(fs.readFileSync(file, "utf8")));
  const entries: Entry[] = [];
  const walk = (suite: PlaywrightSuite, file: string, titles: string[]) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        const seconds = test.results.reduce((total, result) => total + result.duration, 0) / 1000;
        entries.push({
          name: `${file} › ${[...titles, spec.title].join(" › ")} [${test.projectName}]`,
          seconds,
          tests: 1,
        });
      }
    }
    for (const child of suite.suites ?? []) walk(child, file, [...titles, child.title ?? ""]);
  };
  for (const suite of report.suites) walk(suite, suite.file ?? "?", []);
  print(`Playwright, ${leg} (slowest tests)`, entries, report.stats.duration / 1000);
}

if (!fs.existsSync(reports)) {
  console.log("No test reports in .tmp/reports.");
  process.exit(0);
}
for (const name of fs.readdirSync(reports).sort()) {
  const file = path.join(reports, name);
  const [kind, ...rest] = path.basename(name, ".json").split("-");
  const leg = rest.join("-");
  if (kind === "vitest") vitest(file, leg);
  else if (kind === "playwright") playwright(file, leg);
}
