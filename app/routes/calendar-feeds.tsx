import { Suspense, useRef, useState } from "react";
import { data } from "react-router";
import { z } from "zod";
import { FeedEntry, useFeedEntryActions } from "#app/components/feeds/feed-entry.tsx";
import { HowToTabs } from "#app/components/feeds/how-to-tabs.tsx";
import { KeywordFeedForm } from "#app/components/feeds/keyword-feed-form.tsx";
import { SubscribeDialog, type DialogFeed } from "#app/components/feeds/subscribe-dialog.tsx";
import {
  branches,
  federalCourts,
  regions,
  stateBranches,
  states,
  type Branch,
  type State,
} from "#app/domain/feeds/catalogue.ts";
import { getFeedService } from "#app/domain/feeds/feed-service.server.ts";
import { getEnv } from "#app/env.server.ts";
import { pageMeta } from "#app/i18n/meta.ts";
import type { MessageKey } from "#app/i18n/translate.ts";
import { pageMessages } from "#app/i18n/page-messages.server.ts";
import { useTranslate } from "#app/i18n/use-translate.ts";
import "../components/feeds/feeds.css";
import type { Route } from "./+types/calendar-feeds";

const emptyToUndefined = (value: unknown) => (value === "" || value === null ? undefined : value);
const KeywordSchema = z.object({
  q: z.string().trim().min(2).max(100),
  region: z.preprocess(emptyToUndefined, z.enum(regions).optional()),
  branch: z.preprocess(emptyToUndefined, z.enum(branches).optional()),
});

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const keyword = url.searchParams.has("q") ? KeywordSchema.safeParse(Object.fromEntries(url.searchParams)) : undefined;
  const listing = await getFeedService().getListing();
  // Only what the page shows: titles of catalogue feeds are translated on the page itself.
  const strip = ({ path, region, branch, court, events, lastChange }: (typeof listing.feeds)[number]) => ({
    path,
    region,
    branch,
    court,
    events,
    lastChange,
  });
  return data(
    {
      publicUrl: getEnv().PUBLIC_URL,
      feeds: listing.feeds.map(strip),
      courts: listing.courts
        .filter((court) => court.region !== "bund")
        .map((court) => ({ ...strip(court), title: court.title })),
      keyword: keyword?.success ? keyword.data : null,
      messages: pageMessages(request, "feeds"),
    },
    { headers: { "Cache-Control": "no-cache" } },
  );
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, {
    title: "feeds.meta.title",
    description: "feeds.meta.description",
    path: "/calendar-feeds",
  });
}

type Loaded = Route.ComponentProps["loaderData"];

export default function CalendarFeeds({ loaderData }: Route.ComponentProps) {
  const t = useTranslate();
  const [dialog, setDialog] = useState<DialogFeed | null>(null);
  const page = useRef<HTMLDivElement>(null);
  // One listener for the hundred feed entries' buttons (docs/decisions/043).
  useFeedEntryActions(page, setDialog);
  const { feeds, publicUrl } = loaderData;
  return (
    <div className="page feeds-page" ref={page}>
      <h1>{t("feeds.title")}</h1>
      <p className="feeds-intro">{t("feeds.intro")}</p>

      <section aria-labelledby="feeds-howto">
        <h2 id="feeds-howto">{t("feeds.howTo.title")}</h2>
        <HowToTabs />
      </section>

      <section aria-labelledby="feeds-federal">
        <h2 id="feeds-federal">{t("feeds.federal.title")}</h2>
        <p className="muted">{t("feeds.federal.intro")}</p>
        <div className="feeds-card">
          <ul className="feed-list">
            {federalCourts.map((court) => {
              const feed = feeds.find((entry) => entry.court === court.slug)!;
              return (
                <FeedEntry
                  key={court.slug}
                  feed={{
                    label: t(`feeds.court.${court.slug}` as MessageKey),
                    path: feed.path,
                    events: feed.events,
                    lastChange: feed.lastChange,
                  }}
                  publicUrl={publicUrl}
                />
              );
            })}
          </ul>
        </div>
      </section>

      <section aria-labelledby="feeds-states">
        <h2 id="feeds-states">{t("feeds.states.title")}</h2>
        <p className="muted">{t("feeds.states.intro")}</p>
        <div className="feeds-states">
          {states.map((state) => (
            // A boundary per state: React hydrates the cards one by one, yielding in between.
            <Suspense key={state} fallback={null}>
              <StateCard state={state} loaderData={loaderData} />
            </Suspense>
          ))}
        </div>
      </section>

      <section aria-labelledby="feeds-keyword">
        <h2 id="feeds-keyword">{t("feeds.search.title")}</h2>
        <p className="muted">{t("feeds.search.intro")}</p>
        <KeywordFeedForm initial={loaderData.keyword} publicUrl={publicUrl} onOpen={setDialog} />
      </section>

      <SubscribeDialog feed={dialog} onClose={() => setDialog(null)} />
    </div>
  );
}

function StateCard({ state, loaderData }: { state: State; loaderData: Loaded }) {
  const t = useTranslate();
  const headingId = `feeds-state-${state}`;
  const region = t(`feeds.region.${state}` as MessageKey);
  const entries = stateBranches.map((branch: Branch) =>
    loaderData.feeds.find((feed) => feed.region === state && feed.branch === branch && !feed.court)!,
  );
  const empty = entries.every((feed) => feed.events === 0);
  const courts = loaderData.courts.filter((court) => court.region === state);
  return (
    <section className="feeds-card feeds-state" aria-labelledby={headingId}>
      <h3 id={headingId}>{region}</h3>
      {empty ? <p className="feeds-soon">{t("feeds.soon")}</p> : null}
      <ul className="feed-list">
        {entries.map((feed) => (
          <FeedEntry
            key={feed.path}
            feed={{
              label: t(`feeds.branch.${feed.branch}` as MessageKey),
              context: region,
              path: feed.path,
              events: feed.events,
              lastChange: feed.lastChange,
            }}
            publicUrl={loaderData.publicUrl}
            showSoon={!empty}
          />
        ))}
      </ul>
      {courts.length ? (
        <details className="feeds-courts">
          <summary>{t("feeds.courts.summary", { region, count: courts.length })}</summary>
          <ul className="feed-list">
            {courts.map((court) => (
              <FeedEntry
                key={court.path}
                feed={{ label: court.title, path: court.path, events: court.events, lastChange: court.lastChange }}
                publicUrl={loaderData.publicUrl}
              />
            ))}
          </ul>
        </details>
      ) : null}
    </section>
  );
}
