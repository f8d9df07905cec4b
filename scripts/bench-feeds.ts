/**
 * `npm run bench:feeds`: how fast a 1,000-event feed is built and served.
 *
 * SYNTHETIC DATA: 1,000 generated decisions of one court (realistic field sizes), in an in-memory
 * PGlite database. Prints, all from one run:
 *   - building the feed from the database (query + .ics), and the one-off compression;
 *   - requests per second of the production feed stack (server.ts's compression switch, which skips
 *     /feeds/*, the request context, the /feeds handler) for 200 responses and for 304 responses;
 *   - the baseline: a minimal node:http server in the same process sending the same bytes from memory;
 *   - the ratios (targets: 200 ≥ 0.7× baseline, 304 ≥ 0.9× baseline, build < 100 ms);
 *   - nginx (Debian's package) serving the same br bytes as a static file, started here on a
 *     loopback port with a configuration written to a temporary folder, and the ratios against it
 *     for 200 and 304 (target ≥ 0.5×); skipped with a line saying so where nginx is not installed.
 * Rounds alternate between the servers so that a busy machine hurts all of them alike. Nothing
 * here is asserted by tests.
 * The load comes from wrk (Debian's package) where installed, one thread, else from a Node loop in
 * a child process; both over keep-alive connections, bounded by --seconds per run.
 *   node scripts/bench-feeds.ts [--seconds 2] [--rounds 7] [--connections 16] [--events 1000] [--no-fast-path] [--node-client]
 */
import http from "node:http";
import os from "node:os";
import type { AddressInfo } from "node:net";
import { parseArgs } from "node:util";
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { mkdtemp, mkdir, rm, writeFile } from "node:fs/promises";
import net from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";

type LoadJob = { url: string; headers: Record<string, string>; seconds: number; connections: number };
type LoadResult = { requests: number; seconds: number; statuses: Record<number, number>; bytes: number };

/** Keeps `connections` requests in flight for `seconds`; counts completed responses. */
async function load(job: LoadJob): Promise<LoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: job.connections });
  const target = new URL(job.url);
  const statuses: Record<number, number> = {};
  let requests = 0;
  let bytes = 0;
  const started = performance.now();
  const deadline = started + job.seconds * 1000;
  const one = () =>
    new Promise<void>((resolve, reject) => {
      const req = http.get(
        {
          host: target.hostname,
          port: target.port,
          path: target.pathname + target.search,
          headers: job.headers,
          agent,
        },
        (res) => {
          res.on("data", (chunk: Buffer) => (bytes += chunk.length));
          res.on("end", () => {
            statuses[res.statusCode!] = (statuses[res.statusCode!] ?? 0) + 1;
            requests++;
            resolve();
          });
        },
      );
      req.on("error", reject);
    });
  await Promise.all(
    Array.from({ length: job.connections }, async () => {
      while (performance.now() < deadline) await one();
    }),
  );
  agent.destroy();
  return { requests, seconds: (performance.now() - started) / 1000, statuses, bytes };
}

/**
 * Runs the load in a child process, so that this process's CPU time is the servers' alone:
 * CPU time per request is a figure that a busy machine barely changes.
 */
function runLoad(job: LoadJob, serverCpu: () => number = ownCpuMs): Promise<LoadResult & { serverCpuMs: number }> {
  return new Promise((resolve, reject) => {
    const cpu = serverCpu();
    const wrk = useWrk ? WRK_BINARIES.find((candidate) => existsSync(candidate)) : undefined;
    const child = wrk
      ? spawn(
          wrk,
          [
            "-t1",
            `-c${job.connections}`,
            `-d${Math.max(1, Math.round(job.seconds))}s`,
            "--timeout",
            "5s",
            "-s",
            wrkScript,
            ...Object.entries(job.headers).flatMap(([name, value]) => ["-H", `${name}: ${value}`]),
            job.url,
          ],
          { stdio: ["ignore", "pipe", "inherit"] },
        )
      : spawn(process.execPath, [fileURLToPath(import.meta.url), "--load-job", JSON.stringify(job)], {
          stdio: ["ignore", "pipe", "inherit"],
        });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk));
    child.on("error", reject);
    child.on("exit", (code) => {
      if (code !== 0) return reject(new Error(`load generator exited with ${code}`));
      const result = wrk ? fromWrk(output) : (JSON.parse(output) as LoadResult);
      resolve({ ...result, serverCpuMs: serverCpu() - cpu });
    });
  });
}

