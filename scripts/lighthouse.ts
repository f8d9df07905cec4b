/**
 * `npm run lighthouse`: Lighthouse 13 (Debian's Chromium via CHROME_PATH) on the public pages of
 * the production build, served from a private copy of the build, with its own temporary data
 * folder (seeded like the e2e database) and its own port. Prints the four category scores per
 * page and exits 1 when a page misses its bars (performance ≥ 95, the others 100).
 * With --starter the database is not seeded: the server installs the real starter set
 * (data/starter) as on a first start, and the pages are measured once it is done (without paths:
 * the home page, the feeds page and three decision pages of the set).
 *   node scripts/lighthouse.ts [--desktop] [--keep] [--starter] [/path …]
 */
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import { ensureBuild } from "./ensure-build.ts";

const root = path.resolve(import.meta.dirname, "..");
const bin = path.join(root, "node_modules/.bin");
const args = process.argv.slice(2);
const desktop = args.includes("--desktop");
const keep = args.includes("--keep");
const starter = args.includes("--starter");
const paths = args.filter((arg) => arg.startsWith("/"));
// With the starter set: its pages that weigh most (a BGH decision with metadata only, a BGH decision
// with its full text, the largest full text in the set) besides the home page and the feeds page.
const starterPages = [
  "/",
  "/calendar-feeds",
  "/decision-details/rii-kore303672026",
  "/decision-details/oldp-66",
  "/decision-details/oldp-343880",
];
const pages = paths.length > 0 ? paths : starter ? starterPages : ["/", "/pricing", "/contact", "/privacy-policy"];
const chromeFlags = "--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage";
const categories = ["performance", "accessibility", "best-practices", "seo"] as const;
const bars: Record<(typeof categories)[number], number> = {
  performance: 95,
  accessibility: 100,
  "best-practices": 100,
  seo: 100,
};

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

ensureBuild("lighthouse: building the production bundle…");
// A private copy: another build in the shared tree cannot change the pages under measurement.
fs.mkdirSync(path.join(root, ".tmp"), { recursive: true });
const work = fs.mkdtempSync(path.join(root, ".tmp/lighthouse-"));
fs.cpSync(path.join(root, "build"), path.join(work, "build"), { recursive: true });
fs.copyFileSync(path.join(root, "server.ts"), path.join(work, "server.ts"));
const dataDir = path.join(work, "data");
const port = Number(process.env.LIGHTHOUSE_PORT) || (await freePort());
const origin = `http://127.0.0.1:${port}`;
const serverEnv: NodeJS.ProcessEnv = {
  ...process.env,
  NODE_ENV: "production",
  HOST: "127.0.0.1",
  PORT: String(port),
  PUBLIC_URL: origin,
  DATA_DIR: dataDir,
  LOG_LEVEL: "warn",
  STARTER_DATA: starter ? "auto" : (process.env.STARTER_DATA ?? "off"),
  INGEST_SCHEDULE: process.env.INGEST_SCHEDULE ?? "false",
};
delete serverEnv.DATABASE_URL;

// Seed like the e2e database so that the sample calendar has decisions to show (or, with
// --starter, let the server install the real starter set).
const seed = starter
  ? { status: 0 }
  : spawnSync(
      process.execPath,
      [
        "--input-type=module",
        "-e",
        `const { seedE2e } = await import(${JSON.stringify(path.join(root, "tests/support/seed-e2e.ts"))}); await seedE2e();`,
      ],
      {
        cwd: root,
        env: serverEnv,
        stdio: ["ignore", "ignore", "inherit"],
      },
    );
if (seed.status !== 0) throw new Error("seeding the Lighthouse database failed");

const server = spawn(process.execPath, [path.join(work, "server.ts")], {
  cwd: root,
  env: serverEnv,
  stdio: ["ignore", "pipe", "inherit"],
});
let stopped = false;
const stop = () => {
  if (!stopped && server.exitCode === null) server.kill("SIGTERM");
  stopped = true;
};
process.on("exit", stop);
await new Promise<void>((resolve, reject) => {
  const timer = setTimeout(() => reject(new Error("the server did not start within 60 s")), 60_000);
  server.stdout!.on("data", (chunk: Buffer) => {
    if (chunk.toString().includes('"msg":"listening"')) {
      clearTimeout(timer);
      resolve();
    }
  });
  server.once("exit", (code) => reject(new Error(`the server exited with ${code}`)));
});

if (starter) {
  const startedWaiting = Date.now();
  for (;;) {
    const ready = (await (await fetch(`${origin}/readyz`)).json()) as { status?: string };
    if (ready.status === "ready") break;
    if (Date.now() - startedWaiting > 600_000) throw new Error("the starter set was not installed within 10 minutes");
    await new Promise((resolve) => setTimeout(resolve, 2000));
  }
  console.log(`lighthouse: starter set installed in ${Math.round((Date.now() - startedWaiting) / 1000)} s`);
}

// Warm up: the first request to a fresh server compiles and opens everything; that is not what
// a visitor of a running site measures.
for (const page of pages) await (await fetch(`${origin}${page}`)).text();

type Report = {
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { score: number | null; title: string; scoreDisplayMode: string }>;
};
const rows: { page: string; scores: number[]; failing: string[] }[] = [];
let missed = false;
try {
  for (const page of pages) {
    const output = path.join(work, `report-${rows.length}.json`);
    // Chromium under load sometimes loses the trace (NO_NAVSTART): one more try before giving up.
    for (let attempt = 1; ; attempt++) {
      fs.rmSync(output, { force: true });
      const result = spawnSync(
        path.join(bin, "lighthouse"),
        [
          `${origin}${page}`,
          "--output=json",
          `--output-path=${output}`,
          "--quiet",
          `--chrome-flags=${chromeFlags}`,
          `--only-categories=${categories.join(",")}`,
          ...(desktop ? ["--preset=desktop"] : []),
        ],
        {
          cwd: root,
          env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? "/usr/bin/chromium" },
          stdio: ["ignore", "ignore", "pipe"],
          encoding: "utf8",
        },
      );
      if (result.status === 0 && fs.existsSync(output)) break;
      if (attempt >= 2) throw new Error(`lighthouse failed on ${page}:\n${result.stderr}`);
      console.error(`lighthouse: ${page} failed (${result.stderr.trim().split("\n").at(-1)}), retrying`);
    }
    const report = JSON.parse(fs.readFileSync(output, "utf8")) as Report;
    const scores = categories.map((category) => Math.round((report.categories[category]?.score ?? 0) * 100));
    const failing = Object.entries(report.audits)
      .filter(
        ([, audit]) =>
          audit.score !== null &&
          audit.score < 0.9 &&
          ["binary", "numeric", "metricSavings"].includes(audit.scoreDisplayMode),
      )
      .map(([id]) => id);
    categories.forEach((category, index) => (missed ||= scores[index]! < bars[category]));
    rows.push({ page, scores, failing });
  }
} finally {
  stop();
  if (!keep) fs.rmSync(work, { recursive: true, force: true });
}

console.log(`\nLighthouse ${desktop ? "desktop" : "mobile"} scores (bars: performance ≥ 95, others 100)`);
console.log(`  ${"page".padEnd(18)} ${categories.map((category) => category.padStart(14)).join("")}`);
for (const row of rows) {
  console.log(`  ${row.page.padEnd(18)} ${row.scores.map((score) => String(score).padStart(14)).join("")}`);
  if (row.failing.length > 0) console.log(`    audits below 90: ${row.failing.join(", ")}`);
}
process.exit(missed ? 1 : 0);
