import { useId, useState } from "react";
import { Form } from "react-router";
import { branches, regions, type Branch, type Region } from "#app/domain/feeds/catalogue.ts";
import type { MessageKey } from "#app/i18n/translate.ts";
import { useTranslate } from "#app/i18n/use-translate.ts";
import type { DialogFeed } from "./subscribe-dialog.tsx";

export type KeywordQuery = { q: string; region?: Region; branch?: Branch };

/** The stable address of a keyword feed (the same order as the server's canonical one). */
export function keywordFeedPath(query: KeywordQuery): string {
  const params = new URLSearchParams({ q: query.q.replace(/\s+/g, " ").trim() });
  if (query.region) params.set("region", query.region);
  if (query.branch) params.set("branch", query.branch);
  return `/feeds/search.ics?${params}`;
}

/** Builds a keyword feed's address as the visitor types; without JavaScript the form's GET does it. */
export function KeywordFeedForm({
  initial,
  publicUrl,
  onOpen,
}: {
  initial: KeywordQuery | null;
  publicUrl: string;
  onOpen: (feed: DialogFeed) => void;
}) {
  const t = useTranslate();
  const id = useId();
  const [query, setQuery] = useState<KeywordQuery>(initial ?? { q: "" });
  const q = query.q.replace(/\s+/g, " ").trim();
  const valid = q.length >= 2 && q.length <= 100;
  const url = valid ? `${publicUrl}${keywordFeedPath(query)}` : "";
  const name = t("feeds.search.name", { q });
  return (
    <Form method="get" className="feeds-search" preventScrollReset replace>
      <div className="feeds-search-fields">
        <p>
          <label htmlFor={`${id}-q`}>{t("feeds.search.q")}</label>
          <input
            id={`${id}-q`}
            name="q"
            type="search"
            minLength={2}
            maxLength={100}
            required
            value={query.q}
            onChange={(event) => setQuery({ ...query, q: event.target.value })}
          />
        </p>
        <p>
          <label htmlFor={`${id}-region`}>{t("feeds.search.region")}</label>
          <select
            id={`${id}-region`}
            name="region"
            value={query.region ?? ""}
            onChange={(event) =>
              setQuery({ ...query, region: (event.target.value || undefined) as Region | undefined })
            }
          >
            <option value="">{t("feeds.search.any")}</option>
            {regions.map((region) => (
              <option key={region} value={region}>
                {t(`feeds.region.${region}` as MessageKey)}
              </option>
            ))}
          </select>
        </p>
        <p>
          <label htmlFor={`${id}-branch`}>{t("feeds.search.branch")}</label>
          <select
            id={`${id}-branch`}
            name="branch"
            value={query.branch ?? ""}
            onChange={(event) =>
              setQuery({ ...query, branch: (event.target.value || undefined) as Branch | undefined })
            }
          >
            <option value="">{t("feeds.search.any")}</option>
            {branches.map((branch) => (
              <option key={branch} value={branch}>
                {t(`feeds.branch.${branch}` as MessageKey)}
              </option>
            ))}
          </select>
        </p>
        <p>
          <button type="submit" className="button button-secondary">
            {t("feeds.search.submit")}
          </button>
        </p>
      </div>
      {valid ? (
        <div className="feeds-search-result">
          <label htmlFor={`${id}-url`}>{t("feeds.search.result")}</label>
          <input id={`${id}-url`} type="text" readOnly value={url} onFocus={(event) => event.currentTarget.select()} />
          <button type="button" className="button" onClick={() => onOpen({ name, url })}>
            {t("feeds.search.subscribe")}
          </button>
        </div>
      ) : null}
    </Form>
  );
}
