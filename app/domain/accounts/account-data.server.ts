import { asc, eq, inArray } from "drizzle-orm";
import { getDb } from "#app/db/client.server.ts";
import { chats, messages, projects, users } from "#app/db/schema/index.ts";
import { logger } from "#app/utils/logger.server.ts";
import { getUsage } from "./usage.server.ts";
import { keepUsageOfDeletedUser } from "./usage-ledger.server.ts";
import { getUserById } from "./user.server.ts";
import { getWaitlistEntryForUser } from "./waitlist.server.ts";

const iso = (value: string | Date) => new Date(value).toISOString();

/**
 * Everything stored about a user (GDPR Art. 15/20), as one JSON document: profile, waitlist
 * entry, usage, projects, chats and their messages. Sessions are left out (only hashes of
 * random ids). Returns null for an unknown user.
 */
export async function exportAccountData(uid: string) {
  const user = await getUserById(uid);
  if (!user) return null;
  const db = getDb();
  const projectRows = await db.select().from(projects).where(eq(projects.uid, uid)).orderBy(asc(projects.createdAt));
  const chatRows = await db.select().from(chats).where(eq(chats.uid, uid)).orderBy(asc(chats.createdAt));
  const messageRows = chatRows.length
    ? await db
        .select()
        .from(messages)
        .where(
          inArray(
            messages.chatId,
            chatRows.map((chat) => chat.id),
          ),
        )
        .orderBy(asc(messages.createdAt), asc(messages.id))
    : [];
  const usage = await getUsage(uid);
  return {
    exportedAt: new Date().toISOString(),
    format: "legal-calendar-account-export/1",
    profile: user,
    waitlistEntry: await getWaitlistEntryForUser(uid),
    usage: { count: usage.count, lastUpdated: usage.lastUpdated || null },
    projects: projectRows.map((row) => ({ ...row, createdAt: iso(row.createdAt), updatedAt: iso(row.updatedAt) })),
    chats: chatRows.map((chat) => ({
      ...chat,
      createdAt: iso(chat.createdAt),
      updatedAt: iso(chat.updatedAt),
      messages: messageRows
        .filter((message) => message.chatId === chat.id)
        .map((message) => ({ ...message, createdAt: iso(message.createdAt) })),
    })),
  };
}
export type AccountExport = NonNullable<Awaited<ReturnType<typeof exportAccountData>>>;

/**
 * Deletes a user and everything that belongs to them. The foreign keys cascade from `users` to
 * sessions, waitlist entry, usage, projects, chats and messages, so one statement removes all of
 * it atomically; only the usage count stays, under a hash of the identity. Returns false when there was no such user.
 */
export async function deleteAccount(uid: string): Promise<boolean> {
  // The count of model calls stays behind under a hash of the identity (usage-ledger.server.ts):
  // deleting the account must not reset the usage limit.
  const row = await getDb().transaction(async (tx) => {
    await keepUsageOfDeletedUser(tx, uid);
    const [deleted] = await tx.delete(users).where(eq(users.uid, uid)).returning({ uid: users.uid });
    return deleted;
  });
  if (row) logger.info({ uid }, "account deleted");
  return !!row;
}
