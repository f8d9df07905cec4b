import { and, eq, sql } from "drizzle-orm";
import { getDb } from "#app/db/client.server.ts";
import { jobLocks } from "#app/db/schema/jobs.ts";

/**
 * Takes the lease `name` for `holder` if it is free or expired (one atomic statement, so two
 * processes or instances cannot both win). Returns whether this holder has it now.
 */
export async function acquireJobLock(name: string, holder: string, leaseMs: number): Promise<boolean> {
  const expiresAt = new Date(Date.now() + leaseMs);
  const rows = await getDb()
    .insert(jobLocks)
    .values({ name, holder, acquiredAt: new Date(), expiresAt })
    .onConflictDoUpdate({
      target: jobLocks.name,
      set: { holder, acquiredAt: new Date(), expiresAt },
      setWhere: sql`${jobLocks.expiresAt} < now() or ${jobLocks.holder} = ${holder}`,
    })
    .returning({ holder: jobLocks.holder });
  return rows.length === 1 && rows[0]!.holder === holder;
}

/** Extends a lease we hold; false when it was lost (expired and taken by someone else). */
export async function renewJobLock(name: string, holder: string, leaseMs: number): Promise<boolean> {
  const rows = await getDb()
    .update(jobLocks)
    .set({ expiresAt: new Date(Date.now() + leaseMs) })
    .where(and(eq(jobLocks.name, name), eq(jobLocks.holder, holder)))
    .returning({ name: jobLocks.name });
  return rows.length === 1;
}

export async function releaseJobLock(name: string, holder: string): Promise<void> {
  await getDb()
    .delete(jobLocks)
    .where(and(eq(jobLocks.name, name), eq(jobLocks.holder, holder)));
}
