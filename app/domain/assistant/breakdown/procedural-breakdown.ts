import { z } from "zod";
import type { AiActProfile } from "#app/domain/ai-act/ai-act-profile.ts";
import { CitationSchema } from "../stream-events.ts";

/*
 * The procedural breakdown of a project (docs/areas/assistant.md, "Procedural breakdown"): the
 * request the user states, the breakdown the engine (and, with a model, the model) produces, and
 * how both are stored on the project. Client-safe: the page validates what it reads with these.
 * The request (with the engine's full profile schema) is in breakdown-request.ts, so that the
 * page's bundle does not carry the engine's answer lists (they belong to the public check's chunk).
 */

const contextField = (max: number) => z.string().trim().max(max, `At most ${max} characters.`).default("");

/** The context the user states in free text. */
export const BreakdownContextSchema = z.strictObject({
  industry: contextField(200),
  ai_type: contextField(200),
  region: contextField(200),
  intended_use: contextField(1000),
});
export type BreakdownContext = z.infer<typeof BreakdownContextSchema>;

/** A profile as the engine used it (validated in full by the request schema before it was used). */
const UsedProfileSchema = z.custom<AiActProfile>(
  (value) =>
    typeof value === "object" &&
    value !== null &&
    (value as { profileVersion?: unknown }).profileVersion === 1 &&
    Array.isArray((value as { roles?: unknown }).roles),
  "Not an AI Act profile (version 1).",
);

export const BreakdownStepSchema = z.strictObject({
  title: z.string().min(1),
  description: z.string(),
  citations: z.array(CitationSchema),
});
export type BreakdownStep = z.infer<typeof BreakdownStepSchema>;

export const ChecklistItemSchema = z.strictObject({ text: z.string().min(1), citations: z.array(CitationSchema) });
export type ChecklistItem = z.infer<typeof ChecklistItemSchema>;

/** Where a flowchart answer leads when it ends the chart: the outcome with the provisions that decide it. */
export const FlowOutcomeSchema = z.strictObject({
  outcome: z.string().min(1),
  label: z.string().min(1),
  description: z.string(),
  citations: z.array(CitationSchema),
});
export type FlowOutcome = z.infer<typeof FlowOutcomeSchema>;

/** `yes` / `no`: the id of the next question, or an outcome. */
export const FlowBranchSchema = z.union([z.string().min(1), FlowOutcomeSchema]);
export type FlowBranch = z.infer<typeof FlowBranchSchema>;

export const FlowNodeSchema = z.strictObject({
  id: z.string().min(1),
  question: z.string().min(1),
  /** The provisions that decide this question. */
  citations: z.array(CitationSchema),
  yes: FlowBranchSchema,
  no: FlowBranchSchema,
  /** How the engine answered this question for the stated profile. */
  engineAnswer: z.enum(["yes", "no"]).optional(),
});
export type FlowNode = z.infer<typeof FlowNodeSchema>;

export const ProceduralBreakdownSchema = z.strictObject({
  question: z.string(),
  context: BreakdownContextSchema,
  steps: z.array(BreakdownStepSchema).min(1),
  checklist: z.array(ChecklistItemSchema),
  /** The first node is the start. */
  flowchart_logic: z.array(FlowNodeSchema).min(1),
  summary_markdown: z.string(),
  language: z.enum(["en", "de"]),
  /** The profile the engine classified (the stated one, or the one derived from the context). */
  profile: UsedProfileSchema,
  engine: z.strictObject({ version: z.string(), rules: z.string(), asOf: z.string() }),
  /** True when the texts are the engine's own (no model, or the model failed). */
  withoutModel: z.boolean(),
  createdAt: z.string(),
});
export type ProceduralBreakdown = z.infer<typeof ProceduralBreakdownSchema>;

export const BreakdownMessageSchema = z.discriminatedUnion("type", [
  z.strictObject({
    id: z.string(),
    type: z.literal("user"),
    question: z.string(),
    context: BreakdownContextSchema,
    profile: UsedProfileSchema.optional(),
    timestamp: z.string(),
  }),
  z.strictObject({
    id: z.string(),
    type: z.literal("ai"),
    breakdown: ProceduralBreakdownSchema,
    timestamp: z.string(),
  }),
]);
export type BreakdownMessage = z.infer<typeof BreakdownMessageSchema>;

/** At most this many messages are kept (the oldest go first): ten requests with their breakdowns. */
export const maxBreakdownMessages = 20;

/** `proceduralBreakdownData` of a project. */
export const ProceduralBreakdownDataSchema = z.strictObject({
  messages: z.array(BreakdownMessageSchema).max(maxBreakdownMessages),
  updatedAt: z.string(),
});
export type ProceduralBreakdownData = z.infer<typeof ProceduralBreakdownDataSchema>;

/** The latest breakdown stored on a project, or null (also for stored data that no longer validates). */
export function latestBreakdown(data: unknown): ProceduralBreakdown | null {
  const parsed = ProceduralBreakdownDataSchema.safeParse(data);
  if (!parsed.success) return null;
  const last = parsed.data.messages.findLast((message) => message.type === "ai");
  return last?.type === "ai" ? last.breakdown : null;
}
