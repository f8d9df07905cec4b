import { and, asc, eq } from "drizzle-orm";
import { getDb } from "#app/db/client.server.ts";
import { chats, messages } from "#app/db/schema/index.ts";
import type { ChatMessage } from "../stream-events.ts";
import { toChatMessage } from "./to-chat-message.ts";

export type ChatDetail = {
  chat: { id: string; projectId: string; title: string; createdAt: string };
  messages: ChatMessage[];
};

/** The user's chat with its messages in order; null when the user has no chat with this id. */
export async function getChat(input: { uid: string; id: string }): Promise<ChatDetail | null> {
  const db = getDb();
  const [chat] = await db
    .select()
    .from(chats)
    .where(and(eq(chats.id, input.id), eq(chats.uid, input.uid)));
  if (!chat) return null;
  const rows = await db
    .select()
    .from(messages)
    .where(eq(messages.chatId, chat.id))
    .orderBy(asc(messages.createdAt), asc(messages.id));
  return {
    chat: {
      id: chat.id,
      projectId: chat.projectId,
      title: chat.title,
      createdAt: new Date(chat.createdAt).toISOString(),
    },
    messages: rows.map(toChatMessage),
  };
}
