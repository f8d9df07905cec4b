import { and, eq } from "drizzle-orm";
import { z } from "zod";
import { getDb } from "#app/db/client.server.ts";
import { users } from "#app/db/schema/index.ts";
import { restoreUsageOfIdentity } from "./usage-ledger.server.ts";

/** A user; `createdAt` is an ISO string. */
export type User = {
  uid: string;
  email: string | null;
  displayName: string | null;
  photoURL: string | null;
  verified: boolean;
  waitlistId: string | null;
  createdAt: string;
};

type UserRow = typeof users.$inferSelect;

export function toUser(row: UserRow): User {
  return {
    uid: row.uid,
    email: row.email,
    displayName: row.displayName,
    photoURL: row.photoURL,
    verified: row.verified,
    waitlistId: row.waitlistId,
    createdAt: row.createdAt.toISOString(),
  };
}

/** What an identity provider tells us about a person (validated from the ID token / userinfo). */
export const IdentitySchema = z.object({
  issuer: z.string().min(1).max(500),
  subject: z.string().min(1).max(500),
  email: z.email().max(320).nullable(),
  displayName: z.string().trim().max(200).nullable(),
  photoURL: z
    .url({ protocol: /^https?$/ })
    .max(2000)
    .nullable(),
});
export type Identity = z.infer<typeof IdentitySchema>;

export async function getUserById(uid: string): Promise<User | null> {
  const [row] = await getDb().select().from(users).where(eq(users.uid, uid));
  return row ? toUser(row) : null;
}

/**
 * The user for an external identity: created on first sign-in; later sign-ins refresh e-mail
 * (verified only, possibly none), name and photo from the provider. `created` tells the caller whether this was the first time.
 */
export async function upsertUserFromIdentity(input: Identity): Promise<{ user: User; created: boolean }> {
  const identity = IdentitySchema.parse(input);
  const db = getDb();
  const [existing] = await db
    .select()
    .from(users)
    .where(and(eq(users.issuer, identity.issuer), eq(users.subject, identity.subject)));
  if (existing) {
    const [row] = await db
      .update(users)
      .set({
        // The address as the provider vouches for it now: one it no longer marks verified stops
        // counting (it decides admin rights), it is not kept from an earlier sign-in.
        email: identity.email,
        displayName: identity.displayName ?? existing.displayName,
        photoURL: identity.photoURL ?? existing.photoURL,
      })
      .where(eq(users.uid, existing.uid))
      .returning();
    return { user: toUser(row!), created: false };
  }
  const [row] = await db
    .insert(users)
    .values({
      uid: crypto.randomUUID(),
      issuer: identity.issuer,
      subject: identity.subject,
      email: identity.email,
      displayName: identity.displayName,
      photoURL: identity.photoURL,
    })
    .onConflictDoNothing({ target: [users.issuer, users.subject] })
    .returning();
  if (row) {
    await restoreUsageOfIdentity(db, row);
    return { user: toUser(row), created: true };
  }
  // Two first sign-ins raced: the other one created the user.
  const [raced] = await db
    .select()
    .from(users)
    .where(and(eq(users.issuer, identity.issuer), eq(users.subject, identity.subject)));
  return { user: toUser(raced!), created: false };
}
