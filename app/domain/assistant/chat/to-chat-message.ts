import { z } from "zod";
import type { messages } from "#app/db/schema/index.ts";
import { CitationSchema, type ChatMessage } from "../stream-events.ts";

const StoredCitationsSchema = z.array(CitationSchema);
const StoredFollowUpsSchema = z.array(z.string());

/** A stored message as the API and the stream send it. */
export function toChatMessage(row: typeof messages.$inferSelect): ChatMessage {
  const message: ChatMessage = {
    id: row.id,
    type: row.type,
    content: row.content,
    timestamp: new Date(row.createdAt).toISOString(),
  };
  if (row.type === "user") return message;
  const citations = StoredCitationsSchema.safeParse(row.citations ?? []);
  const followUps = StoredFollowUpsSchema.safeParse(row.followUps ?? []);
  message.citations = citations.success ? citations.data : [];
  message.followUps = followUps.success ? followUps.data : [];
  message.isStreaming = row.status === "streaming";
  message.isError = row.status === "error";
  if (row.errorCode) message.errorCode = row.errorCode;
  if (row.withoutModel) message.withoutModel = true;
  return message;
}
