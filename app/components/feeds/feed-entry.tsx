import { useEffect, useRef } from "react";
import { useLanguage, useTranslate } from "#app/i18n/use-translate.ts";
import type { DialogFeed } from "./subscribe-dialog.tsx";
import { COPIED_MS, copyText } from "./use-copy.ts";
import { isLanguage, localeOf } from "#app/i18n/language.ts";

export type FeedEntryData = {
  /** Visible label, e.g. "Labour courts"; `context` completes it for assistive technology ("Bavaria"). */
  label: string;
  context?: string;
  path: string;
  events: number;
  lastChange: string | null;
};

/**
 * One feed: opens the subscribe dialog; shows its size and last update, its address and a copy
 * button. The entry has no state and no handlers of its own (a page lists about a hundred, and
 * hydrating a hundred sets of hooks was the page's main cost): its buttons carry the feed's name
 * and address, and one delegated listener (useFeedEntryActions) acts on them. Without JavaScript
 * the address link still works.
 */
export function FeedEntry({
  feed,
  publicUrl,
  showSoon = true,
}: {
  feed: FeedEntryData;
  publicUrl: string;
  showSoon?: boolean;
}) {
  const t = useTranslate();
  const lang = useLanguage();
  const url = `${publicUrl}${feed.path}`;
  const name = feed.context ? `${feed.label} ${feed.context}` : feed.label;
  const hidden = feed.context ? <span className="visually-hidden"> {feed.context}</span> : null;
  return (
    <li className="feed-entry">
      <button
        type="button"
        className="feed-entry-open"
        aria-haspopup="dialog"
        data-feed-action="open"
        data-feed-name={name}
        data-feed-url={url}
      >
        {feed.label}
        {hidden}
      </button>
      <span className="feed-entry-meta muted">
        {feed.events > 0 ? (
          <>
            {feed.events === 1
              ? t("feeds.entry.countOne")
              : t("feeds.entry.count", { count: feed.events.toLocaleString(lang) })}
            {feed.lastChange ? ` · ${t("feeds.entry.updated", { date: formatDate(feed.lastChange, lang) })}` : null}
          </>
        ) : showSoon ? (
          t("feeds.soon")
        ) : null}
      </span>
      <span className="feed-entry-actions">
        <a href={feed.path} className="feed-entry-link" type="text/calendar">
          {t("feeds.entry.link")}
          <span className="visually-hidden"> – {name}</span>
        </a>
        <button
          type="button"
          className="feed-entry-copy"
          data-feed-action="copy"
          data-feed-name={name}
          data-feed-url={url}
        >
          <span className="feed-entry-copy-idle">{t("feeds.copy.button")}</span>
          <span className="feed-entry-copy-done">{t("feeds.copy.copied")}</span>
          <span className="visually-hidden"> – {name}</span>
        </button>
      </span>
    </li>
  );
}

export function formatDate(iso: string, lang: string): string {
  return new Intl.DateTimeFormat(localeOf(isLanguage(lang) ? lang : "en"), {
    dateStyle: "medium",
    timeZone: "UTC",
  }).format(new Date(iso));
}

/**
 * The one listener for every FeedEntry inside `container`: "open" opens the subscribe dialog,
 * "copy" copies the address and shows "Copied!" for COPIED_MS (a data attribute; CSS swaps the
 * label), or opens the dialog with the address selected when nothing could copy.
 */
export function useFeedEntryActions(
  container: React.RefObject<HTMLElement | null>,
  onOpen: (feed: DialogFeed) => void,
) {
  const open = useRef(onOpen);
  open.current = onOpen;
  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const timers = new Map<HTMLElement, ReturnType<typeof setTimeout>>();
    const onClick = (event: MouseEvent) => {
      const button = (event.target as Element | null)?.closest<HTMLButtonElement>("button[data-feed-action]");
      if (!button || !element.contains(button)) return;
      const name = button.dataset.feedName ?? "";
      const url = button.dataset.feedUrl ?? "";
      if (button.dataset.feedAction === "open") {
        open.current({ name, url });
        return;
      }
      void copyText(url).then((ok) => {
        if (!ok) return open.current({ name, url, selectUrl: true });
        clearTimeout(timers.get(button));
        button.dataset.copied = "true";
        timers.set(
          button,
          setTimeout(() => {
            delete button.dataset.copied;
            timers.delete(button);
          }, COPIED_MS),
        );
      });
    };
    element.addEventListener("click", onClick);
    return () => {
      element.removeEventListener("click", onClick);
      for (const timer of timers.values()) clearTimeout(timer);
    };
  }, [container]);
}
