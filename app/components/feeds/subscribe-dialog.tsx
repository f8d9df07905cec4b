import { useEffect, useId, useRef } from "react";
import { useTranslate } from "#app/i18n/use-translate.ts";
import { subscribeLinks } from "./subscribe-links.ts";
import { useCopy } from "./use-copy.ts";

export type DialogFeed = { name: string; url: string; selectUrl?: boolean };

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * "Add to Your Calendar": the feed address with a copy button and one-click subscribe links.
 * A native modal <dialog>: the page behind is inert, Escape closes; Tab cycles inside and focus
 * goes back to the element that opened it.
 */
export function SubscribeDialog({ feed, onClose }: { feed: DialogFeed | null; onClose: () => void }) {
  const t = useTranslate();
  const ref = useRef<HTMLDialogElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const copyButton = useRef<HTMLButtonElement>(null);
  const returnTo = useRef<HTMLElement | null>(null);
  const titleId = useId();
  const inputId = useId();
  const { copied, failed, copy } = useCopy();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (feed && !dialog.open) {
      returnTo.current = document.activeElement as HTMLElement | null;
      dialog.showModal();
      if (feed.selectUrl) input.current?.select();
      else copyButton.current?.focus();
    } else if (!feed && dialog.open) {
      dialog.close();
    }
  }, [feed]);

  useEffect(() => {
    if (failed) input.current?.select();
  }, [failed]);

  function handleClose() {
    onClose();
    const target = returnTo.current;
    returnTo.current = null;
    if (target?.isConnected) target.focus();
  }

  function trapTab(event: React.KeyboardEvent<HTMLDialogElement>) {
    if (event.key !== "Tab" || !ref.current) return;
    const focusable = [...ref.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = focusable[0];
    const last = focusable.at(-1);
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  const links = feed ? subscribeLinks(feed.url, feed.name) : undefined;
  return (
    <dialog ref={ref} className="feeds-dialog" aria-labelledby={titleId} onClose={handleClose} onKeyDown={trapTab}>
      {feed && links ? (
        <div className="feeds-dialog-body">
          <h2 id={titleId}>{t("feeds.modal.title")}</h2>
          <p className="feeds-dialog-name">{feed.name}</p>
          <label htmlFor={inputId}>{t("feeds.modal.feedUrl")}</label>
          <div className="feeds-dialog-url">
            <input
              id={inputId}
              ref={input}
              type="text"
              readOnly
              value={feed.url}
              onFocus={(event) => event.currentTarget.select()}
            />
            <button
              ref={copyButton}
              type="button"
              className="button"
              onClick={() => void copy(feed.url, ref.current ?? undefined)}
            >
              {copied ? t("feeds.copy.copied") : t("feeds.modal.copy")}
            </button>
          </div>
          <p className="feeds-live" role="status">
            {failed ? t("feeds.copy.manual") : copied ? t("feeds.copy.copied") : ""}
          </p>
          <h3>{t("feeds.modal.oneClick")}</h3>
          <ul className="feeds-dialog-links">
            <li>
              <a className="button button-secondary" href={links.webcal}>
                {t("feeds.modal.webcal")}
              </a>
            </li>
            <li>
              <a className="button button-secondary" href={links.google} target="_blank" rel="noopener noreferrer">
                {t("feeds.modal.google")}
              </a>
            </li>
            <li>
              <a className="button button-secondary" href={links.outlookCom} target="_blank" rel="noopener noreferrer">
                {t("feeds.modal.outlookCom")}
              </a>
            </li>
            <li>
              <a
                className="button button-secondary"
                href={links.microsoft365}
                target="_blank"
                rel="noopener noreferrer"
              >
                {t("feeds.modal.microsoft365")}
              </a>
            </li>
          </ul>
          <p className="feeds-dialog-actions">
            <button type="button" className="button button-secondary" onClick={() => ref.current?.close()}>
              {t("feeds.modal.close")}
            </button>
          </p>
        </div>
      ) : null}
    </dialog>
  );
}
