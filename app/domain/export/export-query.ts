import { z } from "zod";
import { languages } from "#app/i18n/language.ts";
import { ExportFormatSchema } from "./export-format.ts";

/** Longest query string an export route reads (the AI Act check's answers take about 1 KB). */
export const maxExportQueryLength = 4096;

/**
 * `?format=md|docx[&lang=en|de][&message=<answer id>]` of the export routes. `lang` chooses the
 * document's language (the visitor's language when absent); `message` exports one answer of a chat.
 */
export const ExportQuerySchema = z.object({
  format: ExportFormatSchema,
  lang: z.enum(languages).optional(),
  message: z
    .uuid("The message must be an answer's id (a UUID).")
    .transform((id) => id.toLowerCase())
    .optional(),
});
export type ExportQuery = z.infer<typeof ExportQuerySchema>;

export type ExportQueryIssue = { path: string[]; message: string };

/**
 * Reads the export parameters of a query string; other parameters (the AI Act check's answers) are
 * left to their own reader. A parameter given twice is an error, not a guess.
 */
export function parseExportQuery(
  query: URLSearchParams,
): { success: true; data: ExportQuery } | { success: false; issues: ExportQueryIssue[] } {
  const issues: ExportQueryIssue[] = [];
  const values: Record<string, string> = {};
  for (const name of ["format", "lang", "message"] as const) {
    const all = query.getAll(name);
    if (all.length > 1) issues.push({ path: [name], message: `Give "${name}" once.` });
    if (all[0] !== undefined) values[name] = all[0];
  }
  const parsed = ExportQuerySchema.safeParse(values);
  if (!parsed.success)
    issues.push(...parsed.error.issues.map((issue) => ({ path: issue.path.map(String), message: issue.message })));
  return issues.length > 0 ? { success: false, issues } : { success: true, data: parsed.data! };
}
