import type { z } from "zod";
import { AiActProfileSchema, IsoDateSchema } from "./ai-act-profile.ts";
import { classifyAiAct, type AiActResult } from "./classify-ai-act.ts";

/** The body of POST /api/ai-act/classify: a profile (version 1) and, optionally, the day to answer for. */
export const ClassifyAiActRequestSchema = AiActProfileSchema.extend({ asOf: IsoDateSchema.optional() });

export type RequestIssue = { path: string; message: string };

export const describeIssues = (error: z.ZodError): RequestIssue[] =>
  error.issues.slice(0, 20).map((issue) => ({ path: issue.path.join(".") || "(body)", message: issue.message }));

/** Today as YYYY-MM-DD (UTC), the default `asOf`. */
export const isoDay = (now: Date) => now.toISOString().slice(0, 10);

/** Validates a request body and classifies it; `today` is the date when the body names none. */
export function classifyAiActRequest(
  body: unknown,
  today: string,
): { ok: true; result: AiActResult } | { ok: false; issues: RequestIssue[] } {
  const parsed = ClassifyAiActRequestSchema.safeParse(body);
  if (!parsed.success) return { ok: false, issues: describeIssues(parsed.error) };
  const { asOf, ...profile } = parsed.data;
  return { ok: true, result: classifyAiAct(profile, { asOf: asOf ?? today }) };
}
