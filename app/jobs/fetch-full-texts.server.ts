import { z } from "zod";
import {
  FULL_TEXT_BATCH,
  fetchFullTexts,
  type FetchFullTextsOptions,
} from "#app/domain/decisions/import/fetch-full-texts.server.ts";
import { getEnv } from "#app/env.server.ts";
import { logger } from "#app/utils/logger.server.ts";
import { defineJob, HOUR } from "./define-job.ts";

export const FETCH_FULL_TEXTS_JOB_ID = "fetch-full-texts";

export const FetchFullTextsPayloadSchema = z.object({
  /** How many documents this run asks for (default FULL_TEXT_BATCH). */
  limit: z.number().int().min(1).max(5000).optional(),
});

/** Test hooks (never set in production): the source, a sleep that does not wait, a clock. */
type FullTextHooks = Partial<
  Pick<
    FetchFullTextsOptions,
    "baseUrl" | "sleep" | "http" | "now" | "today" | "pauseMs" | "maxZipBytes" | "maxXmlBytes" | "missingInARow"
  >
>;

/**
 * Fetches the full text of rii decisions known only by their metadata (the BGH metadata of the
 * starter set), FULL_TEXT_BATCH documents an hour, newest decision first: about 4,800 a day, so
 * the 32,622 RII records of the starter set are complete in about a week (ADR 019). An
 * unreachable source fails the run with one warning; the scheduler retries with backoff.
 */
export function fetchFullTextsJob(hooks: FullTextHooks = {}) {
  return defineJob({
    id: FETCH_FULL_TEXTS_JOB_ID,
    payload: FetchFullTextsPayloadSchema,
    schedule: { everyMs: HOUR },
    leaseMs: 5 * 60_000,
    scheduledPayload: () => ({}),
    handler: async (payload, context) => {
      const stats = await fetchFullTexts({
        baseUrl: getEnv().RII_DOCUMENTS_URL,
        ...hooks,
        limit: payload.limit ?? FULL_TEXT_BATCH,
        signal: context.signal,
        onProgress: (progress) => {
          logger.info(
            {
              job: FETCH_FULL_TEXTS_JOB_ID,
              done: progress.read,
              total: progress.candidates,
              updated: progress.updated,
              quarantined: progress.quarantined,
            },
            "fetching full texts",
          );
          context.onProgress?.(progress);
        },
      });
      return stats;
    },
  });
}

export const fullTextJob = fetchFullTextsJob();
