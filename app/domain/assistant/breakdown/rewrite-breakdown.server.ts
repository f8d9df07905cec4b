import { Output, streamText, type LanguageModel } from "ai";
import { z } from "zod";
import { completionSettings } from "../assistant-model.server.ts";
import type { ProceduralBreakdown } from "./procedural-breakdown.ts";
import { verifyCitations } from "../chat/verify-citations.ts";

/** What the model may rewrite: the summary and the steps' descriptions, nothing the engine decided. */
export const BreakdownRewriteSchema = z.strictObject({
  summary_markdown: z.string().trim().min(1).max(8000),
  steps: z
    .array(z.strictObject({ index: z.number().int().min(0), description: z.string().trim().min(1).max(4000) }))
    .max(50),
});
export type BreakdownRewrite = z.infer<typeof BreakdownRewriteSchema>;

function prompt(breakdown: ProceduralBreakdown): string {
  const citations = new Map<number, string>();
  for (const item of [...breakdown.steps, ...breakdown.checklist])
    for (const c of item.citations)
      citations.set(c.n, `[${c.n}] ${c.metadata.pinpoint} ${c.metadata.act}: ${c.text.slice(0, 600)}`);
  return [
    `Language of the answer: ${breakdown.language === "de" ? "German" : "English"}.`,
    `Question: ${breakdown.question}`,
    `Context: ${JSON.stringify(breakdown.context)}`,
    "The deterministic AI Act engine's breakdown (its classification, duties and dates are binding):",
    JSON.stringify({
      summary_markdown: breakdown.summary_markdown,
      steps: breakdown.steps.map((step, index) => ({ index, title: step.title, description: step.description })),
    }),
    "Provisions (cite them only as [n]):",
    ...[...citations.entries()].sort((a, b) => a[0] - b[0]).map(([, line]) => line),
  ].join("\n");
}

const system =
  "You are a careful EU law research assistant. Rewrite the summary and the step descriptions of an AI Act procedural breakdown " +
  "so that a lawyer can hand them on: clear, concrete, tied to the question and context. Do not change any classification, duty or date " +
  "of the engine and do not add legal conclusions it does not state. Cite only with the given [n] markers. Answer with JSON only.";

/**
 * Lets the model rewrite the engine's summary and step descriptions (structured output, validated).
 * Throws on any failure (the caller keeps the engine's texts); markers of unknown provisions are removed.
 */
export async function rewriteBreakdown(
  model: LanguageModel,
  breakdown: ProceduralBreakdown,
  { timeoutMs = completionSettings.timeoutMs } = {},
): Promise<ProceduralBreakdown> {
  const result = streamText({
    model,
    system,
    prompt: prompt(breakdown),
    output: Output.object({ schema: BreakdownRewriteSchema }),
    temperature: 0.2,
    maxOutputTokens: completionSettings.maxOutputTokens,
    // Counted against the user's limit before the call: no silent retries.
    maxRetries: 0,
    abortSignal: AbortSignal.timeout(timeoutMs),
    onError: () => {},
  });
  const rewrite = BreakdownRewriteSchema.parse(await result.output);
  const count = Math.max(
    0,
    ...[...breakdown.steps, ...breakdown.checklist, ...breakdown.flowchart_logic].flatMap((item) =>
      item.citations.map((c) => c.n),
    ),
  );
  const steps = breakdown.steps.map((step, index) => {
    const description = rewrite.steps.find((candidate) => candidate.index === index)?.description;
    return description ? { ...step, description: verifyCitations(description, count).text } : step;
  });
  return {
    ...breakdown,
    steps,
    summary_markdown: verifyCitations(rewrite.summary_markdown, count).text,
    withoutModel: false,
  };
}
