import { eq, getTableColumns, inArray } from "drizzle-orm";
import { getDb } from "#app/db/client.server.ts";
import { chats, messages } from "#app/db/schema/index.ts";
import type { ChatMessage, Citation } from "../stream-events.ts";
import { toChatMessage } from "./to-chat-message.ts";

const { citations: _citations, ...withoutCitations } = getTableColumns(messages);

/**
 * Replaces a streaming answer by its final text (or the error message) and returns it as stored,
 * in one statement that also marks the chat as updated. `keptCitations`: the citations the
 * placeholder was stored with, kept as they are (not written again: a few KB of passages per
 * answer); otherwise the answer's citations become `citations` (none by default).
 */
export async function finishMessage(
  input: {
    id: string;
    content: string;
    status: "complete" | "error";
    followUps?: string[];
    errorCode?: string;
  } & ({ citations?: Citation[]; keptCitations?: undefined } | { keptCitations: Citation[]; citations?: undefined }),
): Promise<ChatMessage> {
  const db = getDb();
  const updated = db.$with("updated").as(
    db
      .update(messages)
      .set({
        content: input.content,
        status: input.status,
        ...(input.keptCitations ? {} : { citations: input.citations ?? [] }),
        followUps: input.followUps ?? [],
        errorCode: input.errorCode ?? null,
      })
      .where(eq(messages.id, input.id))
      .returning(withoutCitations),
  );
  // A data-modifying WITH runs whether or not the main query reads it (PostgreSQL's rule).
  const touched = db.$with("touched").as(
    db
      .update(chats)
      .set({ updatedAt: new Date().toISOString() })
      .where(inArray(chats.id, db.select({ chatId: updated.chatId }).from(updated)))
      .returning({ id: chats.id }),
  );
  const [row] = await db.with(updated, touched).select().from(updated);
  if (!row) throw new Error(`finishMessage: no message ${input.id}`);
  return toChatMessage({ ...row, citations: input.keptCitations ?? input.citations ?? [] });
}
