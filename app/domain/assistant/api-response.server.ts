import type { z } from "zod";
import { requireAssistantUser } from "#app/domain/accounts/current-user.server.ts";
import type { User } from "#app/domain/accounts/user.server.ts";
import { AppError, errorResponse, internalError } from "#app/utils/app-error.ts";
import { logger } from "#app/utils/logger.server.ts";
import { readBoundedText } from "#app/utils/read-bounded-text.server.ts";
import { pathOfNul } from "#app/http/nul.ts";

/*
 * The JSON conventions of /api/assistant/* (docs/api.md): errors are AppErrors, answered in the
 * one error shape {error:{code,message}} (400 adds the validation issues; app/utils/app-error.ts),
 * every answer is `Cache-Control: no-store`.
 */

const noStore = { "Cache-Control": "no-store" };

export function apiJson(body: unknown, init: { status?: number } = {}): Response {
  return Response.json(body, { status: init.status ?? 200, headers: noStore });
}

export function apiNoContent(): Response {
  return new Response(null, { status: 204, headers: noStore });
}

export const notFound = (what: string) => new AppError(404, "not_found", `No ${what} with this id.`);

/**
 * The signed-in user who may use the assistant; otherwise the accounts area throws its 401
 * `unauthorized` or 403 `waitlisted` answer, already in the one error shape.
 */
export async function requireAssistantApiUser(request: Request): Promise<User> {
  return requireAssistantUser(request, { api: true });
}

/** Runs a route's work and turns AppErrors (and anything unexpected) into JSON error answers. */
export async function handleApi(run: () => Promise<Response>): Promise<Response> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof AppError) return errorResponse(error);
    if (error instanceof Response) return error;
    logger.error({ err: error }, "assistant API failed");
    return errorResponse(internalError());
  }
}

export function methodNotAllowed(allowed: string[]): AppError {
  return new AppError(405, "method_not_allowed", `Use ${allowed.join(" or ")}.`, undefined, { Allow: allowed.join(", ") });
}

/** Largest JSON body any /api/assistant route reads: a 4,000-character question fits many times over. */
export const maxBodyBytes = 32 * 1024;

/**
 * Reads a JSON body of at most `limit` bytes and validates it. A larger body answers 413 without
 * being read whole (Content-Length is checked first, then the bytes as they arrive); a body that
 * is not JSON or does not fit the schema answers 400 with the issues.
 */
export async function readJsonBody<T extends z.ZodType>(request: Request, schema: T, limit = maxBodyBytes): Promise<z.infer<T>> {
  const type = (request.headers.get("content-type") ?? "").toLowerCase();
  if (!/^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/.test(type)) {
    throw new AppError(400, "invalid_body", "The body must be JSON (Content-Type: application/json).");
  }
  const text = await readBoundedText(request.body, request.headers.get("content-length"), limit, "release");
  if (text === undefined) throw tooLarge(limit);
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new AppError(400, "invalid_json", "The body is not valid JSON.");
  }
  // PostgreSQL stores no NUL in text: refused here with the field's name, not as a server error later.
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

// The rest of the body is not read: the connection closes after the answer (server/close-unread-body.ts).
const tooLarge = (limit: number) => new AppError(413, "too_large", `The body is larger than ${Math.round(limit / 1024)} KB.`, undefined, { Connection: "close" });

