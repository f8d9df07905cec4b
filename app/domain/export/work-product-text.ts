import { formatMessage } from "#app/i18n/format-message.ts";
import { de, en, type WorkProductMessageKey } from "#app/i18n/messages/export-work-product.ts";
import type { ExportLanguage } from "./export-document.ts";

/** A fixed text of an exported project or AI Act check result in the document's language. */
export function workProductText(
  language: ExportLanguage,
  key: WorkProductMessageKey,
  params?: Record<string, string | number>,
): string {
  return formatMessage((language === "de" ? de : en)[key], params);
}
