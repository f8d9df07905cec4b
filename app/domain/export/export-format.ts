import { z } from "zod";

/** `?format=md|docx` of the export routes. */
export const ExportFormatSchema = z.enum(["md", "docx"]);
export type ExportFormat = z.infer<typeof ExportFormatSchema>;

export const exportContentTypes: Record<ExportFormat, string> = {
  md: "text/markdown; charset=utf-8",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
};

/**
 * A file name for Content-Disposition: the title's words in ASCII (umlauts spelt out), the date,
 * the extension — "research-chat-emotion-recognition-2026-11-25.docx". Never empty, at most 80 characters before the date.
 */
export function exportFileName(title: string, date: Date, format: ExportFormat): string {
  const words = title
    .replace(/ä/g, "ae")
    .replace(/ö/g, "oe")
    .replace(/ü/g, "ue")
    .replace(/Ä/g, "Ae")
    .replace(/Ö/g, "Oe")
    .replace(/Ü/g, "Ue")
    .replace(/ß/g, "ss")
    .normalize("NFKD")
    .replace(/[^A-Za-z0-9]+/g, " ")
    .trim()
    .toLowerCase()
    .split(" ")
    .filter(Boolean);
  let slug = "";
  for (const word of words) {
    if (`${slug}-${word}`.length > 80) break;
    slug = slug ? `${slug}-${word}` : word;
  }
  return `${slug || "export"}-${date.toISOString().slice(0, 10)}.${format}`;
}
