import type { Citation } from "#app/domain/assistant/stream-events.ts";
import { useTranslate } from "#app/i18n/use-translate.ts";
import { ModalDialog } from "./modal-dialog.tsx";

/** The cited provision in full: heading, act, pinpoint, version, CELEX and the EUR-Lex link. */
export function SourceDialog({ citation, onClose }: { citation: Citation | null; onClose: () => void }) {
  const t = useTranslate();
  return (
    <ModalDialog
      open={citation !== null}
      onClose={onClose}
      labelledBy="source-title"
      className="assistant-dialog source-dialog"
    >
      {citation ? (
        <>
          <h2 id="source-title">
            [{citation.n}] {citation.metadata.pinpoint}
            {citation.metadata.heading ? ` — ${citation.metadata.heading}` : ""}
          </h2>
          <dl className="source-facts">
            <dt>{t("assistant.source.act")}</dt>
            <dd>{citation.metadata.act}</dd>
            <dt>{t("assistant.source.pinpoint")}</dt>
            <dd>{citation.metadata.pinpoint}</dd>
            {citation.metadata.version ? (
              <>
                <dt>{t("assistant.source.version")}</dt>
                <dd>{citation.metadata.version}</dd>
              </>
            ) : null}
            <dt>{t("assistant.source.celex")}</dt>
            <dd>{citation.metadata.celex}</dd>
          </dl>
          <div className="source-text">{citation.text}</div>
          <p>
            <a href={citation.metadata.url} rel="noopener noreferrer" target="_blank">
              {t("assistant.source.eurLex")}
            </a>
          </p>
          <form method="dialog">
            <button type="submit" className="button button-secondary">
              {t("assistant.source.close")}
            </button>
          </form>
        </>
      ) : null}
    </ModalDialog>
  );
}
