import type { MiddlewareFunction } from "react-router";
import { resolveLanguage } from "#app/i18n/resolve-language.server.ts";
import { translate } from "#app/i18n/translate.ts";
import { AppError, errorProtocolOf, errorResponse } from "#app/utils/app-error.ts";
import { CSRF_FIELD, CSRF_HEADER } from "#app/domain/accounts/config.server.ts";
import { getSessionWithUser } from "./current-user.server.ts";
import { matchesToken } from "#app/domain/accounts/tokens.server.ts";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];
const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/;

export class CsrfError extends Error {
  override name = "CsrfError";
}

/**
 * Second CSRF layer (the first, server/csrf.ts, checks the Origin of every state-changing
 * request): a form submitted by a signed-in user must carry the session's token in the `csrf`
 * field (or the X-CSRF-Token header). Only JSON bodies are exempt: a page on another site cannot
 * send them without a CORS preflight, so for them the Origin check is enough. Everything else a
 * signed-in browser sends (forms, text/plain, DELETE without a body) needs the token. Throws
 * CsrfError when the token is missing or wrong.
 */
export async function assertCsrfToken(request: Request): Promise<void> {
  if (SAFE_METHODS.has(request.method.toUpperCase())) return;
  const current = await getSessionWithUser(request);
  if (!current) return;
  const expected = current.session.csrfToken;
  const header = request.headers.get(CSRF_HEADER);
  if (header) {
    if (!matchesToken(header, expected)) throw new CsrfError("The security token of this request is wrong.");
    return;
  }
  const type = (request.headers.get("content-type") ?? "").toLowerCase().trim();
  if (JSON_TYPE.test(type)) return;
  if (!FORM_TYPES.some((form) => type.startsWith(form))) {
    throw new CsrfError("The security token of this request is missing.");
  }
  let token: FormDataEntryValue | null = null;
  try {
    token = (await request.clone().formData()).get(CSRF_FIELD);
  } catch {
    throw new CsrfError("The form could not be read.");
  }
  if (typeof token !== "string" || !matchesToken(token, expected)) {
    throw new CsrfError("The security token of this form is missing or expired. Reload the page and try again.");
  }
}

/** React Router middleware (exported from app/root.tsx): a failed check answers 403. */
export const csrfMiddleware: MiddlewareFunction<Response> = async ({ request }, next) => {
  try {
    await assertCsrfToken(request);
  } catch (error) {
    if (error instanceof CsrfError) return csrfRefusal(request, error);
    throw error;
  }
  return next();
};

/**
 * A browser's plain form POST gets a short page in its language; scripts and APIs get 403 `csrf`
 * in the one error shape (with the callable `status` on /api/functions/*), as the Origin check
 * (server/csrf.ts) answers.
 */
function csrfRefusal(request: Request, error: CsrfError): Response {
  const headers = { "Cache-Control": "no-store" };
  const url = new URL(request.url);
  const api = url.pathname.startsWith("/api/functions/") || url.pathname.startsWith("/api/assistant/");
  const wantsHtml =
    !api && (request.headers.get("accept") ?? "").includes("text/html") && !url.pathname.endsWith(".data");
  if (!wantsHtml) return errorResponse(new AppError(403, "csrf", error.message), errorProtocolOf(url.pathname));
  const lang = resolveLanguage(request.headers);
  const t = (key: Parameters<typeof translate>[1]) => translate(lang, key);
  const html = `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${t("accounts.csrf.title")}</title></head><body><main><h1>${t("accounts.csrf.title")}</h1><p>${t("accounts.csrf.text")}</p><p><a href="/">${t("accounts.csrf.back")}</a></p></main></body></html>`;
  return new Response(html, { status: 403, headers: { ...headers, "Content-Type": "text/html; charset=utf-8" } });
}
