import { eq } from "drizzle-orm";
import { getDb } from "#app/db/client.server.ts";
import { messages } from "#app/db/schema/index.ts";
import { answerErrorText } from "./stream-events.ts";

/**
 * At start no answer is being written (one process), so an answer still marked `streaming` was
 * cut off by a crash or a kill: it becomes the error message, which the chat shows with its retry.
 * Returns how many there were.
 */
export async function failInterruptedAnswers(): Promise<number> {
  const rows = await getDb()
    .update(messages)
    .set({ status: "error", content: answerErrorText, errorCode: "internal", followUps: [] })
    .where(eq(messages.status, "streaming"))
    .returning({ id: messages.id });
  return rows.length;
}
