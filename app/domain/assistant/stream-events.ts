import { z } from "zod";

/*
 * The assistant's wire contract, shared by the server (which writes it) and the browser (which
 * validates every event it reads). Nothing here may import server-only code.
 */

export const QuestionSchema = z
  .string()
  .trim()
  .min(1, "The question must not be empty.")
  .max(4000, "The question is longer than 4,000 characters.");

/** Where a citation points: the act, its version and the exact provision. */
export const CitationMetadataSchema = z.object({
  act: z.string(),
  celex: z.string(),
  /** Short pinpoint as lawyers write it, e.g. "Art. 5(1)(f)", "Recital 12", "Annex III". */
  pinpoint: z.string(),
  /** The corpus id of the provision, e.g. "32024R1689:EN:art_5.par_1.pt_f". */
  provisionId: z.string(),
  heading: z.string().nullable(),
  /** EUR-Lex link with the provision's anchor. */
  url: z.url(),
  /** Which text is quoted, e.g. "consolidated text of 27 July 2026" (absent for single-version acts). */
  version: z.string().optional(),
});
export type CitationMetadata = z.infer<typeof CitationMetadataSchema>;

export const CitationSchema = z.object({
  /** `citation{n}`, n being the number used as [n] in the answer. */
  id: z.string().regex(/^citation[1-9][0-9]*$/),
  n: z.number().int().min(1),
  /** The provision's full text as it was retrieved (stored with the message). */
  text: z.string(),
  metadata: CitationMetadataSchema,
});
export type Citation = z.infer<typeof CitationSchema>;

export const MessageTypeSchema = z.enum(["user", "ai"]);

export const ChatMessageSchema = z.object({
  id: z.string(),
  type: MessageTypeSchema,
  content: z.string(),
  /** ISO 8601. */
  timestamp: z.string(),
  citations: z.array(CitationSchema).optional(),
  followUps: z.array(z.string()).optional(),
  isStreaming: z.boolean().optional(),
  isError: z.boolean().optional(),
  /** For an error message: why (e.g. "usage_limit"), so the UI can explain it. */
  errorCode: z.string().optional(),
  /** An answer composed from the retrieved provisions without an AI model. */
  withoutModel: z.boolean().optional(),
});
export type ChatMessage = z.infer<typeof ChatMessageSchema>;

/** `too_long`: the model's answer passed the size bound; the stored answer holds what came before it. */
export const StreamErrorCodeSchema = z.enum(["usage_limit", "upstream", "timeout", "internal", "too_long"]);
export type StreamErrorCode = z.infer<typeof StreamErrorCodeSchema>;

/** One line of `application/x-ndjson` from POST /api/assistant/chats/:id/messages. */
export const StreamEventSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("start"), chatId: z.string(), userMessage: ChatMessageSchema }),
  z.object({ type: z.literal("citations"), citations: z.array(CitationSchema) }),
  z.object({ type: z.literal("delta"), text: z.string() }),
  z.object({ type: z.literal("keepalive") }),
  z.object({ type: z.literal("error"), code: StreamErrorCodeSchema, message: z.string() }),
  z.object({ type: z.literal("done"), message: ChatMessageSchema }),
]);
export type StreamEvent = z.infer<typeof StreamEventSchema>;

/** The error text every failed answer carries (stored as the AI message's content). */
export const answerErrorText = "I encountered an error. Please try again.";

export const ProjectSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  createdAt: z.string(),
});
export type ProjectSummary = z.infer<typeof ProjectSummarySchema>;
export const ChatSummarySchema = z.object({ id: z.string(), title: z.string(), createdAt: z.string() });
export type ChatSummary = z.infer<typeof ChatSummarySchema>;

/** JSON error body of every /api/assistant route. */
export const ApiErrorSchema = z.object({
  error: z.object({ code: z.string(), message: z.string(), issues: z.array(z.unknown()).optional() }),
});
