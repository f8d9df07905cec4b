import { and, asc, eq, inArray } from "drizzle-orm";
import { getDb } from "#app/db/client.server.ts";
import { chats, messages } from "#app/db/schema/index.ts";
import { getProject } from "./get-project.server.ts";
import type { Project } from "./project.ts";
import type { ChatMessage } from "../stream-events.ts";
import { toChatMessage } from "../chat/to-chat-message.ts";

export type ProjectExport = {
  project: Project;
  chats: { chat: { id: string; title: string }; messages: ChatMessage[] }[];
};

/**
 * The user's project with every chat (oldest first, as they were worked through) and their
 * messages in order; null when the user has no project with this id.
 */
export async function getProjectExport(input: { uid: string; id: string }): Promise<ProjectExport | null> {
  const project = await getProject(input);
  if (!project) return null;
  const db = getDb();
  const chatRows = await db
    .select({ id: chats.id, title: chats.title })
    .from(chats)
    .where(and(eq(chats.projectId, project.id), eq(chats.uid, input.uid)))
    .orderBy(asc(chats.createdAt), asc(chats.id));
  if (chatRows.length === 0) return { project, chats: [] };
  const rows = await db
    .select()
    .from(messages)
    .where(
      inArray(
        messages.chatId,
        chatRows.map((chat) => chat.id),
      ),
    )
    .orderBy(asc(messages.createdAt), asc(messages.id));
  const byChat = new Map<string, ChatMessage[]>(chatRows.map((chat) => [chat.id, []]));
  for (const row of rows) byChat.get(row.chatId)?.push(toChatMessage(row));
  return { project, chats: chatRows.map((chat) => ({ chat, messages: byChat.get(chat.id)! })) };
}
