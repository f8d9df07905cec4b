import { and, desc, eq } from "drizzle-orm";
import { getDb } from "#app/db/client.server.ts";
import { chats } from "#app/db/schema/index.ts";
import { getProject } from "./get-project.server.ts";

export type ChatListItem = { id: string; title: string; createdAt: string };

/** The chats of the user's project, newest first; null when the user has no such project. */
export async function listChats(input: { uid: string; projectId: string }): Promise<ChatListItem[] | null> {
  if (!(await getProject({ uid: input.uid, id: input.projectId }))) return null;
  const rows = await getDb()
    .select({ id: chats.id, title: chats.title, createdAt: chats.createdAt })
    .from(chats)
    .where(and(eq(chats.projectId, input.projectId), eq(chats.uid, input.uid)))
    .orderBy(desc(chats.createdAt), desc(chats.id));
  return rows.map((row) => ({ ...row, createdAt: new Date(row.createdAt).toISOString() }));
}
