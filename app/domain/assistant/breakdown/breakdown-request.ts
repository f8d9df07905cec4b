import { z } from "zod";
import { AiActProfileSchema, IsoDateSchema } from "#app/domain/ai-act/ai-act-profile.ts";
import { BreakdownContextSchema } from "./procedural-breakdown.ts";
import { QuestionSchema } from "../stream-events.ts";

/** POST /api/assistant/projects/:id/breakdown. `profile` (the engine's profile v1) wins over what the context suggests. */
export const BreakdownRequestSchema = z.strictObject({
  question: QuestionSchema,
  context: BreakdownContextSchema,
  profile: AiActProfileSchema.optional(),
  /** The day the duties are read for (default: today). */
  asOf: IsoDateSchema.optional(),
});
export type BreakdownRequest = z.infer<typeof BreakdownRequestSchema>;
export type BreakdownRequestInput = z.input<typeof BreakdownRequestSchema>;
