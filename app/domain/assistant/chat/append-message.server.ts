import { getTableColumns } from "drizzle-orm";
import { currentInstanceId } from "./answer-leases.server.ts";
import { getDb } from "#app/db/client.server.ts";
import { messages } from "#app/db/schema/index.ts";
import type { ChatMessage, Citation } from "../stream-events.ts";
import { toChatMessage } from "./to-chat-message.ts";

const { citations: _citations, ...withoutCitations } = getTableColumns(messages);

export type NewMessage = {
  chatId: string;
  type: "user" | "ai";
  content: string;
  status?: "streaming" | "complete" | "error";
  citations?: Citation[];
  followUps?: string[];
  errorCode?: string;
  withoutModel?: boolean;
  now?: Date;
};

/**
 * Stores one message of a chat (the caller has checked that the chat is the user's) and returns
 * it as the API shows it.
 */
export async function appendMessage(input: NewMessage): Promise<ChatMessage> {
  const now = (input.now ?? new Date()).toISOString();
  const citations = input.type === "ai" ? (input.citations ?? []) : null;
  // The citations (a few KB of passages) are not read back: the row holds what was sent.
  const [row] = await getDb()
    .insert(messages)
    .values({
      id: crypto.randomUUID(),
      chatId: input.chatId,
      type: input.type,
      content: input.content,
      status: input.status ?? "complete",
      citations,
      followUps: input.type === "ai" ? (input.followUps ?? []) : null,
      errorCode: input.errorCode ?? null,
      withoutModel: input.withoutModel ?? false,
      // An answer being written is leased to this instance (answer-leases.server.ts).
      instanceId: input.status === "streaming" ? currentInstanceId() : null,
      createdAt: now,
    })
    .returning(withoutCitations);
  return toChatMessage({ ...row!, citations });
}
