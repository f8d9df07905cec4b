import { generateText, Output, type LanguageModel } from "ai";
import type { AiActResult } from "#app/domain/ai-act/classify-ai-act.ts";
import { contextBlock } from "../chat/build-prompt.ts";
import { cardActs, CARD_ACTS, type CardAct } from "./regulation-cards.ts";
import { ModelCardsSchema, type ModelCards } from "./cards-from-model-output.ts";
import type { Citation } from "../stream-events.ts";

/** The settings of the cards' completion: one call, a lower temperature than chat (facts, not prose). */
export const cardSettings = { temperature: 0.2, maxOutputTokens: 4000, timeoutMs: 90_000 } as const;

function system(language: "en" | "de"): string {
  return [
    "You are a research assistant for lawyers working with EU law. For a project, write one card per act: whether and why the act applies to the project's subject, its key obligations, its deadlines, and its penalties or liability.",
    "Acts: " +
      CARD_ACTS.map((act) => `${act} = ${cardActs[act].name}`).join("; ") +
      ". Directive 85/374/EEC applies only to products placed on the market or put into service before 9 December 2026.",
    "Every point must cite, as numbers in its `citations` array, the numbered passages that support it. Use only the numbers of the passages given; never invent provisions. A point you cannot support with a passage: leave it out.",
    "The AI Act engine's finding is deterministic and authoritative on classification and dates; explain it, do not contradict it.",
    `Write the texts in ${language === "de" ? "German" : "English"}; each point one or two sentences.`,
  ].join("\n");
}

/** A long provision (an annex) is quoted in the prompt up to this many characters; the stored citation keeps it whole. */
const passageChars = 1500;
const quoteOf = (text: string) => (text.length > passageChars ? `${text.slice(0, passageChars)} …` : text);

function engineSummary(result: AiActResult): string {
  const classes = result.classifications
    .map((entry) => entry.id + (entry.subject ? ` (${entry.subject})` : ""))
    .join(", ");
  const duties = result.obligations.map((entry) => `${entry.role}: ${entry.id} from ${entry.appliesFrom}`).join("; ");
  return `AI Act engine (${result.engine.consolidatedCelex}, as of ${result.asOf}): classifications ${classes || "none"}; duties ${duties || "none"}.`;
}

/**
 * Asks the model for the cards as structured output (`Output.object` with a zod schema: the SDK
 * rejects an answer that does not fit). One call; the caller has counted it against the usage limit.
 */
export async function writeCardsWithModel(input: {
  model: LanguageModel;
  subject: string;
  language: "en" | "de";
  citations: Citation[];
  engine: AiActResult;
  installed: ReadonlySet<CardAct>;
  timeoutMs?: number;
}): Promise<ModelCards> {
  const acts = CARD_ACTS.filter((act) => input.installed.has(act));
  const { output } = await generateText({
    model: input.model,
    system: system(input.language),
    prompt: [
      `Passages:\n\n${contextBlock(input.citations.map((citation) => ({ ...citation, text: quoteOf(citation.text) })))}`,
      engineSummary(input.engine),
      `Acts to write cards for: ${acts.join(", ")}.`,
      `Project:\n${input.subject}`,
    ].join("\n\n"),
    output: Output.object({ schema: ModelCardsSchema }),
    temperature: cardSettings.temperature,
    maxOutputTokens: cardSettings.maxOutputTokens,
    // Each call is counted before it is made: no silent retries.
    maxRetries: 0,
    abortSignal: AbortSignal.timeout(input.timeoutMs ?? cardSettings.timeoutMs),
  });
  return output;
}
