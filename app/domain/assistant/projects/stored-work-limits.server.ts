import { count, eq, sql } from "drizzle-orm";
import { getDb, queryRows } from "#app/db/client.server.ts";
import { chats, messages, projects } from "#app/db/schema/index.ts";
import { createFixedWindowLimiter } from "#app/utils/fixed-window-limiter.server.ts";
import { AppError } from "#app/utils/app-error.ts";

/**
 * What one account may store and how fast it may write (docs/security.md): far above what a
 * person's research needs, low enough that a script cannot fill the database. Deleting is never
 * limited, so that anyone at a cap can make room.
 */
export const storedWorkLimits = { projects: 100, chats: 1_000, messagesPerChat: 400, writesPerMinute: 60 } as const;

// The clock is read through Date at each call, so that tests can set it.
const writes = createFixedWindowLimiter({
  limit: storedWorkLimits.writesPerMinute,
  windowMs: 60_000,
  now: () => Date.now(),
});

/** Counts one write (create, change, question) for the user; 429 with Retry-After past the rate. */
export function takeWrite(uid: string): void {
  const retryAfter = writes.take(uid);
  if (retryAfter === undefined) return;
  throw new AppError(
    429,
    "write_rate",
    `At most ${storedWorkLimits.writesPerMinute} changes a minute can be saved for an account; wait ${retryAfter} seconds.`,
    undefined,
    { "Retry-After": String(retryAfter) },
  );
}

function quotaExceeded(message: string): AppError {
  return new AppError(403, "quota_exceeded", message);
}

/** Before a new project: 403 when the user holds the most projects an account may. */
export async function checkProjectQuota(uid: string): Promise<void> {
  const [row] = await getDb().select({ n: count() }).from(projects).where(eq(projects.uid, uid));
  if ((row?.n ?? 0) >= storedWorkLimits.projects) {
    throw quotaExceeded(`An account can hold ${storedWorkLimits.projects} projects; delete one to make a new one.`);
  }
}

/** Before a question: 403 when it would open a chat past the account's chats, or add to a full chat. */
export async function checkChatQuota(uid: string, chatId: string): Promise<void> {
  // One statement (ADR 125): whether the chat is the user's, the user's chats, the chat's messages.
  const [row] = await queryRows<{ existing: boolean; chats: number | string; messages: number | string }>(sql`
    select exists (select 1 from ${chats} where ${chats.id} = ${chatId} and ${chats.uid} = ${uid}) as existing,
           (select count(*) from ${chats} where ${chats.uid} = ${uid}) as chats,
           (select count(*) from ${messages} where ${messages.chatId} = ${chatId}) as messages`);
  if (!row?.existing) {
    if (Number(row?.chats ?? 0) >= storedWorkLimits.chats) {
      throw quotaExceeded(`An account can hold ${storedWorkLimits.chats} chats; delete one to start a new one.`);
    }
    return;
  }
  // A question adds two messages: the question and its answer.
  if (Number(row.messages) + 2 > storedWorkLimits.messagesPerChat) {
    throw quotaExceeded(`A chat can hold ${storedWorkLimits.messagesPerChat} messages; start a new chat to go on.`);
  }
}
