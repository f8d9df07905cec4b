import type { LanguageModel } from "ai";
import { searchSettingsOf, type SearchSettings } from "#app/domain/corpus/search-settings.ts";
import type { z } from "zod";
import { getAssistantModel } from "#app/domain/assistant/assistant-model.server.ts";
import { getEnv } from "#app/env.server.ts";
import { requireAssistantUser } from "#app/http/accounts/current-user.server.ts";
import type { User } from "#app/domain/accounts/user.server.ts";
import { AppError, errorResponse, internalError } from "#app/utils/app-error.ts";
import { logger } from "#app/utils/logger.server.ts";
import { readJsonBody } from "./read-json-body.server.ts";

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

/**
 * The assistant's settings, read from the environment here at the edge and passed to the domain
 * (docs/decisions/135-the-http-edge-and-settings-passed-in.md): the chat model (null without
 * AI_BASE_URL: research notes), the model calls a user may make (USAGE_LIMIT) and the corpus
 * search's settings (EMBEDDINGS_*, CORPUS_PARAPHRASES; ADR 144).
 */
export function assistantSettings(): { model: LanguageModel | null; usageLimit: number; search: SearchSettings } {
  const env = getEnv();
  return { model: getAssistantModel(env), usageLimit: env.USAGE_LIMIT, search: searchSettingsOf(env) };
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
  return new AppError(405, "method_not_allowed", `Use ${allowed.join(" or ")}.`, undefined, {
    Allow: allowed.join(", "),
  });
}

/** Largest JSON body any /api/assistant route reads: a 4,000-character question fits many times over. */
export const maxBodyBytes = 32 * 1024;

/** Reads and validates a JSON body of at most `maxBodyBytes` (app/http/read-json-body.server.ts). */
export function readApiBody<T extends z.ZodType>(request: Request, schema: T): Promise<z.infer<T>> {
  return readJsonBody(request, schema, { maxBytes: maxBodyBytes });
}
