import { eq, sql } from "drizzle-orm";
import { z } from "zod";
import { getDb } from "#app/db/client.server.ts";
import { usage } from "#app/db/schema/index.ts";

export type Usage = { uid: string; count: number; lastUpdated: string };

export class UnknownUserError extends Error {
  override name = "UnknownUserError";
}

const UidSchema = z.string().trim().min(1, "a user id is required").max(200);

/**
 * Adds one to a user's usage count in a single statement (safe under concurrency) and returns
 * the new record. Refuses a missing or unknown user id with an error instead of creating orphans.
 */
export async function incrementUsage(uid: string, options: { by?: number; now?: Date } = {}): Promise<Usage> {
  const parsed = UidSchema.safeParse(uid);
  if (!parsed.success) throw new UnknownUserError("incrementUsage: a user id is required");
  const by = options.by ?? 1;
  const now = options.now ?? new Date();
  try {
    const [row] = await getDb()
      .insert(usage)
      .values({ uid: parsed.data, count: by, lastUpdated: now })
      .onConflictDoUpdate({ target: usage.uid, set: { count: sql`${usage.count} + ${by}`, lastUpdated: now } })
      .returning();
    return { uid: row!.uid, count: row!.count, lastUpdated: row!.lastUpdated.toISOString() };
  } catch (error) {
    // 23503: foreign key violation — no such user.
    const code =
      (error as { code?: string; cause?: { code?: string } }).code ??
      (error as { cause?: { code?: string } }).cause?.code;
    if (code === "23503") throw new UnknownUserError(`incrementUsage: no user with id ${parsed.data}`);
    throw error;
  }
}

export async function getUsage(uid: string): Promise<Usage> {
  const [row] = await getDb().select().from(usage).where(eq(usage.uid, uid));
  return row
    ? { uid: row.uid, count: row.count, lastUpdated: row.lastUpdated.toISOString() }
    : { uid, count: 0, lastUpdated: "" };
}
