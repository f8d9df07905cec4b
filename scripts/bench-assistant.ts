// npm run bench:assistant — what the assistant's server adds to the model's first token. The
// production server (PGlite, the AI Act) answers through the project's OpenAI-compatible test
// server, which sends its first token after a fixed delay. Baseline: the same streamed request sent
// straight to the test server, measured in the same process. Figures: time to the first delta
// (p50/p95) through our server and directly, the difference (target: p95 added < 30 ms), 50
// concurrent answer streams (all must end without error), and the server's RSS idle and at its peak.
// The first answer after start is timed on its own: the legal-search index must be ready by then.
// The server's CPU time per answer (/proc) shows its own work apart from the machine's load.
// BENCH_DATABASE_URL=postgres://… runs the same against a fresh database on that PostgreSQL server.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { openDatabase, setDatabase } from "#app/db/client.server.ts";
import { createProject } from "#app/domain/assistant/projects/create-project.server.ts";
import { StreamEventSchema } from "#app/domain/assistant/stream-events.ts";
import { importAct } from "#app/domain/corpus/import/import-act.server.ts";
import { parseActFile } from "#app/domain/corpus/import/parse-act-file.ts";
import { startOpenAiTestServer } from "../tests/support/openai-test-server.ts";
import { createPostgresTemplate, dropPostgresTemplate } from "../tests/support/postgres.ts";
import { startServer } from "../tests/support/server-process.ts";
import { signIn, type SignedIn } from "../tests/support/sign-in.ts";

const firstTokenDelayMs = 100;
const sequential = 60;
const concurrent = 50;

const root = path.resolve(import.meta.dirname, "..");
const realAct = path.resolve(
  process.env.SHARED_DATA_DIR ?? path.join(root, "../shared/data"),
  "eu-acts/ai-act_2024-1689_EN.formex-combined.xml",
);
const fixtureAct = path.join(root, "tests/fixtures/corpus/mini-act_EN.formex.xml");
const useReal = fs.existsSync(realAct);

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};
const ms = (value: number) => `${value.toFixed(1)} ms`;

// When each request reaches the model (same process as the client: one clock).
const arrivals: number[] = [];
const upstream = await startOpenAiTestServer({
  firstTokenDelayMs,
  scenario: () => void arrivals.push(performance.now()),
});
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "legalcal-bench-assistant-"));
const postgresUrl = process.env.BENCH_DATABASE_URL;
// A migrated database of its own on that server, dropped at the end.
const postgresName = postgresUrl ? await createPostgresTemplate(postgresUrl) : undefined;
const databaseUrl =
  postgresUrl && postgresName ? Object.assign(new URL(postgresUrl), { pathname: `/${postgresName}` }).toString() : "";
const database = databaseUrl
  ? await openDatabase({ kind: "postgres", url: databaseUrl })
  : await openDatabase({ kind: "pglite", dataDir });
setDatabase(database);
const source = fs.readFileSync(useReal ? realAct : fixtureAct, "utf8");
await importAct({ act: useReal ? parseActFile(source) : { ...parseActFile(source), celex: "32024R1689" } });
// Three users take turns for the sequential runs (an account may save 60 changes a minute); one
// per concurrent stream (a user may have 3 answers running).
const sequentialUsers = 3;
const users: { user: SignedIn; projectId: string }[] = [];
for (let index = 0; index < concurrent + sequentialUsers; index++) {
  const user = await signIn({ verified: true });
  const projectId = crypto.randomUUID();
  await createProject({ uid: user.user.uid, id: projectId, title: "Bench" });
  users.push({ user, projectId });
}
setDatabase(undefined);
await database.close();

const server = await startServer({
  DATA_DIR: dataDir,
  DATABASE_URL: databaseUrl,
  AI_BASE_URL: upstream.url,
  AI_API_KEY: "bench-key",
  AI_MODEL: "test-model",
  LOG_LEVEL: "info",
  USAGE_LIMIT: "1000",
});
const question = "What must deployers of high-risk AI systems do with the logs?";

