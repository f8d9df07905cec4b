import { CallableError } from "#app/domain/corpus/callable-error.ts";
import { pathOfNul } from "./nul.ts";

/**
 * The JSON body of a callable function's POST. The server has already bounded the body
 * (server/body-limit.ts), so reading it whole is safe here.
 */
export async function readJsonBody(request: Request): Promise<unknown> {
  if (request.method !== "POST") throw new CallableError("INVALID_ARGUMENT", "Use POST with a JSON body {\"data\": {...}}.");
  if (!(request.headers.get("content-type") ?? "").toLowerCase().startsWith("application/json")) {
    throw new CallableError("INVALID_ARGUMENT", "The body must be JSON (Content-Type: application/json).");
  }
  let text: string;
  try {
    text = await request.text();
  } catch {
    throw new CallableError("INVALID_ARGUMENT", "The body could not be read.");
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new CallableError("INVALID_ARGUMENT", "The body is not valid JSON.");
  }
  const nul = pathOfNul(json);
  if (nul) throw new CallableError("INVALID_ARGUMENT", `${nul.join(".") || "body"}: text must not contain a NUL character (U+0000).`);
  return json;
}
