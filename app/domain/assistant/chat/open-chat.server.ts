import { and, eq, sql } from "drizzle-orm";
import { getDb } from "#app/db/client.server.ts";
import { chats, projects } from "#app/db/schema/index.ts";
import { chatTitle } from "./chat-title.ts";

/**
 * The chat a question goes to: the user's existing chat with this id in this project, or a new
 * one titled with the question. Null when the project is not the user's, or the chat id belongs
 * to another user or another project (the caller answers 404 for all of them alike).
 */
export async function openChat(input: {
  uid: string;
  id: string;
  projectId: string;
  question: string;
  now?: Date;
}): Promise<{ id: string; created: boolean } | null> {
  const now = (input.now ?? new Date()).toISOString();
  const db = getDb();
  // One statement for the common case (a new chat): made only in a project of the user.
  const [created] = await db
    .insert(chats)
    .select(
      db
        .select({
          id: sql`${input.id}`.as("id"),
          uid: projects.uid,
          projectId: projects.id,
          title: sql`${chatTitle(input.question)}`.as("title"),
          createdAt: sql`${now}::timestamptz`.as("created_at"),
          updatedAt: sql`${now}::timestamptz`.as("updated_at"),
        })
        .from(projects)
        .where(and(eq(projects.id, input.projectId), eq(projects.uid, input.uid))),
    )
    .onConflictDoNothing({ target: chats.id })
    .returning({ id: chats.id });
  if (created) return { id: created.id, created: true };
  const [existing] = await db
    .select({ id: chats.id })
    .from(chats)
    .where(and(eq(chats.id, input.id), eq(chats.uid, input.uid), eq(chats.projectId, input.projectId)));
  return existing ? { id: existing.id, created: false } : null;
}
