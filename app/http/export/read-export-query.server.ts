import { AppError } from "#app/utils/app-error.ts";
import { resolveLanguage } from "#app/i18n/resolve-language.server.ts";
import type { ExportLanguage } from "#app/domain/export/export-document.ts";
import { maxExportQueryLength, parseExportQuery, type ExportQuery } from "#app/domain/export/export-query.ts";

/**
 * The export parameters of a request, or a 400 AppError with the issues; the document's language
 * is `lang` when given, otherwise the visitor's (cookie, then Accept-Language).
 */
export function readExportQuery(request: Request): ExportQuery & { language: ExportLanguage; query: URLSearchParams } {
  const url = new URL(request.url);
  if (url.search.length > maxExportQueryLength)
    throw new AppError(400, "invalid_query", `The query string is longer than ${maxExportQueryLength} characters.`);
  const parsed = parseExportQuery(url.searchParams);
  if (!parsed.success) {
    throw new AppError(
      400,
      "invalid_query",
      parsed.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`).join("; "),
      parsed.issues,
    );
  }
  return { ...parsed.data, language: parsed.data.lang ?? resolveLanguage(request.headers), query: url.searchParams };
}
