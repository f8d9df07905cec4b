/**
 * `npm run bench:memory`: how much the server's memory grows under oversized request bodies.
 *
 * Starts the production server (a fresh embedded database in a temporary folder), signs in through
 * the development identity provider, then sends bodies far above the 256 KB request limit while
 * sampling the server's resident set size (VmRSS in /proc) every 20 ms:
 *   - one 200 MB JSON body to POST /api/functions/searchLegalDocuments (signed in);
 *   - one 200 MB form body to POST /account (signed in);
 *   - 20 concurrent 50 MB bodies (half with Content-Length, half chunked; JSON and form alike).
 * Prints the RSS before (the baseline, measured in the same run), the peak, the growth and its ratio
 * to the 50 MB budget. Bodies are generated on the fly, so this process stays small. Linux only.
 *   node scripts/bench-memory.ts [--single-mb 200] [--concurrent 20] [--concurrent-mb 50]
 */
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { CookieJar, csrfTokenOf, devIdpSignIn } from "../tests/support/dev-idp-sign-in.ts";
import { freePort, startServer } from "../tests/support/server-process.ts";

const { values } = parseArgs({
  options: {
    "single-mb": { type: "string", default: "200" },
    concurrent: { type: "string", default: "20" },
    "concurrent-mb": { type: "string", default: "50" },
  },
});
const singleMb = Number(values["single-mb"]);
const concurrent = Number(values.concurrent);
const concurrentMb = Number(values["concurrent-mb"]);
const budgetMb = 50;
const MB = 1024 * 1024;

function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}

type Body = { path: string; contentType: string; megabytes: number; chunked: boolean };

/** Streams a body of `megabytes` (a JSON string value or a form field) and resolves with the status. */
function send(base: URL, cookie: string, csrf: string, body: Body): Promise<string> {
  const total = Math.round(body.megabytes * MB);
  const json = body.contentType === "application/json";
  const head = Buffer.from(json ? '{"data":{"query":"' : `csrf=${encodeURIComponent(csrf)}&intent=delete&pad=`);
  const tail = Buffer.from(json ? '"}}' : "");
  const chunk = Buffer.alloc(64 * 1024, "a");
  const headers: Record<string, string | number> = {
    "content-type": body.contentType,
    origin: base.origin,
    cookie,
    "x-csrf-token": csrf,
  };
  if (!body.chunked) headers["content-length"] = total;
  return new Promise((resolve) => {
    let settled = false;
    const done = (outcome: string) => {
      if (settled) return;
      settled = true;
      resolve(outcome);
    };
    const req = http.request(
      { host: base.hostname, port: base.port, path: body.path, method: "POST", headers, agent: false },
      (res) => {
        res.resume();
        res.on("end", () => done(String(res.statusCode)));
        res.on("error", () => done(String(res.statusCode)));
      },
    );
    req.on("error", (error: NodeJS.ErrnoException) => done(error.code ?? "error"));
    let sent = 0;
    const write = () => {
      if (sent === 0) {
        req.write(head);
        sent += head.length;
      }
      while (sent < total - tail.length) {
        if (req.destroyed || settled) return;
        const piece = chunk.subarray(0, Math.min(chunk.length, total - tail.length - sent));
        sent += piece.length;
        if (!req.write(piece)) return void req.once("drain", write);
      }
      req.end(tail);
    };
    write();
  });
}

/** Runs `work` while sampling the server's RSS; returns the peak and the outcomes. */
async function measure(pid: number, work: () => Promise<string[]>) {
  global.gc?.();
  await new Promise((resolve) => setTimeout(resolve, 500));
  const before = rssMb(pid);
  let peak = before;
  const timer = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 20);
  const started = performance.now();
  const outcomes = await work();
  const seconds = (performance.now() - started) / 1000;
  await new Promise((resolve) => setTimeout(resolve, 300));
  peak = Math.max(peak, rssMb(pid));
  clearInterval(timer);
  return { before, peak, growth: peak - before, seconds, outcomes };
}

function count(outcomes: string[]) {
  const counts = new Map<string, number>();
  for (const outcome of outcomes) counts.set(outcome, (counts.get(outcome) ?? 0) + 1);
  return [...counts].map(([outcome, n]) => `${outcome}×${n}`).join(", ");
}

type Row = { name: string; before: number; peak: number; growth: number; seconds: number; outcomes: string };

/** One scenario on a server of its own (RSS seldom shrinks, so a shared server would hide growth). */
async function scenario(name: string, bodies: Body[]): Promise<Row> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "legalcal-bench-memory-"));
  const port = await freePort();
  const server = await startServer({
    DATA_DIR: dataDir,
    LOG_LEVEL: "warn",
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
  });
  try {
    const pid = server.child.pid!;
    const base = new URL(server.url);
    const { jar } = await devIdpSignIn(server.url, { email: "bench@example.com", jar: new CookieJar() });
    const cookie = jar.header();
    const csrf = await csrfTokenOf(server.url, jar);
    // Warm up both routes with small bodies, so that the baseline includes their code.
    for (const body of bodies.slice(0, 2)) await send(base, cookie, csrf, { ...body, megabytes: 0.01 });
    const result = await measure(pid, () => Promise.all(bodies.map((body) => send(base, cookie, csrf, body))));
    return { ...result, name, outcomes: count(result.outcomes) };
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const json = { path: "/api/functions/searchLegalDocuments", contentType: "application/json" };
const form = { path: "/account", contentType: "application/x-www-form-urlencoded" };
const rows: Row[] = [];
rows.push(
  await scenario(`1 × ${singleMb} MB JSON → /api/functions/searchLegalDocuments`, [
    { ...json, megabytes: singleMb, chunked: false },
  ]),
);
rows.push(await scenario(`1 × ${singleMb} MB form → /account`, [{ ...form, megabytes: singleMb, chunked: false }]));
rows.push(
  await scenario(
    `${concurrent} × ${concurrentMb} MB (JSON and form, half chunked)`,
    Array.from({ length: concurrent }, (_, i) => ({
      ...(i % 2 === 0 ? json : form),
      megabytes: concurrentMb,
      chunked: i % 4 >= 2,
    })),
  ),
);

console.log("server RSS (MB) while receiving oversized bodies; baseline = the same server's RSS just before");
for (const row of rows) {
  console.log(
    `${row.name.padEnd(58)} before ${row.before.toFixed(0).padStart(5)}  peak ${row.peak.toFixed(0).padStart(5)}  ` +
      `growth ${row.growth.toFixed(1).padStart(6)} (${(row.growth / budgetMb).toFixed(2)}× the ${budgetMb} MB budget)  ` +
      `${row.seconds.toFixed(1)} s  answers: ${row.outcomes}`,
  );
}
const last = rows.at(-1)!;
const ok = last.growth < budgetMb;
console.log(
  `${ok ? "OK" : "OVER BUDGET"}: ${concurrent} concurrent bodies grew the RSS by ${last.growth.toFixed(1)} MB (budget ${budgetMb} MB)`,
);
process.exitCode = ok ? 0 : 1;