/** Time to the first delta through our server, and whether the stream ended in a good `done`. */
async function viaServer(entry: {
  user: SignedIn;
  projectId: string;
}): Promise<{ firstDelta: number; ok: boolean; beforeModel: number }> {
  const start = performance.now();
  const arrival = arrivals.length;
  const response = await fetch(`${server.url}/api/assistant/chats/${crypto.randomUUID()}/messages`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: server.url, cookie: entry.user.cookie },
    body: JSON.stringify({ projectId: entry.projectId, question }),
  });
  if (response.status !== 200) throw new Error(`answer failed: ${response.status} ${await response.text()}`);
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let text = "";
  let firstDelta = Number.NaN;
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    text += decoder.decode(value, { stream: true });
    if (Number.isNaN(firstDelta) && text.includes('"type":"delta"')) firstDelta = performance.now() - start;
  }
  const events = text
    .split("\n")
    .filter(Boolean)
    .map((line) => StreamEventSchema.parse(JSON.parse(line)));
  const last = events.at(-1);
  const beforeModel = (arrivals[arrival] ?? Number.NaN) - start;
  return {
    firstDelta,
    beforeModel,
    ok: last?.type === "done" && !last.message.isError && !events.some((event) => event.type === "error"),
  };
}

/** Baseline: the same streamed completion straight from the test server, to its first content chunk. */
async function direct(): Promise<number> {
  const start = performance.now();
  const response = await fetch(`${upstream.url}/chat/completions`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: "Bearer bench-key" },
    body: JSON.stringify({
      model: "test-model",
      stream: true,
      stream_options: { include_usage: true },
      messages: [{ role: "user", content: question }],
    }),
  });
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let text = "";
  let first = Number.NaN;
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    text += decoder.decode(value, { stream: true });
    if (Number.isNaN(first) && /"content":"[^"]/.test(text)) first = performance.now() - start;
  }
  return first;
}

