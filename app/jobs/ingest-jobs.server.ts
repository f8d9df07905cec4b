import { getEnv } from "#app/env.server.ts";
import { z } from "zod";
import { decisionSources, type LiveSource as Source } from "#app/domain/decisions/import/decision-sources.server.ts";
import { importDecisions } from "#app/domain/decisions/import/import-decisions.server.ts";
import { DAY, defineJob, type JobDefinition } from "./define-job.ts";

export const IngestPayloadSchema = z.object({
  /** A file, folder or http(s) URL; without it the live source. */
  from: z.string().min(1).optional(),
  since: z.iso.date().optional(),
});
export type IngestPayload = z.infer<typeof IngestPayloadSchema>;

/**
 * Default schedules, each source's own (decision-sources.server.ts): the rii table of contents
 * (about 23 MB) daily, NeuRIS hourly, Open Legal Data daily (ADR 012; rii daily since ADR 016).
 */
export const ingestSchedules = Object.fromEntries(
  Object.values(decisionSources).map((source) => [source.name, source.everyMs]),
) as Record<Source, number>;

/**
 * How far back (by decision date) scheduled NeuRIS and Open Legal Data runs look. Both filter
 * only by the decision date (NeuRIS `dateFrom`, Open Legal Data `date_after`) and offer no
 * "changed since" filter, while courts publish days to weeks (sometimes months) after the
 * decision date. So a run re-reads the last 90 days of decisions; the idempotent upsert turns
 * what is already stored into "unchanged" (ADR 012).
 */
export const INGEST_LOOK_BACK_DAYS = 90;

/**
 * The payload of a scheduled run: rii reads its whole TOC (it has its own change stamps and
 * fetches only what changed); NeuRIS and Open Legal Data ask for decisions dated from
 * INGEST_LOOK_BACK_DAYS before the last success (or before now on a first run).
 */
export function scheduledIngestPayload(
  source: Source,
  lastSuccess: Date | null,
  now: number = Date.now(),
): IngestPayload {
  if (decisionSources[source].scheduledRun === "whole-index") return {};
  const from = Math.min(lastSuccess?.getTime() ?? now, now) - INGEST_LOOK_BACK_DAYS * DAY;
  return { since: new Date(from).toISOString().slice(0, 10) };
}

function ingestJob(source: Source) {
  return defineJob({
    id: `ingest-${source}`,
    payload: IngestPayloadSchema,
    schedule: { everyMs: ingestSchedules[source] },
    leaseMs: 5 * 60_000,
    scheduledPayload: (lastSuccess) => scheduledIngestPayload(source, lastSuccess),
    handler: async (payload, context) => {
      const items = decisionSources[source].read({ from: payload.from, since: payload.since, live: getEnv() });
      return importDecisions({ source, items, signal: context.signal, onProgress: context.onProgress });
    },
  });
}

/** One job per source, in the order of decision-sources.server.ts. */
export const ingestJobs = Object.fromEntries(
  Object.values(decisionSources).map((source) => [source.name, ingestJob(source.name)]),
) as Record<Source, JobDefinition<typeof IngestPayloadSchema>>;
