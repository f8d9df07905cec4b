import http from "node:http";
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { getDb } from "#app/db/client.server.ts";
import { jobRuns } from "#app/db/schema/jobs.ts";
import { seedDecisions } from "#app/domain/decisions/seed-decisions.server.ts";
import { loader as decisionPageLoader } from "#app/routes/decision-details.$id.tsx";
import { logger } from "#app/utils/logger.server.ts";
import { useTestDatabase } from "#tests/support/database.ts";
import type { JobDefinition } from "./define-job.ts";
import { jobs, startIngestScheduler } from "./index.server.ts";
import { ingestJobs } from "./ingest-jobs.server.ts";
import { startScheduler } from "./scheduler.server.ts";

useTestDatabase();
afterEach(() => vi.restoreAllMocks());

describe("the ingest scheduler of the server process (INGEST_SCHEDULE)", () => {
  it("startIngestScheduler (what server/app.ts start() calls when INGEST_SCHEDULE is set) schedules the three importers, the full-text fetcher and the EUR-Lex update check", async () => {
    const info = vi.spyOn(logger, "info");
    const scheduler = startIngestScheduler();
    // Stopped before its first tick (5 s): nothing reaches the live sources.
    await scheduler.stop();
    expect(info).toHaveBeenCalledWith(
      { jobs: ["ingest-rii", "ingest-neuris", "ingest-oldp", "fetch-full-texts", "eurlex-updates"] },
      "job scheduler started",
    );
    expect(jobs.map((job) => [job.id, job.schedule?.everyMs])).toEqual([
      ["ingest-rii", 86_400_000],
      ["ingest-neuris", 3_600_000],
      ["ingest-oldp", 86_400_000],
      ["fetch-full-texts", 3_600_000],
      ["eurlex-updates", 86_400_000],
    ]);
  });
});

describe("a scheduled import whose source is down", () => {
  let server: http.Server;
  let base = "";
  let hits = 0;
  beforeAll(async () => {
    await seedDecisions();
    // Answers slowly and with 503: the import keeps retrying for a couple of seconds, then fails.
    server = http.createServer((_req, res) => {
      hits++;
      setTimeout(() => {
        res.statusCode = 503;
        res.end();
      }, 200);
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("logs a warning, keeps serving pages meanwhile, and retries after the retry delay (moved clock)", async () => {
    const warn = vi.spyOn(logger, "warn");
    // The real NeuRIS ingest job, pointed at the unreachable fake source.
    const job = {
      ...ingestJobs.neuris,
      id: "test-ingest-down",
      scheduledPayload: () => ({ from: base, since: "2024-01-01" }),
    } as JobDefinition;
    let offsetMs = 0;
    // The timer never fires during the test: the test drives the ticks and moves the clock.
    const scheduler = startScheduler([job], { tickMs: 3_600_000, now: () => Date.now() + offsetMs });
    await scheduler.tick();
    try {
      // While the run waits for the source, the decision page answers (no lock, no blocked database).
      await vi.waitFor(() => expect(hits).toBeGreaterThan(0), { timeout: 10_000 });
      const page = await decisionPageLoader({
        params: { id: "oldp-seed-lg-muenchen-i-12-o-345-23" },
        request: new Request("http://x/"),
      } as never);
      expect(page.decision.courtName).toBe("LG München I");
      const [running] = await getDb().select().from(jobRuns).where(eq(jobRuns.jobId, job.id));
      expect(running?.status).toBe("running");

      // The run fails: a warning (not an error), recorded in job_runs.
      await vi.waitFor(
        async () => {
          const runs = await getDb().select().from(jobRuns).where(eq(jobRuns.jobId, job.id));
          expect(runs.map((run) => run.status)).toEqual(["failed"]);
        },
        { timeout: 15_000, interval: 100 },
      );
      expect(warn).toHaveBeenCalledWith(
        expect.objectContaining({ job: job.id, error: expect.stringMatching(/^source unreachable: /) }),
        "source unreachable; will retry",
      );
      const hitsAfterFirstRun = hits;

      // Ten minutes later: still waiting (the retry delay is 15 minutes, not the whole hour).
      offsetMs = 10 * 60_000;
      await scheduler.tick();
      await scheduler.settled();
      expect(hits).toBe(hitsAfterFirstRun);
      expect(await getDb().select().from(jobRuns).where(eq(jobRuns.jobId, job.id))).toHaveLength(1);

      // Sixteen minutes later: retried.
      offsetMs = 16 * 60_000;
      await scheduler.tick();
      await vi.waitFor(() => expect(hits).toBeGreaterThan(hitsAfterFirstRun), { timeout: 5_000 });
      await vi.waitFor(
        async () => {
          const runs = await getDb().select().from(jobRuns).where(eq(jobRuns.jobId, job.id));
          expect(runs.map((run) => run.status)).toEqual(["failed", "failed"]);
        },
        { timeout: 15_000, interval: 100 },
      );
      const hitsAfterSecondRun = hits;

      // Two failures in a row: the next retry waits twice as long. Both runs started moments apart
      // in real time, so the moved clock sees the second one 25 minutes ago: not yet (15 would
      // have been due), and 31 minutes ago: retried.
      offsetMs = 25 * 60_000;
      await scheduler.tick();
      await scheduler.settled();
      expect(hits).toBe(hitsAfterSecondRun);
      offsetMs = 31 * 60_000;
      await scheduler.tick();
      await vi.waitFor(() => expect(hits).toBeGreaterThan(hitsAfterSecondRun), { timeout: 5_000 });
    } finally {
      await scheduler.stop();
    }
  });
});
