import { and, eq } from "drizzle-orm";
import type { SearchSettings } from "#app/domain/corpus/search-settings.ts";
import type { LanguageModel } from "ai";
import { getDb } from "#app/db/client.server.ts";
import { projects } from "#app/db/schema/index.ts";
import { classifyAiAct } from "#app/domain/ai-act/classify-ai-act.ts";
import { logger } from "#app/utils/logger.server.ts";
import { aiActProvisionLookup } from "./ai-act-provision-lookup.server.ts";
import { buildProceduralBreakdown } from "./build-procedural-breakdown.ts";
import type { BreakdownRequest } from "./breakdown-request.ts";
import { detectLanguage } from "../detect-language.ts";
import {
  maxBreakdownMessages,
  ProceduralBreakdownDataSchema,
  type BreakdownMessage,
  type ProceduralBreakdown,
  type ProceduralBreakdownData,
} from "./procedural-breakdown.ts";
import { readContext } from "./profile-from-context.ts";
import { rewriteBreakdown } from "./rewrite-breakdown.server.ts";
import { takeModelCall } from "../take-model-call.server.ts";

export type BreakdownOutcome = {
  breakdown: ProceduralBreakdown;
  /** Why the engine's own texts were kept although a model is configured. */
  notice?: "usage_limit" | "model_failed";
};

/**
 * Builds a procedural breakdown for the user's project and appends the request and the breakdown
 * to the project's `proceduralBreakdownData`. The AI Act engine decides; with a model configured
 * (and the user below the usage limit, counted before the call) the model rewrites the summary and
 * step descriptions, and any failure keeps the engine's texts. Null when the user has no such project.
 */
export async function createProceduralBreakdown(input: {
  uid: string;
  projectId: string;
  request: BreakdownRequest;
  now?: Date;
  /** The chat model (`getAssistantModel(env)`), null without one. */
  model: LanguageModel | null;
  /** The model calls a user may make (USAGE_LIMIT). */
  usageLimit: number;
  /** The corpus search's settings, built at the edge. */
  search: SearchSettings;
}): Promise<BreakdownOutcome | null> {
  const db = getDb();
  const [owned] = await db
    .select({ id: projects.id })
    .from(projects)
    .where(and(eq(projects.id, input.projectId), eq(projects.uid, input.uid)));
  if (!owned) return null;

  const now = input.now ?? new Date();
  const { question, context } = input.request;
  const language = detectLanguage(`${question} ${context.intended_use} ${context.industry}`);
  // The explicit profile, or the one the cards read from the same words (the role asked for when they do not say it).
  const read = input.request.profile
    ? { profile: input.request.profile, roleStated: true }
    : readContext(context, question);
  const profile = read.profile;
  const asOf = input.request.asOf ?? now.toISOString().slice(0, 10);
  const result = classifyAiAct(profile, { asOf });
  const lookup = await aiActProvisionLookup(language, asOf, { search: input.search, db });
  let breakdown = buildProceduralBreakdown({
    question,
    context,
    profile,
    result,
    language,
    lookup,
    now,
    roleStated: read.roleStated,
  });

  let notice: BreakdownOutcome["notice"];
  const { model } = input;
  if (model) {
    if ((await takeModelCall(input.uid, { limit: input.usageLimit })) === null) {
      notice = "usage_limit";
      logger.info({ projectId: input.projectId }, "Usage limit reached: breakdown from the engine alone");
    } else {
      try {
        breakdown = await rewriteBreakdown(model, breakdown);
      } catch (error) {
        notice = "model_failed";
        logger.warn(
          { err: error, projectId: input.projectId },
          "the model's breakdown was not usable: the engine's texts are kept",
        );
      }
    }
  }

  const stamp = now.toISOString();
  const added: BreakdownMessage[] = [
    {
      id: crypto.randomUUID(),
      type: "user",
      question,
      context,
      ...(input.request.profile ? { profile: input.request.profile } : {}),
      timestamp: stamp,
    },
    { id: crypto.randomUUID(), type: "ai", breakdown, timestamp: stamp },
  ];
  const stored = await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ data: projects.proceduralBreakdownData })
      .from(projects)
      .where(and(eq(projects.id, input.projectId), eq(projects.uid, input.uid)))
      .for("update");
    if (!row) return false;
    const earlier = ProceduralBreakdownDataSchema.safeParse(row.data);
    const messages = [...(earlier.success ? earlier.data.messages : []), ...added].slice(-maxBreakdownMessages);
    const data: ProceduralBreakdownData = { messages, updatedAt: stamp };
    await tx
      .update(projects)
      .set({ proceduralBreakdownData: data, updatedAt: stamp })
      .where(eq(projects.id, input.projectId));
    return true;
  });
  if (!stored) return null;
  return { breakdown, ...(notice ? { notice } : {}) };
}