/** The server process's CPU time so far (user + system, all its threads; not PostgreSQL's processes). */
const cpuMs = () => {
  const fields = fs.readFileSync(`/proc/${server.child.pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  // utime and stime: fields 14 and 15 of the line, in clock ticks (100 a second on Linux).
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
};

const rssMb = (field: "VmRSS" | "VmHWM") =>
  Number(
    new RegExp(`${field}:\\s+(\\d+)`).exec(fs.readFileSync(`/proc/${server.child.pid}/status`, "utf8"))?.[1] ?? "0",
  ) / 1024;

try {
  // The index is built in the background at start: wait until the server says it is ready, then
  // time the first answer of all (before, the first user waited for the build).
  // (A server that builds it on the first query never logs that: give it 20 s of idle instead.)
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    server.waitForLog((lines) => lines.some((line) => line.msg === "legal-search index ready")),
    new Promise((resolve) => (timer = setTimeout(resolve, 20_000))),
  ]);
  clearTimeout(timer);
  // Idle: 3 s after that, when V8's background compilation of PGlite's WebAssembly (a few hundred
  // MB for a few seconds after the start) has ended; sampled at once it sometimes caught it.
  await new Promise((resolve) => setTimeout(resolve, 3000));
  const idleRss = rssMb("VmRSS");
  const firstAnswer = await viaServer(users[0]!);
  for (let index = 0; index < 5; index++) {
    await viaServer(users[(index + 1) % sequentialUsers]!); // warm-up (route modules, corpus index)
    await direct();
  }
  const ours: number[] = [];
  const beforeModel: number[] = [];
  const baseline: number[] = [];
  const sequentialCpu = cpuMs();
  for (let index = 0; index < sequential; index++) {
    const result = await viaServer(users[index % sequentialUsers]!);
    if (!result.ok) throw new Error("an answer ended with an error");
    ours.push(result.firstDelta);
    beforeModel.push(result.beforeModel);
    baseline.push(await direct());
  }
  const cpuPerAnswer = (cpuMs() - sequentialCpu) / sequential;
  // The peak under the streams is sampled while they run (VmHWM would also count the start).
  let streamsRss = rssMb("VmRSS");
  const sampler = setInterval(() => (streamsRss = Math.max(streamsRss, rssMb("VmRSS"))), 10);
  const concurrentCpu = cpuMs();
  const concurrentStart = performance.now();
  const results = await Promise.allSettled(users.slice(sequentialUsers).map((entry) => viaServer(entry)));
  const concurrentMs = performance.now() - concurrentStart;
  const concurrentCpuPerAnswer = (cpuMs() - concurrentCpu) / concurrent;
  clearInterval(sampler);
  const good = results.filter((result) => result.status === "fulfilled" && result.value.ok).length;
  const concurrentFirst = results.flatMap((result) => (result.status === "fulfilled" ? [result.value.firstDelta] : []));
  const peakRss = rssMb("VmHWM");

  // The server's own log of each answer: how much of the wait is the search of the passages.
  const stored = server
    .output()
    .split("\n")
    .filter((line) => line.includes('"msg":"answer stored"'))
    .map(
      (line) =>
        JSON.parse(line) as { retrievalMs: number; firstDeltaMs?: number; beforeModelMs?: Record<string, number> },
    );
  const timed = stored.slice(6, 6 + sequential);
  const retrieval = timed.map((entry) => entry.retrievalMs);
  // Each step before the model call, as the server logs it (p50 of each).
  const steps = [...new Set(timed.flatMap((entry) => Object.keys(entry.beforeModelMs ?? {})))];
  const stepSum = (entry: (typeof timed)[number]) =>
    Object.values(entry.beforeModelMs ?? {}).reduce((sum, value) => sum + value, 0);
  const outside = beforeModel.map((value, index) => value - stepSum(timed[index]!));
  const breakdown = [
    ...steps.map(
      (step) =>
        `${step} ${ms(
          percentile(
            timed.map((entry) => entry.beforeModelMs?.[step] ?? 0),
            50,
          ),
        )}`,
    ),
    `outside these (HTTP, middleware, routing, the AI SDK's request) ${ms(percentile(outside, 50))}`,
  ].join(", ");
  const added50 = percentile(ours, 50) - percentile(baseline, 50);
  const added95 = percentile(ours, 95) - percentile(baseline, 95);
  console.log(
    `assistant answer stream, production server (${databaseUrl ? "PostgreSQL" : "PGlite"}, ${useReal ? "the real AI Act" : "SYNTHETIC fixture act (../shared/data missing)"}), model: test server with a ${firstTokenDelayMs} ms first token`,
  );
  console.log(
    `  first delta via our server   p50 ${ms(percentile(ours, 50))}   p95 ${ms(percentile(ours, 95))}   (${sequential} sequential answers)`,
  );
  console.log(
    `  first token direct (baseline) p50 ${ms(percentile(baseline, 50))}   p95 ${ms(percentile(baseline, 95))}`,
  );
  console.log(
    `  added by our server          p50 ${ms(added50)}   p95 ${ms(added95)}   (target p95 < 30 ms: ${added95 < 30 ? "met" : "NOT met"})`,
  );
  console.log(
    `  request → model               p50 ${ms(percentile(beforeModel, 50))}   p95 ${ms(percentile(beforeModel, 95))}   (our work before the model is called)`,
  );
  console.log(
    `  first answer after start      ${ms(firstAnswer.firstDelta)} to the first delta (request → model ${ms(firstAnswer.beforeModel)}; steps ${JSON.stringify(stored[0]?.beforeModelMs ?? {})})`,
  );
  if (breakdown) console.log(`  before the model, p50 by step ${breakdown}`);
  console.log(
    `  of which retrieval           p50 ${ms(percentile(retrieval, 50))}   p95 ${ms(percentile(retrieval, 95))}   (searchLegalDocuments in process, from the server's log)`,
  );
  console.log(
    `  ratio                        p50 ${(percentile(ours, 50) / percentile(baseline, 50)).toFixed(2)}×   p95 ${(percentile(ours, 95) / percentile(baseline, 95)).toFixed(2)}×`,
  );
  console.log(
    `  ${concurrent} concurrent streams    ${good}/${concurrent} ended without error in ${ms(concurrentMs)}; first delta p50 ${ms(percentile(concurrentFirst, 50))} p95 ${ms(percentile(concurrentFirst, 95))}`,
  );
  console.log(
    `  server CPU per answer         ${ms(cpuPerAnswer)} sequential, ${ms(concurrentCpuPerAnswer)} under the ${concurrent} streams (user + system time of the server process, whole answer; ${databaseUrl ? "PostgreSQL's own processes not counted" : "PGlite included"}; less stretched by the machine's load than the times above)`,
  );
  console.log(
    `  server RSS                   idle ${idleRss.toFixed(0)} MB (target < 400)   peak under ${concurrent} streams ${streamsRss.toFixed(0)} MB (target < 700)   peak of the whole run ${peakRss.toFixed(0)} MB (VmHWM, start included)`,
  );
  console.log(
    `  machine load average         ${os
      .loadavg()
      .map((value) => value.toFixed(1))
      .join(" / ")} on ${os.cpus().length} CPUs (figures above stretch with it)`,
  );
  if (good !== concurrent) process.exitCode = 1;
} finally {
  await server.stop();
  await upstream.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
  if (postgresUrl && postgresName) await dropPostgresTemplate(postgresUrl, postgresName);
}
