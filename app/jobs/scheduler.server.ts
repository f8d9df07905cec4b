import { logger } from "#app/utils/logger.server.ts";
import type { JobDefinition } from "./define-job.ts";
import { consecutiveFailures, lastRunStart, lastSuccessfulRun, runJob } from "./run-job.server.ts";

export type Scheduler = {
  stop: () => Promise<void>;
  /** Runs one tick now (starts the jobs that are due) without waiting for the timer; for tests. */
  tick: () => Promise<void>;
  /** Resolves when the runs started so far have finished. */
  settled: () => Promise<void>;
};

/**
 * A failed run (e.g. source unreachable) is retried after this long, not a whole interval; each
 * further failure in a row doubles the delay (15 min, 30 min, 1 h, …) up to the job's interval.
 */
const retryMs = 15 * 60_000;

export function retryDelayMs(failuresInARow: number, everyMs: number): number {
  return Math.min(everyMs, retryMs * 2 ** Math.max(0, Math.min(failuresInARow, 20) - 1));
}

/**
 * The in-server scheduler (started by server/app.ts start() when INGEST_SCHEDULE is set): every
 * `tickMs` it runs each scheduled job that is due by its job_runs history. Due-ness comes from
 * the database, so restarts and several instances do not multiply runs; the job lease makes
 * sure only one instance runs a job at a time.
 */
export function startScheduler(
  jobs: JobDefinition[],
  options: { tickMs?: number; now?: () => number } = {},
): Scheduler {
  const controller = new AbortController();
  const now = options.now ?? Date.now;
  const running = new Set<Promise<unknown>>();
  const busy = new Set<string>();

  const isDue = async (job: JobDefinition): Promise<boolean> => {
    const [success, started, failures] = await Promise.all([
      lastSuccessfulRun(job.id),
      lastRunStart(job.id),
      consecutiveFailures(job.id),
    ]);
    if (!started) return true;
    const sinceStart = now() - started.getTime();
    const sinceSuccess = success ? now() - success.getTime() : Infinity;
    return (
      sinceSuccess >= job.schedule!.everyMs &&
      sinceStart >=
        (failures > 0 ? retryDelayMs(failures, job.schedule!.everyMs) : Math.min(retryMs, job.schedule!.everyMs))
    );
  };

  const tick = async () => {
    for (const job of jobs) {
      if (!job.schedule || busy.has(job.id) || controller.signal.aborted) continue;
      try {
        if (!(await isDue(job))) continue;
      } catch (error) {
        logger.warn({ err: error, job: job.id }, "scheduler could not read the job history");
        continue;
      }
      busy.add(job.id);
      const payload = job.scheduledPayload ? job.scheduledPayload(await lastSuccessfulRun(job.id)) : {};
      const promise = runJob(job, payload, { signal: controller.signal })
        .catch((error: unknown) => logger.error({ err: error, job: job.id }, "scheduled job crashed"))
        .finally(() => {
          busy.delete(job.id);
          running.delete(promise);
        });
      running.add(promise);
    }
  };

  const timer = setInterval(() => void tick(), options.tickMs ?? 60_000);
  timer.unref();
  const first = setTimeout(() => void tick(), Math.min(options.tickMs ?? 60_000, 5_000));
  first.unref();
  logger.info({ jobs: jobs.filter((job) => job.schedule).map((job) => job.id) }, "job scheduler started");

  return {
    stop: async () => {
      clearInterval(timer);
      clearTimeout(first);
      controller.abort(new Error("server shutting down"));
      await Promise.allSettled(running);
    },
    tick,
    settled: async () => {
      await Promise.allSettled(running);
    },
  };
}
