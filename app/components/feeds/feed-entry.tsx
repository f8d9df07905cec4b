import { useLanguage, useTranslate } from "#app/i18n/use-translate.ts";
import type { DialogFeed } from "./subscribe-dialog.tsx";
import { useCopy } from "./use-copy.ts";
import { isLanguage, localeOf } from "#app/i18n/language.ts";

export type FeedEntryData = {
  /** Visible label, e.g. "Labour courts"; `context` completes it for assistive technology ("Bavaria"). */
  label: string;
  context?: string;
  path: string;
  events: number;
  lastChange: string | null;
};

/** One feed: opens the subscribe dialog; shows its size and last update, its address and a copy button. */
export function FeedEntry({
  feed,
  publicUrl,
  showSoon = true,
  onOpen,
}: {
  feed: FeedEntryData;
  publicUrl: string;
  showSoon?: boolean;
  onOpen: (feed: DialogFeed) => void;
}) {
  const t = useTranslate();
  const lang = useLanguage();
  const { copied, copy } = useCopy();
  const url = `${publicUrl}${feed.path}`;
  const name = feed.context ? `${feed.label} ${feed.context}` : feed.label;
  const hidden = feed.context ? <span className="visually-hidden"> {feed.context}</span> : null;
  return (
    <li className="feed-entry">
      <button type="button" className="feed-entry-open" aria-haspopup="dialog" onClick={() => onOpen({ name, url })}>
        {feed.label}
        {hidden}
      </button>
      <span className="feed-entry-meta muted">
        {feed.events > 0 ? (
          <>
            {feed.events === 1 ? t("feeds.entry.countOne") : t("feeds.entry.count", { count: feed.events.toLocaleString(lang) })}
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
          data-copied={copied}
          onClick={async () => {
            if (!(await copy(url))) onOpen({ name, url, selectUrl: true });
          }}
        >
          {copied ? t("feeds.copy.copied") : t("feeds.copy.button")}
          <span className="visually-hidden"> – {name}</span>
        </button>
      </span>
    </li>
  );
}

export function formatDate(iso: string, lang: string): string {
  return new Intl.DateTimeFormat(localeOf(isLanguage(lang) ? lang : "en"), { dateStyle: "medium", timeZone: "UTC" }).format(new Date(iso));
}