/** CPU time of this process (the Node servers), in ms. */
function ownCpuMs(): number {
  const used = process.cpuUsage();
  return (used.user + used.system) / 1000;
}

const WRK_BINARIES = ["/usr/bin/wrk", "/usr/local/bin/wrk"];
let useWrk = false;
let wrkScript = "";

/** wrk's summary as one JSON line (its Lua `done` hook), rather than its human-readable report. */
const WRK_DONE = `done = function(summary, latency, requests)
  local e = summary.errors
  io.write(string.format('\\n{"requests":%d,"us":%d,"bytes":%d,"bad":%d,"errors":%d}\\n', summary.requests, summary.duration, summary.bytes, e.status, e.connect + e.read + e.write + e.timeout))
end
`;

function fromWrk(output: string): LoadResult {
  const last = output.trim().split("\n").at(-1) ?? "";
  const summary = JSON.parse(last) as { requests: number; us: number; bytes: number; bad: number; errors: number };
  if (summary.errors > 0) throw new Error(`wrk: ${summary.errors} socket errors`);
  if (summary.bad > 0) throw new Error(`wrk: ${summary.bad} answers neither 2xx nor 3xx`);
  // wrk does not count statuses: each scenario's status is checked once before the runs.
  return { requests: summary.requests, seconds: summary.us / 1e6, statuses: {}, bytes: summary.bytes };
}

