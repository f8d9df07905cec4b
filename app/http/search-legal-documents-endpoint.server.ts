import { z } from "zod";
import { canUseAssistant, getSignedInUser } from "#app/domain/accounts/current-user.server.ts";
import { AppError, errorResponse, internalError } from "#app/utils/app-error.ts";
import { logger } from "#app/utils/logger.server.ts";
import { searchLegalDocuments, SearchRequestSchema } from "#app/domain/corpus/retrieval/search-legal-documents.server.ts";
import type { SearchResult } from "#app/domain/corpus/retrieval/search-result-schema.ts";
import { readJsonBody } from "./read-json-body.server.ts";
import { searchLimiter } from "./search-rate-limit.server.ts";

const BodySchema = z.object({ data: SearchRequestSchema });

function describe(error: z.ZodError): string {
  return error.issues.map((issue) => `${issue.path.join(".") || "body"}: ${issue.message}`).join("; ");
}

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
    if (!canUseAssistant(user)) throw new AppError(403, "waitlisted", "Your account is on the waitlist; the research assistant is not open to it yet.");
    const wait = searchLimiter.take(user.uid);
    if (wait !== undefined) throw new AppError(429, "too_many_searches", `Too many searches. Try again in ${wait} seconds.`);
    const parsed = BodySchema.safeParse(await readJsonBody(request));
    if (!parsed.success) throw new AppError(400, "invalid_body", describe(parsed.error));
    const result: SearchResult = await searchLegalDocuments(parsed.data.data);
    return Response.json({ result }, { status: 200, headers: { "Cache-Control": "no-store" } });
  } catch (error) {
    if (error instanceof AppError) return errorResponse(error, "callable");
    logger.error({ err: error }, "searchLegalDocuments failed");
    return errorResponse(internalError("The search failed. Please try again."), "callable");
  }
}
