import { z } from "zod";
import { searchSettingsOf } from "#app/domain/corpus/search-settings.ts";
import { getEnv } from "#app/env.server.ts";
import { canUseAssistant } from "#app/domain/accounts/access.server.ts";
import { getSignedInUser } from "#app/http/accounts/current-user.server.ts";
import { AppError, errorResponse, internalError } from "#app/utils/app-error.ts";
import { logger } from "#app/utils/logger.server.ts";
import {
  searchLegalDocuments,
  SearchRequestSchema,
} from "#app/domain/corpus/retrieval/search-legal-documents.server.ts";
import type { SearchResult } from "#app/domain/corpus/retrieval/search-result-schema.ts";
import { readJsonBody } from "./read-json-body.server.ts";
import { searchLimiter } from "./search-rate-limit.server.ts";
import { accountsConfig } from "#app/domain/accounts/config.server.ts";

const BodySchema = z.object({ data: SearchRequestSchema });

/** The server bounds every body at 256 KB (server/body-limit.ts); a search's body is far smaller. */
const maxBodyBytes = 256 * 1024;

/**
 * The HTTP side of the legal search (the domain function `searchLegalDocuments` takes parsed
 * input only, so jobs, tests and the assistant call it directly).
 * POST /api/functions/searchLegalDocuments, a callable function: signed-in users only
 * (the Origin check for this JSON POST is server/csrf.ts), zod-validated `data`, answer
 * `{"result": {"matches", "missingActs", "coverage", "notices"?}}` (SearchResultSchema) or the one
 * error shape with the callable protocol's `status` (app/utils/app-error.ts).
 */
export async function handleSearchLegalDocuments(request: Request): Promise<Response> {
  try {
    const user = await getSignedInUser(request);
    if (!user) throw new AppError(401, "unauthorized", "Sign in to search the legal documents.");
    if (!canUseAssistant(user, accountsConfig(getEnv())))
      throw new AppError(
        403,
        "waitlisted",
        "Your account is on the waitlist; the research assistant is not open to it yet.",
      );
    const wait = searchLimiter.take(user.uid);
    if (wait !== undefined)
      throw new AppError(429, "too_many_searches", `Too many searches. Try again in ${wait} seconds.`);
    if (request.method !== "POST")
      throw new AppError(400, "invalid_body", 'Use POST with a JSON body {"data": {...}}.');
    const body = await readJsonBody(request, BodySchema, { maxBytes: maxBodyBytes });
    const result: SearchResult = await searchLegalDocuments(body.data, { search: searchSettingsOf(getEnv()) });
    return Response.json({ result }, { status: 200, headers: { "Cache-Control": "no-store" } });
  } catch (error) {
    if (error instanceof AppError) return errorResponse(error, "callable");
    logger.error({ err: error }, "searchLegalDocuments failed");
    return errorResponse(internalError("The search failed. Please try again."), "callable");
  }
}
