import { and, eq, gt, lt } from "drizzle-orm";
import { getDb } from "#app/db/client.server.ts";
import { sessions, users } from "#app/db/schema/index.ts";
import { hashToken, randomToken } from "./tokens.server.ts";
import { toUser, type User } from "./user.server.ts";

export type Session = {
  /** The hash under which the session is stored (the cookie's id is never stored). */
  idHash: string;
  uid: string;
  csrfToken: string;
  lastActiveAt: Date;
  expiresAt: Date;
};

export type SessionWithUser = { session: Session; user: User };

/**
 * Starts a session: a new random id every sign-in (no fixation). Returns the id (the cookie's
 * value; the cookie itself is the HTTP edge's, app/http/accounts/session.server.ts). Expiry slides: `idleMs` after the last request that used it, but
 * never past `maxAgeMs` after the sign-in (the absolute lifetime).
 */
export async function createSession(options: { uid: string; now?: Date; idleMs: number; maxAgeMs: number }) {
  const now = options.now ?? new Date();
  const { idleMs, maxAgeMs } = options;
  const id = randomToken();
  const csrfToken = randomToken();
  const expiresAt = new Date(now.getTime() + Math.min(idleMs, maxAgeMs));
  await getDb()
    .insert(sessions)
    .values({
      idHash: hashToken(id),
      uid: options.uid,
      csrfToken,
      createdAt: now,
      lastActiveAt: now,
      expiresAt,
    });
  return { id, csrfToken, expiresAt };
}

/** The least a request moves the idle expiry by; smaller moves are not written. */
export const touchStepMs = 60_000;

/**
 * The live session of a session id (the cookie's value) and its user, or null. With `touch` (the default) the idle
 * expiry slides forward: any request of the user counts as activity. Expired sessions are
 * deleted when met.
 */
export async function readSession(
  id: string | undefined,
  options: { now?: Date; touch?: boolean; idleMs: number; maxAgeMs: number },
): Promise<SessionWithUser | null> {
  if (!id) return null;
  const now = options.now ?? new Date();
  const { idleMs, maxAgeMs } = options;
  const idHash = hashToken(id);
  const db = getDb();
  const [row] = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.uid, sessions.uid))
    .where(eq(sessions.idHash, idHash));
  if (!row) return null;
  const endOfLife = row.session.createdAt.getTime() + maxAgeMs;
  if (row.session.expiresAt.getTime() <= now.getTime() || endOfLife <= now.getTime()) {
    await db.delete(sessions).where(eq(sessions.idHash, idHash));
    return null;
  }
  let session: Session = row.session;
  const expiresAt = new Date(Math.min(now.getTime() + idleMs, endOfLife));
  // A request within a minute of the last extension leaves the expiry as it is (at most a minute
  // short of sliding): most requests then cost one database round trip, not two (ADR 125).
  if (options.touch !== false && expiresAt.getTime() - row.session.expiresAt.getTime() >= touchStepMs) {
    // Only ever extend (a request with an older clock reading must not shorten the session).
    const [updated] = await db
      .update(sessions)
      .set({ lastActiveAt: now, expiresAt })
      .where(and(eq(sessions.idHash, idHash), lt(sessions.expiresAt, expiresAt), gt(sessions.expiresAt, now)))
      .returning();
    if (updated) session = updated;
  }
  return { session, user: toUser(row.user) };
}

export async function deleteSession(id: string | undefined): Promise<void> {
  if (id)
    await getDb()
      .delete(sessions)
      .where(eq(sessions.idHash, hashToken(id)));
}

/** Removes expired sessions (called at sign-in; expired ones are also ignored when read). */
export async function deleteExpiredSessions(now: Date = new Date()): Promise<void> {
  await getDb().delete(sessions).where(lt(sessions.expiresAt, now));
}
