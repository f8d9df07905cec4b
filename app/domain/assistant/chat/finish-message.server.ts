import { eq } from "drizzle-orm";
import { getDb } from "#app/db/client.server.ts";
import { chats, messages } from "#app/db/schema/index.ts";
import type { ChatMessage, Citation } from "../stream-events.ts";
import { toChatMessage } from "./to-chat-message.ts";

/** Replaces a streaming answer by its final text (or the error message) and returns it as stored. */
export async function finishMessage(input: {
  id: string;
  content: string;
  status: "complete" | "error";
  citations?: Citation[];
  followUps?: string[];
  errorCode?: string;
}): Promise<ChatMessage> {
  const db = getDb();
  const [row] = await db
    .update(messages)
    .set({
      content: input.content,
      status: input.status,
      citations: input.citations ?? [],
      followUps: input.followUps ?? [],
      errorCode: input.errorCode ?? null,
    })
    .where(eq(messages.id, input.id))
    .returning();
  if (!row) throw new Error(`finishMessage: no message ${input.id}`);
  await db.update(chats).set({ updatedAt: new Date().toISOString() }).where(eq(chats.id, row.chatId));
  return toChatMessage(row);
}
