import { classifyAiActRequest, isoDay } from "#app/domain/ai-act/classify-ai-act-request.ts";
import { AppError, errorResponse } from "#app/utils/app-error.ts";
import { readBoundedText } from "#app/utils/read-bounded-text.server.ts";
import type { Route } from "./+types/api.ai-act.classify";

const maxBodyBytes = 16 * 1024;
const headers = { "Cache-Control": "no-store" };
const error = (status: number, code: string, message: string, issues?: unknown[], errorHeaders?: Record<string, string>) =>
  errorResponse(new AppError(status, code, message, issues, errorHeaders));

/**
 * POST /api/ai-act/classify: a profile (JSON) → the AI Act engine's result. No account; limited per
 * address in server/app.ts; nothing about the caller is stored (docs/api.md, "AI Act check").
 */
export async function action({ request }: Route.ActionArgs) {
  if (request.method !== "POST") return error(405, "method_not_allowed", "Use POST with a JSON profile.");
  if (!(request.headers.get("content-type") ?? "").toLowerCase().startsWith("application/json")) {
    return error(415, "unsupported_media_type", "Send the profile as JSON (Content-Type: application/json).");
  }
  // "release": the rest of the body stays unread and the 413 closes the connection after it
  // (server/close-unread-body.ts); cancelling the stream would drop the connection unanswered.
  const text = await readBoundedText(request.body, request.headers.get("content-length"), maxBodyBytes, "release");
  if (text === undefined) return error(413, "too_large", `The body is larger than ${maxBodyBytes / 1024} KB.`, undefined, { Connection: "close" });
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return error(400, "invalid_json", "The body is not valid JSON.");
  }
  const outcome = classifyAiActRequest(body, isoDay(new Date()));
  if (!outcome.ok) return error(400, "invalid_profile", "The profile is not valid.", outcome.issues);
  return Response.json({ result: outcome.result }, { headers });
}

export function loader() {
  return error(405, "method_not_allowed", "Use POST with a JSON profile.", undefined, { Allow: "POST" });
}
