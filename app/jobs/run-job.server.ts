import { and, desc, eq } from "drizzle-orm";
import { getDb } from "#app/db/client.server.ts";
import { jobRuns } from "#app/db/schema/jobs.ts";
import { logger } from "#app/utils/logger.server.ts";
import type { JobDefinition } from "./define-job.ts";
import { acquireJobLock, newLockHolder, releaseJobLock, renewJobLock } from "./job-lock.server.ts";

export type JobRunResult =
  | { status: "succeeded"; stats: Record<string, number>; runId: number }
  | { status: "skipped"; reason: string }
  | { status: "failed"; error: string; runId: number };

export type RunJobOptions = { signal?: AbortSignal; onProgress?: (stats: Record<string, number>) => void };

/**
 * Runs a job once: validates the payload, takes the job's lease (or returns "skipped" when
 * another process runs it), records the run in job_runs, renews the lease while the handler
 * works, and always releases it. A failure is recorded and logged, never thrown: the next
 * scheduled run retries.
 */
export async function runJob<P>(job: JobDefinition, payload: P, options: RunJobOptions = {}): Promise<JobRunResult> {
  const parsed = job.payload.safeParse(payload);
  if (!parsed.success) throw new Error(`Invalid payload for job ${job.id}: ${parsed.error.message}`);
  const leaseMs = job.leaseMs ?? 10 * 60_000;
  const holder = newLockHolder();
  if (!(await acquireJobLock(job.id, holder, leaseMs))) {
    logger.info({ job: job.id }, "job already running elsewhere; skipped");
    return { status: "skipped", reason: `job ${job.id} is already running (another process holds its lock)` };
  }
  const started = Date.now();
  const [run] = await getDb()
    .insert(jobRuns)
    .values({ jobId: job.id, payload: parsed.data as object, status: "running" })
    .returning({ id: jobRuns.id });
  const controller = new AbortController();
  const onAbort = () => controller.abort(options.signal?.reason);
  options.signal?.addEventListener("abort", onAbort, { once: true });
  const heartbeat = setInterval(
    () => {
      renewJobLock(job.id, holder, leaseMs)
        .then((held) => {
          if (!held) controller.abort(new Error("job lease lost"));
        })
        .catch((error: unknown) => logger.warn({ err: error, job: job.id }, "could not renew the job lease"));
    },
    Math.max(1000, leaseMs / 3),
  );
  heartbeat.unref();
  try {
    const stats = await job.handler(parsed.data, { signal: controller.signal, onProgress: options.onProgress });
    await getDb()
      .update(jobRuns)
      .set({ status: "succeeded", stats, finishedAt: new Date(), durationMs: Date.now() - started })
      .where(eq(jobRuns.id, run!.id));
    logger.info({ job: job.id, stats, ms: Date.now() - started }, "job succeeded");
    return { status: "succeeded", stats, runId: run!.id };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await getDb()
      .update(jobRuns)
      .set({ status: "failed", error: message, finishedAt: new Date(), durationMs: Date.now() - started })
      .where(eq(jobRuns.id, run!.id))
      .catch(() => undefined);
    // An unreachable source is expected now and then: a warning, and the next run retries.
    if (error instanceof Error && error.name === "SourceUnreachableError")
      logger.warn({ job: job.id, error: message }, "source unreachable; will retry");
    else logger.error({ err: error, job: job.id }, "job failed");
    return { status: "failed", error: message, runId: run!.id };
  } finally {
    clearInterval(heartbeat);
    options.signal?.removeEventListener("abort", onAbort);
    await releaseJobLock(job.id, holder).catch((error: unknown) =>
      logger.warn({ err: error, job: job.id }, "could not release the job lease"),
    );
  }
}

/** When the job last started a run that succeeded (for schedules and incremental imports). */
export async function lastSuccessfulRun(jobId: string): Promise<Date | null> {
  const [row] = await getDb()
    .select({ startedAt: jobRuns.startedAt })
    .from(jobRuns)
    .where(and(eq(jobRuns.jobId, jobId), eq(jobRuns.status, "succeeded")))
    .orderBy(desc(jobRuns.startedAt))
    .limit(1);
  return row?.startedAt ?? null;
}

/** When the job last started any run (a failed run also waits for the next slot). */
export async function lastRunStart(jobId: string): Promise<Date | null> {
  const [row] = await getDb()
    .select({ startedAt: jobRuns.startedAt })
    .from(jobRuns)
    .where(eq(jobRuns.jobId, jobId))
    .orderBy(desc(jobRuns.startedAt))
    .limit(1);
  return row?.startedAt ?? null;
}

/** How many of the job's latest runs failed in a row (0 when the last run succeeded or none ran). */
export async function consecutiveFailures(jobId: string, limit = 10): Promise<number> {
  const rows = await getDb()
    .select({ status: jobRuns.status })
    .from(jobRuns)
    .where(eq(jobRuns.jobId, jobId))
    .orderBy(desc(jobRuns.startedAt), desc(jobRuns.id))
    .limit(limit);
  const index = rows.findIndex((row) => row.status !== "failed");
  return index === -1 ? rows.length : index;
}
