import type { z } from "zod";

export type JobContext = {
  /** Aborted when the server shuts down or the lease is lost: handlers stop between batches. */
  signal: AbortSignal;
  onProgress?: (stats: Record<string, number>) => void;
};

/**
 * A declared background job (documenso jobs/definitions style): an id, a zod payload schema, an
 * optional schedule and an idempotent, batched handler. One run at a time per job across
 * processes and instances (a lease in job_locks).
 */
export type JobDefinition<Schema extends z.ZodType = z.ZodType> = {
  id: string;
  payload: Schema;
  /** Runs every `everyMs` when the in-server scheduler is on (INGEST_SCHEDULE). */
  schedule?: { everyMs: number };
  /** How long a lease lasts without renewal; the runner renews it while the handler runs. */
  leaseMs?: number;
  /** The payload a scheduled run uses, from the previous successful run's start (or null). */
  scheduledPayload?: (lastSuccess: Date | null) => z.input<Schema>;
  handler: (payload: z.output<Schema>, context: JobContext) => Promise<Record<string, number>>;
};

export function defineJob<Schema extends z.ZodType>(definition: JobDefinition<Schema>): JobDefinition<Schema> {
  return definition;
}

export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;
