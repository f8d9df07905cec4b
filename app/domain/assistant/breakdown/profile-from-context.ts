import { AiActProfileSchema, type AiActProfile } from "#app/domain/ai-act/ai-act-profile.ts";
import { deriveAiActProfile } from "../derive-ai-act-profile.ts";
import type { BreakdownContext } from "./procedural-breakdown.ts";

/*
 * When the user states only the free-text context, a first engine profile is read from it with the
 * same reader as the regulation cards (deriveAiActProfile), so that the same words give the same
 * profile and the same engine result on the cards, the breakdown and the public check. Only the
 * region is the breakdown's own answer. The explicit profile fields of the form replace it; the
 * breakdown shows the profile it used and asks for the role when the words do not say it.
 */

const euWords =
  /\b(eu|e\.u\.|european\s+union|europe|union|germany|deutschland|france|austria|österreich|italy|spain|netherlands|ireland|belgium|poland|eea|europäische\w*|europa)\b/iu;

/** The context's words, as one text for the reader. */
export const contextText = (context: BreakdownContext, question = "") =>
  [context.industry, context.ai_type, context.intended_use, question].join(" \n ");

/** An engine profile (v1) from the free-text context and the question, with whether the words state the role. */
export function profileFromContext(context: BreakdownContext, question = ""): AiActProfile {
  return readContext(context, question).profile;
}

/** The "AI type" field names a model rather than a system built on one. */
const modelType =
  /^\s*(general[-\s]purpose\s+(ai\s+)?model|foundation\s+model|gpai|large\s+language\s+model|llm|basismodell)\b/iu;

export function readContext(context: BreakdownContext, question = ""): { profile: AiActProfile; roleStated: boolean } {
  const text = contextText(context, question);
  const derived = modelType.test(context.ai_type)
    ? deriveAiActProfile(`general-purpose AI model\n${text}`)
    : deriveAiActProfile(text);
  const inEu = context.region.trim() === "" || euWords.test(context.region);
  const profile = AiActProfileSchema.parse({
    ...derived.profile,
    // The context describes an AI system by its "AI type" field; whether it infers is not asked here.
    ...(derived.profile.subject === "gpai_model" ? {} : { meetsAiSystemDefinition: true }),
    establishedInEu: inEu,
    placedOnEuMarket: inEu,
    outputUsedInEu: inEu,
  });
  return { profile, roleStated: !derived.facts.includes("role_unstated") };
}
