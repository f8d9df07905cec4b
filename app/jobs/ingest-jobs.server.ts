import { z } from "zod";
import { SourceSchema, type Source } from "#app/domain/decisions/decision-record.ts";
import { importDecisions } from "#app/domain/decisions/import/import-decisions.server.ts";
import { readSource } from "#app/domain/decisions/import/read-source.server.ts";
import { DAY, defineJob, HOUR, type JobDefinition } from "./define-job.ts";

export const IngestPayloadSchema = z.object({
  /** A file, folder or http(s) URL; without it the live source. */
  from: z.string().min(1).optional(),
  since: z.iso.date().optional(),
});
export type IngestPayload = z.infer<typeof IngestPayloadSchema>;

/** Documented default schedules (ADR 012): hourly for rii and NeuRIS, daily for Open Legal Data. */
export const ingestSchedules: Record<Source, number> = { rii: HOUR, neuris: HOUR, oldp: DAY };

function ingestJob(source: Source) {
  return defineJob({
    id: `ingest-${source}`,
    payload: IngestPayloadSchema,
    schedule: { everyMs: ingestSchedules[source] },
    leaseMs: 5 * 60_000,
    // Scheduled runs fetch what changed since two days before the last success (rii's TOC has
    // its own change stamps, so it always reads the whole TOC and fetches only what changed).
    scheduledPayload: (lastSuccess) => {
      if (source === "rii") return {};
      const since = new Date((lastSuccess?.getTime() ?? Date.now() - 28 * DAY) - 2 * DAY);
      return { since: since.toISOString().slice(0, 10) };
    },
    handler: async (payload, context) => {
      const items = readSource(SourceSchema.parse(source), { from: payload.from, since: payload.since });
      return importDecisions({ source, items, signal: context.signal, onProgress: context.onProgress });
    },
  });
}

export const ingestJobs: Record<Source, JobDefinition<typeof IngestPayloadSchema>> = {
  rii: ingestJob("rii"),
  neuris: ingestJob("neuris"),
  oldp: ingestJob("oldp"),
};
