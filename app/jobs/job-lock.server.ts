import { randomUUID } from "node:crypto";
import os from "node:os";
import { and, eq, sql } from "drizzle-orm";
import { getDb } from "#app/db/client.server.ts";
import { jobLocks } from "#app/db/schema/jobs.ts";
import { logger } from "#app/utils/logger.server.ts";

/** A new holder name for this process: `host:pid:random`, so that a dead holder can be recognised. */
export function newLockHolder(): string {
  return `${os.hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
}

/**
 * Whether the process behind a holder name may still be running. On this host the pid tells
 * (signal 0 probes without signalling); a holder on another host, or a name of another shape, is
 * taken to be alive: only its lease, which it renews as a heartbeat, can expire.
 */
export function lockHolderAlive(holder: string): boolean {
  const [host, pid] = holder.split(":");
  if (host !== os.hostname() || !/^\d+$/.test(pid ?? "")) return true;
  if (Number(pid) === process.pid) return true;
  try {
    process.kill(Number(pid), 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * Takes the lease `name` for `holder` if it is free or expired (one atomic statement, so two
 * processes or instances cannot both win), or at once when its holder's process is gone (an import
 * killed with -9 leaves its lease behind). Returns whether this holder has it now.
 */
export async function acquireJobLock(
  name: string,
  holder: string,
  leaseMs: number,
  isAlive = lockHolderAlive,
): Promise<boolean> {
  if (await takeFreeOrExpired(name, holder, leaseMs)) return true;
  const [current] = await getDb().select({ holder: jobLocks.holder }).from(jobLocks).where(eq(jobLocks.name, name));
  if (!current || isAlive(current.holder)) return false;
  // Compare-and-swap on the dead holder: of several processes noticing it, one wins.
  const rows = await getDb()
    .update(jobLocks)
    .set({ holder, acquiredAt: new Date(), expiresAt: new Date(Date.now() + leaseMs) })
    .where(and(eq(jobLocks.name, name), eq(jobLocks.holder, current.holder)))
    .returning({ holder: jobLocks.holder });
  if (rows.length !== 1) return false;
  logger.warn({ job: name, deadHolder: current.holder }, "took over the job lock of a process that is gone");
  return true;
}

async function takeFreeOrExpired(name: string, holder: string, leaseMs: number): Promise<boolean> {
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
