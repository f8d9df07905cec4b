import { AppError } from "#app/utils/app-error.ts";
import { pathOfNul } from "./nul.ts";

/**
 * The JSON body of a callable function's POST. The server has already bounded the body
 * (server/body-limit.ts), so reading it whole is safe here.
 */
export async function readJsonBody(request: Request): Promise<unknown> {
  if (request.method !== "POST") throw new AppError(400, "invalid_body", "Use POST with a JSON body {\"data\": {...}}.");
  if (!(request.headers.get("content-type") ?? "").toLowerCase().startsWith("application/json")) {
    throw new AppError(400, "invalid_body", "The body must be JSON (Content-Type: application/json).");
  }
  let text: string;
  try {
    text = await request.text();
  } catch {
    throw new AppError(400, "invalid_body", "The body could not be read.");
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new AppError(400, "invalid_json", "The body is not valid JSON.");
  }
  const nul = pathOfNul(json);
  if (nul) throw new AppError(400, "invalid_body", `${nul.join(".") || "body"}: text must not contain a NUL character (U+0000).`);
  return json;
}
