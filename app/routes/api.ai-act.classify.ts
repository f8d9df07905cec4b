import { z } from "zod";
import { classifyAiActRequest, isoDay } from "#app/domain/ai-act/classify-ai-act-request.ts";
import { readJsonBody } from "#app/http/read-json-body.server.ts";
import { AppError, errorResponse } from "#app/utils/app-error.ts";
import type { Route } from "./+types/api.ai-act.classify";

const maxBodyBytes = 16 * 1024;
const headers = { "Cache-Control": "no-store" };
const notJson = new AppError(
  415,
  "unsupported_media_type",
  "Send the profile as JSON (Content-Type: application/json).",
);

/**
 * POST /api/ai-act/classify: a profile (JSON) → the AI Act engine's result. No account; limited per
 * address in server/app.ts; nothing about the caller is stored (docs/api.md, "AI Act check").
 */
export async function action({ request }: Route.ActionArgs) {
  try {
    if (request.method !== "POST") throw new AppError(405, "method_not_allowed", "Use POST with a JSON profile.");
    // Any JSON here: the profile's own validation below answers 400 invalid_profile with its issues.
    const body = await readJsonBody(request, z.unknown(), { maxBytes: maxBodyBytes, notJson });
    const outcome = classifyAiActRequest(body, isoDay(new Date()));
    if (!outcome.ok) throw new AppError(400, "invalid_profile", "The profile is not valid.", outcome.issues);
    return Response.json({ result: outcome.result }, { headers });
  } catch (error) {
    if (error instanceof AppError) return errorResponse(error);
    throw error;
  }
}

export function loader() {
  return errorResponse(
    new AppError(405, "method_not_allowed", "Use POST with a JSON profile.", undefined, { Allow: "POST" }),
  );
}
