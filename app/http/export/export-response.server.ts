import type { ExportDocument } from "#app/domain/export/export-document.ts";
import { exportContentTypes, exportFileName, type ExportFormat } from "#app/domain/export/export-format.ts";
import { renderDocx } from "#app/domain/export/render-docx.ts";
import { renderMarkdown } from "#app/domain/export/render-markdown.ts";

/**
 * A document as a download: rendered in the format asked for, `Content-Disposition: attachment`
 * with an ASCII file name made from the title and date, never cached (the content is a user's, or
 * a visitor's answers).
 */
export async function exportResponse(document: ExportDocument, format: ExportFormat): Promise<Response> {
  const body = format === "md" ? renderMarkdown(document) : new Uint8Array(await renderDocx(document));
  return new Response(body, {
    status: 200,
    headers: {
      "Content-Type": exportContentTypes[format],
      "Content-Disposition": `attachment; filename="${exportFileName(document.title, document.date, format)}"`,
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