async function main() {
  const { values } = parseArgs({
    allowPositionals: false,
    options: {
      seconds: { type: "string", default: "2" },
      rounds: { type: "string", default: "7" },
      connections: { type: "string", default: "16" },
      events: { type: "string", default: "1000" },
      // The path before this change, for a comparison in the same run's conditions.
      "no-fast-path": { type: "boolean", default: false },
      // The Node load generator even where wrk is installed.
      "node-client": { type: "boolean", default: false },
    },
  });
  useWrk = !values["node-client"] && WRK_BINARIES.some((candidate) => existsSync(candidate));
  if (useWrk) {
    wrkScript = path.join(await mkdtemp(path.join(os.tmpdir(), "bench-feeds-wrk-")), "done.lua");
    await writeFile(wrkScript, WRK_DONE);
  }
  const seconds = Number(values.seconds);
  const rounds = Number(values.rounds);
  const connections = Number(values.connections);
  const eventCount = Number(values.events);
  // Request logs would dominate the figures (one JSON line per request); they are off here.
  process.env.LOG_LEVEL ??= "warn";
  process.env.NODE_ENV ??= "production";

  const { openDatabase, setDatabase } = await import("#app/db/client.server.ts");
  const { decisions } = await import("#app/db/schema/decisions.ts");
  const { buildFeedCalendar } = await import("#app/domain/feeds/build-feed-calendar.ts");
  const { feedByKey } = await import("#app/domain/feeds/catalogue.ts");
  const { createFeedService, encodeBody } = await import("#app/domain/feeds/feed-service.server.ts");
  const { calendarTexts, feedTitle, jurisdictionLabels } = await import("#app/domain/feeds/feed-titles.ts");
  const { feedsFastPath, feedsHandler } = await import("../server/feeds-handler.ts");
  const { getFeedDecisions } = await import("#app/domain/feeds/get-feed-decisions.server.ts");
  const { requestContext } = await import("../server/request-context.ts");
  const { default: compression } = await import("compression");
  const { default: express } = await import("express");

  const load = os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(" ");
  console.log(
    `bench:feeds: SYNTHETIC data, ${eventCount} decisions of one court; Node ${process.version}, ${os.availableParallelism()} CPUs, load average ${load}`,
  );
  const database = await openDatabase({ kind: "pglite-memory" });
  setDatabase(database);
  const rows = Array.from({ length: eventCount }, (_, i) => synthetic(i));
  for (let i = 0; i < rows.length; i += 250) await database.db.insert(decisions).values(rows.slice(i, i + 250));

  // 1. Building from the database: query + .ics text (what a cache miss costs), then compression.
  //    Wall time suffers from whatever else runs on the machine; CPU time of this thread much less.
  const publicUrl = "https://legal-calendar.example";
  const limits = { maxEvents: 1000, maxAgeDays: 0 };
  const feed = feedByKey("bund/bag")!;
  const options = {
    ...calendarTexts(feedTitle(feed)),
    feedUrl: `${publicUrl}${feed.path}`,
    publicUrl,
    branchLabels: jurisdictionLabels(),
  };
  const measure = async () => {
    const samples = { query: [] as number[], build: [] as number[], total: [] as number[], cpu: [] as number[] };
    for (let i = 0; i < 12; i++) {
      const cpu = process.cpuUsage();
      const started = performance.now();
      const found = (await getFeedDecisions(feed.scope, limits))!;
      const queried = performance.now();
      buildFeedCalendar(found, options);
      const done = performance.now();
      const used = process.cpuUsage(cpu);
      if (i < 2) continue; // warm-up
      samples.query.push(queried - started);
      samples.build.push(done - queried);
      samples.total.push(done - started);
      samples.cpu.push((used.user + used.system) / 1000);
    }
    return samples;
  };
  const built = await measure();
  const compressions: number[] = [];
  let body = undefined as Awaited<ReturnType<typeof encodeBody>> | undefined;
  const text = buildFeedCalendar((await getFeedDecisions(feed.scope, limits))!, options);
  for (let i = 0; i < 5; i++) {
    const started = performance.now();
    body = await encodeBody(text, "text/calendar; charset=utf-8", new Date(), eventCount);
    compressions.push(performance.now() - started);
  }
  const line = (name: string, samples: typeof built) =>
    `  ${name.padEnd(44)} ${ms(median(samples.total))} wall (query ${ms(median(samples.query))} + .ics ${ms(median(samples.build))}), ${ms(median(samples.cpu))} CPU`;
  console.log(
    `feed: ${eventCount} events, ${kb(body!.identity.length)} (gzip ${kb(body!.gzip.length)}, br ${kb(body!.br.length)})\n` +
      `building the feed from the database, median of 10 (target < 100 ms):\n` +
      `${line("every event built by ical-generator", built)}\n` +
      `  compression into gzip + br, once per change:  ${ms(median(compressions))} wall`,
  );
  const service = createFeedService({ publicUrl, limits, revalidateMs: 30_000 });
  const served = (await service.getFeed({ kind: "catalogue", feed }))!;

  // 2. Servers: the production feed stack and the baseline, both in this process.
  const app = express();
  app.disable("x-powered-by");
  // As server.ts: a built feed is answered before Express (ADR 028); anything else goes through
  // the compression switch (which skips /feeds/*), the request context and the /feeds handler.
  const compress = compression({ threshold: 1024 });
  app.use((req, res, next) => (req.url.startsWith("/feeds/") ? next() : compress(req, res, next)));
  app.use(requestContext());
  app.use(
    "/feeds",
    feedsHandler(() => service),
  );
  const fast = values["no-fast-path"] ? () => false : feedsFastPath(() => service);
  const appServer = http.createServer((req, res) => {
    if (!fast(req, res)) app(req, res);
  });
  appServer.listen(0, "127.0.0.1");
  const baseline = http.createServer((_req, res) => {
    res.writeHead(200, {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Encoding": "br",
      "Content-Length": served.br.length,
    });
    res.end(served.br);
  });
  baseline.listen(0, "127.0.0.1");
  await Promise.all(
    [appServer, baseline].map(
      (server) => new Promise((resolve) => (server.listening ? resolve(null) : server.once("listening", resolve))),
    ),
  );
  const appUrl = `http://127.0.0.1:${(appServer.address() as AddressInfo).port}${feed.path}`;
  const baseUrl = `http://127.0.0.1:${(baseline.address() as AddressInfo).port}${feed.path}`;
  const headers = { "accept-encoding": "gzip, deflate, br" };
  const etag = (await fetch(appUrl, { headers })).headers.get("etag")!;

  const nginx = await startNginx(served.br, feed.path);
  const scenarios: {
    name: string;
    url: string;
    headers: Record<string, string>;
    status: number;
    cpu?: () => number;
  }[] = [
    { name: "baseline (node:http, same br bytes)", url: baseUrl, headers, status: 200 },
    { name: "feed 200 (br)", url: appUrl, headers, status: 200 },
    { name: "feed 304 (If-None-Match)", url: appUrl, headers: { ...headers, "if-none-match": etag }, status: 304 },
  ];
  if (nginx) {
    const nginxUrl = `${nginx.url}${feed.path}`;
    const nginxTag = (await fetch(nginxUrl, { headers })).headers.get("etag")!;
    scenarios.push(
      { name: "nginx 200 (same br bytes)", url: nginxUrl, headers, status: 200, cpu: nginx.cpuMs },
      {
        name: "nginx 304 (If-None-Match)",
        url: nginxUrl,
        headers: { ...headers, "if-none-match": nginxTag },
        status: 304,
        cpu: nginx.cpuMs,
      },
    );
  }
  try {
    for (const scenario of scenarios) {
      const status = (await fetch(scenario.url, { headers: scenario.headers })).status;
      if (status !== scenario.status)
        throw new Error(`${scenario.name}: answered ${status}, expected ${scenario.status}`);
    }
    console.log(
      `load generator: ${useWrk ? "wrk, 1 thread" : "Node keep-alive loop in a child process"}; ${values["no-fast-path"] ? "feeds through Express (--no-fast-path)" : "feeds on the path before Express"}`,
    );
    for (const scenario of scenarios)
      await runLoad({ url: scenario.url, headers: scenario.headers, seconds: 0.5, connections }); // warm-up
    const rates = new Map<string, number[]>(scenarios.map((scenario) => [scenario.name, []]));
    const cpuPerRequest = new Map<string, number[]>(scenarios.map((scenario) => [scenario.name, []]));
    const ratios = {
      ok: [] as number[],
      notModified: [] as number[],
      nginxOk: [] as number[],
      nginxNotModified: [] as number[],
    };
    for (let round = 0; round < rounds; round++) {
      const rate: number[] = [];
      for (const scenario of scenarios) {
        const result = await runLoad(
          { url: scenario.url, headers: scenario.headers, seconds, connections },
          scenario.cpu,
        );
        const wrong = Object.entries(result.statuses).filter(([status]) => Number(status) !== scenario.status);
        if (wrong.length) throw new Error(`${scenario.name}: unexpected statuses ${JSON.stringify(result.statuses)}`);
        rate.push(result.requests / result.seconds);
        rates.get(scenario.name)!.push(result.requests / result.seconds);
        cpuPerRequest.get(scenario.name)!.push((result.serverCpuMs * 1000) / result.requests);
      }
      // Each round's runs are back to back: their ratios are fairer than ratios of medians.
      ratios.ok.push(rate[1]! / rate[0]!);
      ratios.notModified.push(rate[2]! / rate[0]!);
      if (nginx) {
        ratios.nginxOk.push(rate[1]! / rate[3]!);
        ratios.nginxNotModified.push(rate[2]! / rate[4]!);
      }
    }
    console.log(
      `\nrequests per second (median of ${rounds} rounds × ${seconds} s, ${connections} keep-alive connections, load from a child process):`,
    );
    for (const scenario of scenarios)
      console.log(
        `  ${scenario.name.padEnd(38)} ${fmt(median(rates.get(scenario.name)!))}  rounds: ${rates.get(scenario.name)!.map(fmt).join(", ")}`,
      );
    console.log(
      `\nserver CPU time per request (the serving process only; what one fully used core would give; nginx's in clock ticks):`,
    );
    const cpuOf = (index: number) => median(cpuPerRequest.get(scenarios[index]!.name)!);
    for (const [index, scenario] of scenarios.entries())
      console.log(`  ${scenario.name.padEnd(38)} ${cpuOf(index).toFixed(1)} µs  → ${fmt(1e6 / cpuOf(index))} per core`);
    const list = (values: number[]) => values.map((value) => value.toFixed(2)).join(" ");
    console.log(
      `\nratios (median of the per-round ratios): 200 / baseline = ${median(ratios.ok).toFixed(2)} (target ≥ 0.70)` +
        `   304 / baseline = ${median(ratios.notModified).toFixed(2)} (target ≥ 0.90)` +
        `\n  per round, 200: ${list(ratios.ok)}   304: ${list(ratios.notModified)}` +
        `\nratios per core (CPU time):           200 / baseline = ${(cpuOf(0) / cpuOf(1)).toFixed(2)}   304 / baseline = ${(cpuOf(0) / cpuOf(2)).toFixed(2)}`,
    );
    if (nginx)
      console.log(
        `ratios against nginx (median of the per-round ratios): 200 / nginx = ${median(ratios.nginxOk).toFixed(2)} (target ≥ 0.50)` +
          `   304 / nginx = ${median(ratios.nginxNotModified).toFixed(2)} (target ≥ 0.50)` +
          `\n  per round, 200: ${list(ratios.nginxOk)}   304: ${list(ratios.nginxNotModified)}` +
          `\nratios against nginx per core (CPU time): 200 / nginx = ${(cpuOf(3) / cpuOf(1)).toFixed(2)}   304 / nginx = ${(cpuOf(4) / cpuOf(2)).toFixed(2)}`,
      );
    else
      console.log(
        `ratios against nginx: skipped, nginx is not installed (${NGINX_BINARIES.join(" or ")} not found; Debian: apt-get install nginx)`,
      );
    console.log(
      `load average after the run: ${os
        .loadavg()
        .map((value) => value.toFixed(1))
        .join(" ")}`,
    );
  } finally {
    await nginx?.stop();
    if (wrkScript) await rm(path.dirname(wrkScript), { recursive: true, force: true });
  }

  service.close();
  await Promise.all([appServer, baseline].map((server) => new Promise((resolve) => server.close(resolve))));
  setDatabase(undefined);
  await database.close();
}

