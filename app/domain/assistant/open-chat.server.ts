import { getDb } from "#app/db/client.server.ts";
import { chats } from "#app/db/schema/index.ts";
import { and, eq } from "drizzle-orm";
import { chatTitle } from "./chat-title.ts";
import { getProject } from "./get-project.server.ts";

/**
 * The chat a question goes to: the user's existing chat with this id in this project, or a new
 * one titled with the question. Null when the project is not the user's, or the chat id belongs
 * to another user or another project (the caller answers 404 for all of them alike).
 */
export async function openChat(input: { uid: string; id: string; projectId: string; question: string; now?: Date }): Promise<{ id: string; created: boolean } | null> {
  if (!(await getProject({ uid: input.uid, id: input.projectId }))) return null;
  const now = (input.now ?? new Date()).toISOString();
  const db = getDb();
  const [created] = await db
    .insert(chats)
    .values({ id: input.id, uid: input.uid, projectId: input.projectId, title: chatTitle(input.question), createdAt: now, updatedAt: now })
    .onConflictDoNothing({ target: chats.id })
    .returning({ id: chats.id });
  if (created) return { id: created.id, created: true };
  const [existing] = await db
    .select({ id: chats.id })
    .from(chats)
    .where(and(eq(chats.id, input.id), eq(chats.uid, input.uid), eq(chats.projectId, input.projectId)));
  return existing ? { id: existing.id, created: false } : null;
}
