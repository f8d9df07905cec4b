import crypto from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { Db } from "#app/db/client.server.ts";
import { usage, usageLedger, users } from "#app/db/schema/index.ts";

/**
 * The usage limit outlives the account (docs/security.md): when an account is deleted, its count
 * of model calls is kept under a one-way hash of the identity's issuer and subject, and a new
 * account for the same identity starts from that count. Nothing else is kept.
 */
export function identityHash(issuer: string, subject: string): string {
  // Length-prefixed so that no two (issuer, subject) pairs give the same input.
  return crypto.createHash("sha256").update(`${issuer.length}:${issuer}\n${subject}`).digest("hex");
}

/** Within the deletion's transaction: records the user's count (the higher one wins). */
export async function keepUsageOfDeletedUser(tx: Db, uid: string, now = new Date()): Promise<void> {
  const [row] = await tx
    .select({ issuer: users.issuer, subject: users.subject, count: usage.count })
    .from(users)
    .leftJoin(usage, eq(usage.uid, users.uid))
    .where(eq(users.uid, uid));
  if (!row || !row.count) return;
  await tx
    .insert(usageLedger)
    .values({ identityHash: identityHash(row.issuer, row.subject), count: row.count, lastUpdated: now })
    .onConflictDoUpdate({
      target: usageLedger.identityHash,
      set: { count: sql`greatest(${usageLedger.count}, excluded.count)`, lastUpdated: now },
    });
}

/** For a user just created: carries over the count an earlier, deleted account of the identity left. */
export async function restoreUsageOfIdentity(
  db: Db,
  user: { uid: string; issuer: string; subject: string },
): Promise<void> {
  const [kept] = await db
    .select()
    .from(usageLedger)
    .where(eq(usageLedger.identityHash, identityHash(user.issuer, user.subject)));
  if (!kept || kept.count <= 0) return;
  await db
    .insert(usage)
    .values({ uid: user.uid, count: kept.count, lastUpdated: kept.lastUpdated })
    .onConflictDoUpdate({ target: usage.uid, set: { count: sql`greatest(${usage.count}, excluded.count)` } });
}