const words =
  "Arbeitsvertrag Kündigungsschutz Urlaubsanspruch Befristung Betriebsrat Mitbestimmung Entgeltfortzahlung Überstunden Tarifvertrag Gleichbehandlung Versetzung Abmahnung".split(
    " ",
  );

/** A SYNTHETIC decision with realistic field sizes (title ~80, headnote ~400 characters). */
function synthetic(i: number) {
  const day = new Date(Date.UTC(2024, 11, 31) - i * 86_400_000 * 0.9).toISOString().slice(0, 10);
  const pick = (n: number) => words[(i * 7 + n * 3) % words.length]!;
  const fileNumber = `${(i % 10) + 1} AZR ${100 + i}/${String(20 + (i % 5)).padStart(2, "0")}`;
  return {
    id: `synthetic-bag-${i}`,
    source: "rii",
    sourceId: `SYNTH${String(i).padStart(6, "0")}`,
    ecli: `ECLI:DE:BAG:${day.slice(0, 4)}:${day.slice(8, 10)}${day.slice(5, 7)}${day.slice(2, 4)}.U.${i}AZR${100 + i}.${day.slice(2, 4)}.0`,
    fileNumbers: [fileNumber],
    courtName: "BAG",
    region: "bund",
    branch: "labour",
    level: "Bundesarbeitsgericht",
    decisionDate: day,
    decisionType: i % 3 ? "Urteil" : "Beschluss",
    title: `${pick(1)} und ${pick(2)} – Reichweite der ${pick(3)} bei ${pick(4)}`,
    headnote: `1. ${pick(1)}: Der Anspruch besteht nur, wenn ${pick(2)} und ${pick(3)} vorliegen; die Darlegungslast trägt der Arbeitnehmer. 2. Eine ${pick(4)} ist unwirksam, wenn der Arbeitgeber den Betriebsrat nicht ordnungsgemäß beteiligt hat (§ 102 BetrVG). 3. Zur Abgrenzung von ${pick(5)} und ${pick(6)} im laufenden Arbeitsverhältnis.`,
    sourceUrl: `https://www.rechtsprechung-im-internet.de/jportal/?quelle=jlink&docid=SYNTH${i}`,
    pdfUrl: i % 2 ? `https://www.bundesarbeitsgericht.de/synthetic/${i}.pdf` : null,
    contentHash: `synthetic-${i}`,
    revision: i % 4,
    firstSeenAt: new Date(Date.UTC(2025, 0, 1) + i * 1000),
    updatedAt: new Date(Date.UTC(2025, 0, 2) + i * 1000),
  };
}

