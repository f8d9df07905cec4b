import { sql } from "drizzle-orm";
import { queryRows } from "#app/db/client.server.ts";
import type { ChatMessage } from "../stream-events.ts";
import { appendMessage } from "./append-message.server.ts";
import { chatTitle } from "./chat-title.ts";
import { openChat } from "./open-chat.server.ts";

/**
 * Opens the chat a question goes to (the user's chat with this id in this project, or a new one
 * titled with the question) and stores the question in it, as openChat and appendMessage would,
 * in one statement for the common case. Null when the project is not the user's, or the chat id
 * belongs to another user or another project.
 */
export async function openChatWithQuestion(input: {
  uid: string;
  id: string;
  projectId: string;
  question: string;
  now?: Date;
}): Promise<{ id: string; created: boolean; userMessage: ChatMessage } | null> {
  const now = (input.now ?? new Date()).toISOString();
  const messageId = crypto.randomUUID();
  // The chat made here, or the user's chat that was there before (one statement sees one
  // snapshot: never both); the question goes into whichever it is.
  const [row] = await queryRows<{ id: string; created: boolean }>(sql`
    with made as (
      insert into chats (id, uid, project_id, title, created_at, updated_at)
      select ${input.id}, uid, id, ${chatTitle(input.question)}, ${now}::timestamptz, ${now}::timestamptz
      from projects where id = ${input.projectId} and uid = ${input.uid}
      on conflict (id) do nothing
      returning id
    ), chat as (
      select id, true as created from made
      union all
      select id, false as created from chats
      where id = ${input.id} and uid = ${input.uid} and project_id = ${input.projectId}
    ), stored as (
      insert into messages (id, chat_id, type, content, status, without_model, created_at)
      select ${messageId}, id, 'user', ${input.question}, 'complete', false, ${now}::timestamptz from chat
      returning chat_id
    )
    select chat.id, chat.created from chat join stored on stored.chat_id = chat.id`);
  if (row) {
    return {
      id: row.id,
      created: row.created,
      userMessage: { id: messageId, type: "user", content: input.question, timestamp: now },
    };
  }
  // No chat in that snapshot. Another request may have made this chat a moment ago (its first
  // question sent twice), which the statement could not see: the two statements see it.
  const chat = await openChat({ ...input, now: input.now });
  if (!chat) return null;
  const userMessage = await appendMessage({ chatId: chat.id, type: "user", content: input.question, now: input.now });
  return { ...chat, userMessage };
}
