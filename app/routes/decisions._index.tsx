import { data, Link } from "react-router";
import "#app/components/decisions/decisions.css";
import { DecisionHits } from "#app/components/decisions/decision-hits.tsx";
import { DecisionSearchForm, type SearchFormValues } from "#app/components/decisions/decision-search-form.tsx";
import {
  listDecisionCourts,
  listDecisionTypes,
  parseSearchQuery,
  searchDecisions,
  SearchTooSlowError,
  type SearchResult,
} from "#app/domain/decisions/search-decisions.server.ts";
import { pageMeta } from "#app/i18n/meta.ts";
import { useLanguage, useTranslate } from "#app/i18n/use-translate.ts";
import { logger } from "#app/utils/logger.server.ts";
import type { Route } from "./+types/decisions._index";
import { localeOf } from "#app/i18n/language.ts";
import { BusyError } from "#app/utils/concurrency-limit.server.ts";

import { pageMessages } from "#app/i18n/page-messages.server.ts";

export async function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const { query, invalid } = parseSearchQuery(params);
  const values: SearchFormValues = Object.fromEntries(
    (["q", "region", "branch", "court", "type", "from", "to", "sort"] as const).flatMap((name) => {
      const value = query[name];
      return value === undefined ? [] : [[name, String(value)]];
    }),
  );
  try {
    const [result, types, courts] = await Promise.all([
      searchDecisions(query),
      listDecisionTypes(),
      listDecisionCourts(),
    ]);
    return { result, types, courts, values, invalid, failed: false, messages: pageMessages(request, "decisions") };
  } catch (error) {
    const busy = error instanceof BusyError;
    const slow = error instanceof SearchTooSlowError;
    if (slow) logger.warn("decision search stopped by its statement timeout");
    else if (!busy) logger.error({ err: error }, "decision search failed");
    const empty: SearchResult = { hits: [], total: 0, totalIsLowerBound: false, page: 1, pages: 1, sort: "date" };
    // Too many searches at once: 503 with Retry-After (the concurrency limit, docs/security.md).
    // A search past its statement timeout: 503 too, with a page that says to narrow it.
    return data(
      {
        result: empty,
        types: [] as string[],
        courts: [] as string[],
        values,
        invalid,
        failed: slow ? ("slow" as const) : true,
        messages: pageMessages(request, "decisions"),
      },
      { status: busy || slow ? 503 : 500, headers: busy ? { "Retry-After": "5" } : undefined },
    );
  }
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, {
    title: "decisions.search.title",
    description: "decisions.search.metaDescription",
    path: "/decisions",
  });
}

function pageHref(values: SearchFormValues, page: number): string {
  const params = new URLSearchParams(Object.entries(values).filter(([, value]) => value) as [string, string][]);
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return query ? `/decisions?${query}` : "/decisions";
}

export default function DecisionSearch({ loaderData }: Route.ComponentProps) {
  const t = useTranslate();
  const lang = useLanguage();
  const { result, types, courts, values, invalid, failed } = loaderData;
  return (
    <div className="page">
      <h1>{t("decisions.search.title")}</h1>
      <p className="lead">{t("decisions.search.lead")}</p>
      <DecisionSearchForm key={JSON.stringify(values)} values={values} types={types} courts={courts} />
      <section aria-labelledby="decision-results-title" aria-live="polite">
        <h2 id="decision-results-title" className="visually-hidden">
          {t("decisions.search.results")}
        </h2>
        {invalid.includes("q") ? (
          <p role="alert">{t("decisions.search.tooManyTerms")}</p>
        ) : invalid.length > 0 ? (
          <p role="alert">{t("decisions.search.invalid")}</p>
        ) : null}
        {failed ? (
          <p role="alert">{t(failed === "slow" ? "decisions.search.tooSlow" : "decisions.search.failed")}</p>
        ) : result.total === 0 ? (
          <p>{t("decisions.search.none")}</p>
        ) : (
          <>
            <p>
              {result.total === 1
                ? t("decisions.search.countOne")
                : t("decisions.search.count", {
                    count: `${result.total.toLocaleString(localeOf(lang))}${result.totalIsLowerBound ? "+" : ""}`,
                  })}
            </p>
            <DecisionHits hits={result.hits} />
            {result.pages > 1 ? (
              <nav
                className="decision-pagination"
                aria-label={t("decisions.search.page", { page: result.page, pages: result.pages })}
              >
                {result.page > 1 ? (
                  <Link to={pageHref(values, result.page - 1)}>{t("decisions.search.previous")}</Link>
                ) : null}
                <span>{t("decisions.search.page", { page: result.page, pages: result.pages })}</span>
                {result.page < result.pages ? (
                  <Link to={pageHref(values, result.page + 1)}>{t("decisions.search.next")}</Link>
                ) : null}
              </nav>
            ) : null}
          </>
        )}
      </section>
    </div>
  );
}
