import type { JobDefinition } from "./define-job.ts";
import { eurlexUpdatesJob } from "./eurlex-updates.server.ts";
import { fullTextJob } from "./fetch-full-texts.server.ts";
import { ingestJobs } from "./ingest-jobs.server.ts";
import { startScheduler, type Scheduler } from "./scheduler.server.ts";

/** Every declared job. */
export const jobs: JobDefinition[] = [...Object.values(ingestJobs), fullTextJob, eurlexUpdatesJob] as JobDefinition[];

/** The scheduler of the server process (INGEST_SCHEDULE=true). */
export function startIngestScheduler(): Scheduler {
  return startScheduler(jobs);
}
