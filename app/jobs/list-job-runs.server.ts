import { desc } from "drizzle-orm";
import { getDb } from "#app/db/client.server.ts";
import { jobRuns } from "#app/db/schema/jobs.ts";

export type JobRunSummary = {
  id: number;
  jobId: string;
  status: string;
  startedAt: string;
  durationMs: number | null;
  error: string | null;
  stats: Record<string, number> | null;
};

/** The latest runs of every job (newest first), for the admin's data page. */
export async function listRecentJobRuns(limit = 20): Promise<JobRunSummary[]> {
  const rows = await getDb()
    .select({
      id: jobRuns.id,
      jobId: jobRuns.jobId,
      status: jobRuns.status,
      startedAt: jobRuns.startedAt,
      durationMs: jobRuns.durationMs,
      error: jobRuns.error,
      stats: jobRuns.stats,
    })
    .from(jobRuns)
    .orderBy(desc(jobRuns.startedAt), desc(jobRuns.id))
    .limit(Math.min(Math.max(1, limit), 200));
  return rows.map((row) => ({
    ...row,
    startedAt: new Date(row.startedAt).toISOString(),
    stats: (row.stats as Record<string, number> | null) ?? null,
  }));
}