const NGINX_BINARIES = ["/usr/sbin/nginx", "/usr/local/sbin/nginx"];

/**
 * nginx serving `bytes` as a static file at `urlPath` with the feed's headers (Content-Encoding br,
 * CORS, Cache-Control; its own ETag and 304), one worker on a free loopback port, its configuration
 * and files in a temporary folder removed afterwards. Undefined where nginx is not installed.
 */
async function startNginx(
  bytes: Buffer,
  urlPath: string,
): Promise<{ url: string; stop: () => Promise<void>; cpuMs: () => number } | undefined> {
  const binary = NGINX_BINARIES.find((candidate) => existsSync(candidate));
  if (!binary) return undefined;
  const dir = await mkdtemp(path.join(os.tmpdir(), "bench-feeds-nginx-"));
  const file = path.join(dir, "www", ...urlPath.split("/").filter(Boolean));
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, bytes);
  const port = await freePort();
  const temp = ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"]
    .map((name) => `  ${name}_temp_path ${path.join(dir, name)};`)
    .join("\n");
  // One process that serves (no master): its CPU time is read from /proc like this process's own.
  const config = `master_process off;
daemon off;
pid ${path.join(dir, "nginx.pid")};
error_log ${path.join(dir, "error.log")} warn;
events { worker_connections 1024; }
http {
  access_log off;
  sendfile on;
  tcp_nopush on;
  keepalive_requests 100000;
${temp}
  server {
    listen 127.0.0.1:${port};
    root ${path.join(dir, "www")};
    location / {
      default_type "text/calendar; charset=utf-8";
      add_header Content-Encoding br;
      add_header Cache-Control "public, max-age=3600, no-transform";
      add_header Vary Accept-Encoding;
      add_header Access-Control-Allow-Origin *;
      add_header Access-Control-Expose-Headers ETag;
      add_header Cross-Origin-Resource-Policy cross-origin;
      add_header X-Content-Type-Options nosniff;
    }
  }
}
`;
  const configFile = path.join(dir, "nginx.conf");
  await writeFile(configFile, config);
  const child: ChildProcess = spawn(binary, ["-p", dir, "-e", path.join(dir, "error.log"), "-c", configFile], {
    stdio: ["ignore", "ignore", "inherit"],
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) child.kill("SIGQUIT");
    await exited;
    await rm(dir, { recursive: true, force: true });
  };
  // Up to 5 s for nginx to listen.
  for (let attempt = 0; attempt < 50; attempt++) {
    if (child.exitCode !== null) break;
    const ok = await fetch(`${url}${urlPath}`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return { url, stop, cpuMs: () => processCpuMs(child.pid!) };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await stop();
  throw new Error(`nginx did not start on ${url} (see its error log above)`);
}

const ticksPerSecond = Number(spawnSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).stdout) || 100;

/**
 * Another process's user + system CPU time in ms, from /proc/<pid>/stat (Linux): fields 14 and 15,
 * counted after the command name's closing parenthesis (the name itself may hold spaces).
 */
function processCpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / ticksPerSecond;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

function fmt(rate: number): string {
  return `${Math.round(rate).toLocaleString("en")} req/s`;
}

function ms(value: number): string {
  return `${value.toFixed(1)} ms`;
}

function kb(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KiB`;
}

// Last, so that every constant above is initialised: the load generator runs this same file.
const jobIndex = process.argv.indexOf("--load-job");
if (jobIndex !== -1)
  process.stdout.write(JSON.stringify(await load(JSON.parse(process.argv[jobIndex + 1]!) as LoadJob)));
else await main();
