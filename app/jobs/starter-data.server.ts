import fs from "node:fs";
import { searchSettingsOf } from "#app/domain/corpus/search-settings.ts";
import { getEnv } from "#app/env.server.ts";
import path from "node:path";
import { sql } from "drizzle-orm";
import { z } from "zod";
import { queryRows } from "#app/db/client.server.ts";
import { loadData, summariseLoad, type LoadOptions } from "#app/domain/data-load/load-data.server.ts";
import { logger } from "#app/utils/logger.server.ts";
import { defineJob } from "./define-job.ts";
import { lastRunStart, lastSuccessfulRun, runJob, type JobRunResult } from "./run-job.server.ts";
import { getStarterStatus, updateStarterStatus } from "./starter-status.server.ts";

export const STARTER_JOB_ID = "starter-data";

export const StarterPayloadSchema = z.object({ folder: z.string().min(1) });

/** Test hook (never set in production): called before each file, may throw to simulate a crash. */
type StarterHooks = Pick<LoadOptions, "beforeFile" | "today">;

/**
 * Installs the bundled starter set (data/starter: court lists, real decisions, the BGH
 * metadata, EU acts) through the same loader as `npm run data:load`. Every step is an upsert, so
 * a run cut off by a kill is completed by the next one, and a run over installed data changes
 * nothing. Progress goes to the log (records/s, percent) and to getStarterStatus().
 */
export function starterDataJob(hooks: StarterHooks = {}) {
  return defineJob({
    id: STARTER_JOB_ID,
    payload: StarterPayloadSchema,
    // Short, renewed while running: after a kill the next start takes over within half a minute.
    leaseMs: 30_000,
    handler: async (payload, context) => {
      const started = Date.now();
      let lastLog = 0;
      updateStarterStatus({
        state: "importing",
        startedAt: new Date(started).toISOString(),
        finishedAt: null,
        error: null,
        done: 0,
        percent: 0,
      });
      const results = await loadData([payload.folder], {
        ...hooks,
        embeddings: searchSettingsOf(getEnv()).embeddings,
        signal: context.signal,
        onProgress: (progress) => {
          const seconds = Math.max(0.001, (Date.now() - started) / 1000);
          const percent = progress.total > 0 ? Math.min(100, Math.floor((progress.done * 100) / progress.total)) : 0;
          const recordsPerSecond = Math.round(progress.done / seconds);
          updateStarterStatus({
            done: progress.done,
            total: progress.total,
            percent,
            recordsPerSecond,
            file: path.basename(progress.file),
          });
          if (Date.now() - lastLog >= 2000) {
            lastLog = Date.now();
            logger.info(
              {
                job: STARTER_JOB_ID,
                percent,
                recordsPerSecond,
                done: progress.done,
                total: progress.total,
                file: path.basename(progress.file),
              },
              "installing the starter set",
            );
          }
        },
        onFileDone: (result) => {
          if (result.status === "failed")
            logger.warn(
              { job: STARTER_JOB_ID, file: path.basename(result.file), kind: result.kind, reason: result.reason },
              "starter file not installed; continuing",
            );
          else if (result.status === "imported")
            logger.info(
              {
                job: STARTER_JOB_ID,
                file: path.basename(result.file),
                kind: result.kind,
                imported: result.imported,
                updated: result.updated,
                unchanged: result.unchanged,
                quarantined: result.quarantined,
              },
              "starter file installed",
            );
        },
      });
      return summariseLoad(results);
    },
  });
}

/**
 * Whether this database still needs the starter set: never when an installation finished; yes
 * when one was started (and cut off) or when there is no decision at all (a first start).
 */
export async function starterDataNeeded(): Promise<boolean> {
  if (await lastSuccessfulRun(STARTER_JOB_ID)) return false;
  if (await lastRunStart(STARTER_JOB_ID)) return true;
  const [row] = await queryRows<{ found: boolean }>(sql`select exists (select 1 from decisions) as found`);
  return !row?.found;
}

export type StarterInstall = { stop: () => Promise<void>; done: Promise<JobRunResult | null> };

/**
 * Starts the installation in the background when it is needed (server start, STARTER_DATA=auto):
 * the server listens meanwhile. A run skipped because another process holds the job's lease (or
 * the lease of a killed run has not expired yet) is retried after the lease time.
 */
export function installStarterDataInBackground(
  folder: string,
  options: { hooks?: StarterHooks; retryMs?: number } = {},
): StarterInstall {
  const controller = new AbortController();
  const job = starterDataJob(options.hooks);
  const retryMs = options.retryMs ?? (job.leaseMs ?? 30_000) + 1000;
  const done = (async (): Promise<JobRunResult | null> => {
    if (!fs.existsSync(folder)) {
      logger.warn(
        { job: STARTER_JOB_ID, folder },
        "starter set folder not found; nothing installed (STARTER_DATA_PATH)",
      );
      updateStarterStatus({ state: "off", error: `folder not found: ${folder}` });
      return null;
    }
    try {
      if (!(await starterDataNeeded())) {
        logger.info({ job: STARTER_JOB_ID }, "starter set already installed; nothing to do");
        updateStarterStatus({ state: "done" });
        return null;
      }
    } catch (error) {
      logger.error({ err: error, job: STARTER_JOB_ID }, "could not check whether the starter set is installed");
      updateStarterStatus({ state: "failed", error: error instanceof Error ? error.message : String(error) });
      return null;
    }
    logger.info({ job: STARTER_JOB_ID, folder }, "empty database: installing the starter set in the background");
    updateStarterStatus({ state: "importing" });
    for (let attempt = 0; attempt < 20 && !controller.signal.aborted; attempt++) {
      const result = await runJob(job, { folder }, { signal: controller.signal });
      if (result.status === "skipped") {
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, retryMs);
          timer.unref();
          controller.signal.addEventListener("abort", () => (clearTimeout(timer), resolve()), { once: true });
        });
        continue;
      }
      if (result.status === "succeeded") {
        const status = getStarterStatus();
        logger.info(
          {
            job: STARTER_JOB_ID,
            stats: result.stats,
            seconds: status.startedAt ? Math.round((Date.now() - Date.parse(status.startedAt)) / 1000) : null,
          },
          "starter set installed",
        );
        updateStarterStatus({ state: "done", percent: 100, finishedAt: new Date().toISOString(), file: null });
      } else {
        updateStarterStatus({ state: "failed", error: result.error, finishedAt: new Date().toISOString() });
      }
      return result;
    }
    return null;
  })();
  return {
    done,
    stop: async () => {
      controller.abort(new Error("server shutting down"));
      await done.catch(() => undefined);
    },
  };
}
