import { z } from "zod";
import { searchSettingsOf } from "#app/domain/corpus/search-settings.ts";
import { updateInstalledActs, type UpdateActsOptions } from "#app/domain/corpus/import/update-installed-acts.server.ts";
import { getEnv } from "#app/env.server.ts";
import { DAY, defineJob, type JobDefinition } from "./define-job.ts";

export const EurlexUpdatesPayloadSchema = z.object({}).strict();

/**
 * The EUR-Lex update check of the installed acts, daily (ADR 037): one CELLAR SPARQL request per
 * run, a download only when a newer consolidated version exists. Where it asks comes from
 * EURLEX_SPARQL_URL and EURLEX_BASE_URL; `options` fix the clock, the fetch and the in-run
 * retries (tests).
 */
export function defineEurlexUpdatesJob(
  options: Partial<Omit<UpdateActsOptions, "signal">> = {},
): JobDefinition<typeof EurlexUpdatesPayloadSchema> {
  return defineJob({
    id: "eurlex-updates",
    payload: EurlexUpdatesPayloadSchema,
    schedule: { everyMs: DAY },
    leaseMs: 5 * 60_000,
    handler: async (_payload, context) => {
      const env = getEnv();
      return updateInstalledActs({
        sparqlUrl: env.EURLEX_SPARQL_URL,
        baseUrl: env.EURLEX_BASE_URL,
        embeddings: searchSettingsOf(env).embeddings,
        ...options,
        signal: context.signal,
      });
    },
  });
}

export const eurlexUpdatesJob = defineEurlexUpdatesJob();
