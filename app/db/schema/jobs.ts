import { integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";

/** A lease that lets one process at a time run a job (e.g. one import per source). */
export const jobLocks = pgTable("job_locks", {
  name: text("name").primaryKey(),
  holder: text("holder").notNull(),
  acquiredAt: timestamp("acquired_at", { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
});

/** One run of a declared job, with its outcome and counters. */
export const jobRuns = pgTable("job_runs", {
  id: serial("id").primaryKey(),
  jobId: text("job_id").notNull(),
  payload: jsonb("payload"),
  status: text("status").notNull(), // running | succeeded | failed | skipped
  stats: jsonb("stats"),
  error: text("error"),
  startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
  finishedAt: timestamp("finished_at", { withTimezone: true }),
  durationMs: integer("duration_ms"),
});
