import { z } from "zod";
import { QuestionSchema } from "./stream-events.ts";

/*
 * The request bodies of /api/assistant/* (docs/api.md). Client-safe: the UI may validate with
 * the same schemas before it sends.
 */

/** Projects and chats carry ids the client makes: UUIDs (any version), in canonical lower case. */
export const ClientIdSchema = z.uuid("The id must be a UUID.").transform((id) => id.toLowerCase());

export const ProjectTitleSchema = z
  .string()
  .trim()
  .min(1, "The title must not be empty.")
  .max(200, "The title is longer than 200 characters.");
export const ProjectDescriptionSchema = z.string().trim().max(4000, "The description is longer than 4,000 characters.");

export const CreateProjectBodySchema = z.strictObject({
  id: ClientIdSchema,
  title: ProjectTitleSchema,
  description: ProjectDescriptionSchema.optional(),
});
export type CreateProjectBody = z.infer<typeof CreateProjectBodySchema>;

export const UpdateProjectBodySchema = z
  .strictObject({ title: ProjectTitleSchema.optional(), description: ProjectDescriptionSchema.optional() })
  .refine((body) => body.title !== undefined || body.description !== undefined, "Send a title, a description or both.");
export type UpdateProjectBody = z.infer<typeof UpdateProjectBodySchema>;

export const SendMessageBodySchema = z.strictObject({ projectId: ClientIdSchema, question: QuestionSchema });
export type SendMessageBody = z.infer<typeof SendMessageBodySchema>;
