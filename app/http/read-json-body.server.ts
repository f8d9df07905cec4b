import type { z } from "zod";
import { AppError } from "#app/utils/app-error.ts";
import { readBoundedText } from "#app/utils/read-bounded-text.server.ts";
import { pathOfNul } from "#app/utils/nul.ts";

/**
 * The one way the application reads a JSON request body (docs/decisions/135-the-http-edge-and-settings-passed-in.md):
 * the declared type must be JSON (`application/json` or `application/…+json`), the body at most
 * `maxBytes` (Content-Length checked first, then the bytes as they arrive), the text valid JSON
 * without a NUL character (PostgreSQL stores none: refused here with the field's name, not as a
 * server error later), and the value must fit `schema`. Every refusal is an AppError:
 *
 * - 413 `too_large` (with `Connection: close`: the rest of the body is not read, and the connection
 *   closes after the answer, server/close-unread-body.ts);
 * - 400 `invalid_json`; 400 `invalid_body` with the issues (NUL, schema, an unreadable body);
 * - a body not declared as JSON: `notJson`, by default 400 `invalid_body`; the AI Act API
 *   answers its documented 415 `unsupported_media_type` (docs/api.md).
 */
export async function readJsonBody<T extends z.ZodType>(
  request: Request,
  schema: T,
  options: { maxBytes: number; notJson?: AppError },
): Promise<z.infer<T>> {
  const type = (request.headers.get("content-type") ?? "").toLowerCase();
  if (!jsonType.test(type))
    throw (
      options.notJson ?? new AppError(400, "invalid_body", "The body must be JSON (Content-Type: application/json).")
    );
  let text: string | undefined;
  try {
    // "release": reading stops but the stream is not cancelled, which would drop the connection before the 413.
    text = await readBoundedText(request.body, request.headers.get("content-length"), options.maxBytes, "release");
  } catch {
    throw new AppError(400, "invalid_body", "The body could not be read.");
  }
  if (text === undefined) throw tooLarge(options.maxBytes);
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new AppError(400, "invalid_json", "The body is not valid JSON.");
  }
  const nul = pathOfNul(json);
  if (nul) {
    const message = "text must not contain a NUL character (U+0000)";
    throw new AppError(400, "invalid_body", `${nul.join(".") || "body"}: ${message}`, [{ path: nul, message }]);
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((issue) => ({ path: issue.path.map(String), message: issue.message }));
    const message = issues.map((issue) => `${issue.path.join(".") || "body"}: ${issue.message}`).join("; ");
    throw new AppError(400, "invalid_body", message, issues);
  }
  return parsed.data;
}

/** `application/json` or a JSON-based type (`application/problem+json`), with or without parameters. */
const jsonType = /^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/;

const tooLarge = (limit: number) =>
  new AppError(413, "too_large", `The body is larger than ${Math.round(limit / 1024)} KB.`, undefined, {
    Connection: "close",
  });
