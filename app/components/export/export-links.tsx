import type { ExportFormat } from "#app/domain/export/export-format.ts";
import type { MessageKey } from "#app/i18n/translate.ts";
import { useLanguage, useTranslate } from "#app/i18n/use-translate.ts";
import "./export-links.css";

type Props = {
  /** The export route with any query of its own, e.g. "/api/assistant/chats/<id>/export" or "/ai-act-check/export?role=provider". */
  href: string;
  /** What is exported, e.g. "exportActions.chat": the group's visible label. */
  label: MessageKey;
};

/**
 * "Export this chat: Markdown (.md) · Word (.docx)": plain download links (GET, same-origin
 * cookie), so they work without JavaScript; the document is in the page's language.
 */
export function ExportLinks({ href, label }: Props) {
  const t = useTranslate();
  const lang = useLanguage();
  const url = (format: ExportFormat) =>
    `${href}${href.includes("?") ? "&" : "?"}${new URLSearchParams({ format, lang })}`;
  return (
    <p className="export-links" role="group" aria-label={t(label)}>
      <span className="muted">{t(label)}:</span>{" "}
      <a href={url("md")} download>
        {t("exportActions.markdown")}
      </a>{" "}
      <a href={url("docx")} download>
        {t("exportActions.word")}
      </a>
    </p>
  );
}
