import { asc, eq } from "drizzle-orm";
import { getDb } from "#app/db/client.server.ts";
import { users, waitlistEntries } from "#app/db/schema/index.ts";
import type { AccountsConfig } from "./config.server.ts";
import { canUseAssistant, isAdmin, safeReturnTo } from "./access.server.ts";
import { getUserById, type User } from "./user.server.ts";

export type WaitlistEntry = {
  id: string;
  uid: string;
  email: string;
  displayName: string | null;
  photoURL: string | null;
  createdAt: string;
};

function toEntry(row: typeof waitlistEntries.$inferSelect): WaitlistEntry {
  return { ...row, createdAt: row.createdAt.toISOString() };
}

export type JoinResult = { status: "joined" | "already"; entry: WaitlistEntry } | { status: "no-email" };

/** Puts a user on the waitlist (once) and stores the entry's id on the user. Needs an e-mail. */
export async function joinWaitlist(user: User): Promise<JoinResult> {
  if (!user.email) return { status: "no-email" };
  const db = getDb();
  return db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(waitlistEntries)
      .values({
        id: crypto.randomUUID(),
        uid: user.uid,
        email: user.email!,
        displayName: user.displayName,
        photoURL: user.photoURL,
      })
      .onConflictDoNothing({ target: waitlistEntries.uid })
      .returning();
    const [row] = inserted
      ? [inserted]
      : await tx.select().from(waitlistEntries).where(eq(waitlistEntries.uid, user.uid));
    await tx.update(users).set({ waitlistId: row!.id }).where(eq(users.uid, user.uid));
    return { status: inserted ? "joined" : "already", entry: toEntry(row!) };
  });
}

export async function getWaitlistEntryForUser(uid: string): Promise<WaitlistEntry | null> {
  const [row] = await getDb().select().from(waitlistEntries).where(eq(waitlistEntries.uid, uid));
  return row ? toEntry(row) : null;
}

/**
 * Where a user goes after signing in, and the waitlist step on the way: in waitlist mode (or
 * with `intent=waitlist` from the pricing page) a user who is not verified and not on the list
 * yet joins it, and waitlisted users land on /waitlist/thank-you. Everyone else goes back to
 * `returnTo`, else to the assistant.
 */
export async function routeAfterSignIn(
  user: User,
  options: {
    intent?: "waitlist" | null;
    returnTo?: string | null;
    config: Pick<AccountsConfig, "waitlistMode" | "adminEmails">;
  },
): Promise<{ user: User; location: string; joined: JoinResult | null }> {
  const { config } = options;
  const wantsList = config.waitlistMode || options.intent === "waitlist";
  let joined: JoinResult | null = null;
  let current = user;
  if (wantsList && !user.verified && !user.waitlistId && !isAdmin(user, config.adminEmails)) {
    joined = await joinWaitlist(user);
    current = (await getUserById(user.uid)) ?? user;
  }
  if (options.intent === "waitlist" || !canUseAssistant(current, config)) {
    return { user: current, location: "/waitlist/thank-you", joined };
  }
  return { user: current, location: safeReturnTo(options.returnTo) ?? "/assistant", joined };
}

export type AdminWaitlistRow = WaitlistEntry & { verified: boolean };

export async function listWaitlist(): Promise<AdminWaitlistRow[]> {
  const rows = await getDb()
    .select({ entry: waitlistEntries, verified: users.verified })
    .from(waitlistEntries)
    .innerJoin(users, eq(users.uid, waitlistEntries.uid))
    .orderBy(asc(waitlistEntries.createdAt), asc(waitlistEntries.id));
  return rows.map((row) => ({ ...toEntry(row.entry), verified: row.verified }));
}

/** Approves the user of a waitlist entry (sets `verified`). False when there is no such entry. */
export async function approveWaitlistEntry(entryId: string): Promise<boolean> {
  const db = getDb();
  const [entry] = await db.select().from(waitlistEntries).where(eq(waitlistEntries.id, entryId));
  if (!entry) return false;
  await db.update(users).set({ verified: true }).where(eq(users.uid, entry.uid));
  return true;
}

/** Removes an entry; the user stays, unverified, and would join again at the next sign-in in waitlist mode. */
export async function removeWaitlistEntry(entryId: string): Promise<boolean> {
  const db = getDb();
  return db.transaction(async (tx) => {
    const [entry] = await tx.delete(waitlistEntries).where(eq(waitlistEntries.id, entryId)).returning();
    if (!entry) return false;
    await tx.update(users).set({ waitlistId: null }).where(eq(users.uid, entry.uid));
    return true;
  });
}
