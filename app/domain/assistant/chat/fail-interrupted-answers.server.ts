import { eq } from "drizzle-orm";
import { getDb } from "#app/db/client.server.ts";
import { messages } from "#app/db/schema/index.ts";
import { answerErrorText } from "../stream-events.ts";

/**
 * At the start of a PGlite server no answer is being written (one process holds the folder), so an
 * answer still marked `streaming` was cut off by a crash or a kill: it becomes the error message,
 * which the chat shows with its retry. Returns how many there were. On PostgreSQL other instances
 * may be writing theirs: answer-leases.server.ts finishes only those of dead instances (ADR 088).
 */
export async function failInterruptedAnswers(): Promise<number> {
  const rows = await getDb()
    .update(messages)
    .set({ status: "error", content: answerErrorText, errorCode: "internal", followUps: [] })
    .where(eq(messages.status, "streaming"))
    .returning({ id: messages.id });
  return rows.length;
}
