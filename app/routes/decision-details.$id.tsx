import { data, isRouteErrorResponse, Link, useNavigation } from "react-router";
import { z } from "zod";
import "#app/components/decisions/decisions.css";
import { DecisionFacts } from "#app/components/decisions/decision-facts.tsx";
import { formatDecisionDate } from "#app/components/decisions/format-decision-date.ts";
import { RecentDecisions } from "#app/components/decisions/recent-decisions.tsx";
import { WordAddinPromo } from "#app/components/decisions/word-addin-promo.tsx";
import { decisionJsonLd, serialiseJsonLd } from "#app/domain/decisions/decision-json-ld.ts";
import { getDecisionById, listRecentDecisions } from "#app/domain/decisions/get-decision.server.ts";
import { officialSource } from "#app/domain/decisions/official-source.ts";
import { pageMessages } from "#app/i18n/page-messages.server.ts";
import { getEnv } from "#app/env.server.ts";
import { metaLanguage, metaTranslate, pageMeta } from "#app/i18n/meta.ts";
import { useLanguage, useTranslate } from "#app/i18n/use-translate.ts";
import { logger } from "#app/utils/logger.server.ts";
import { useNonce } from "#app/utils/nonce.tsx";
import type { Route } from "./+types/decision-details.$id";

const ParamsSchema = z.object({ id: z.string().min(1).max(200) });

export async function loader({ params, request }: Route.LoaderArgs) {
  const parsed = ParamsSchema.safeParse(params);
  if (!parsed.success) throw data({ reason: "not-found" }, { status: 404 });
  let found;
  try {
    found = await Promise.all([
      getDecisionById(parsed.data.id),
      listRecentDecisions({ limit: 3, excludeId: parsed.data.id }),
    ]);
  } catch (error) {
    logger.error({ err: error, id: parsed.data.id }, "failed to load decision");
    throw data({ reason: "failed" }, { status: 500 });
  }
  const [decision, recent] = found;
  if (!decision) throw data({ reason: "not-found" }, { status: 404 });
  const url = `${getEnv().PUBLIC_URL}/decision-details/${encodeURIComponent(decision.id)}`;
  return { decision, recent, url, official: officialSource(decision), messages: pageMessages(request, "decisions") };
}

export function meta({ loaderData, matches, params }: Route.MetaArgs) {
  const t = metaTranslate(matches);
  if (!loaderData)
    return [{ title: `${t("decisions.page.notFound")} – Legal Calendar` }, { name: "robots", content: "noindex" }];
  const { decision } = loaderData;
  const title = decision.title ?? t("decisions.page.untitled");
  const description = t("decisions.page.metaDescription", {
    court: decision.courtName,
    date: formatDecisionDate(decision.decisionDate, metaLanguage(matches)),
    title: decision.headnote?.slice(0, 200) ?? title,
  });
  return pageMeta(matches, {
    title: `${title} – Legal Calendar`,
    description,
    path: `/decision-details/${encodeURIComponent(params.id)}`,
    translate: false,
  });
}

export default function DecisionDetails({ loaderData }: Route.ComponentProps) {
  const t = useTranslate();
  const lang = useLanguage();
  const nonce = useNonce();
  const navigation = useNavigation();
  if (navigation.state === "loading" && navigation.location.pathname.startsWith("/decision-details/")) {
    return (
      <div className="page">
        <p className="decision-status" role="status">
          {t("decisions.page.loading")}
        </p>
      </div>
    );
  }
  const { decision, recent, url, official } = loaderData;
  const title = decision.title ?? t("decisions.page.untitled");
  const jsonLd = decisionJsonLd({ ...decision, title, url });
  return (
    <div className="page decision-layout">
      <article className="decision" aria-labelledby="decision-title">
        <header className="decision-header">
          <h1 id="decision-title">{title}</h1>
          <p className="decision-subtitle">
            {decision.courtName} ·{" "}
            <time dateTime={decision.decisionDate}>{formatDecisionDate(decision.decisionDate, lang)}</time>
          </p>
        </header>
        {decision.pdfUrl || official ? (
          <div className="decision-actions">
            {decision.pdfUrl ? (
              <a className="button" href={decision.pdfUrl} target="_blank" rel="noopener noreferrer">
                {t("decisions.page.viewPdf")}
              </a>
            ) : null}
            {official ? (
              <a
                className={decision.pdfUrl ? "button button-secondary" : "button"}
                href={official.url}
                target="_blank"
                rel="noopener noreferrer"
              >
                {t("decisions.page.readAtSource", { host: official.host })}
              </a>
            ) : null}
          </div>
        ) : null}
        {!decision.fullTextHtml ? (
          <p className="decision-notice" role="note">
            {official?.fullTextFetched
              ? t("decisions.page.metadataOnlyFetched", { host: official.host })
              : official || decision.pdfUrl
                ? t("decisions.page.metadataOnlyAtSource")
                : t("decisions.page.metadataOnly")}
          </p>
        ) : null}
        <section aria-labelledby="decision-details-title">
          <h2 id="decision-details-title" className="visually-hidden">
            {t("decisions.page.details")}
          </h2>
          <DecisionFacts decision={decision} />
        </section>
        {decision.headnote ? (
          <section className="decision-section" aria-labelledby="decision-headnote">
            <h2 id="decision-headnote">{t("decisions.section.headnote")}</h2>
            {decision.headnote.split(/\n{2,}/).map((paragraph, index) => (
              <p key={index}>{paragraph}</p>
            ))}
          </section>
        ) : null}
        {decision.tenor ? (
          <section className="decision-section" aria-labelledby="decision-tenor">
            <h2 id="decision-tenor">{t("decisions.section.tenor")}</h2>
            {decision.tenor.split(/\n{2,}/).map((paragraph, index) => (
              <p key={index}>{paragraph}</p>
            ))}
          </section>
        ) : null}
        {decision.fullTextHtml ? (
          <section className="decision-section" aria-labelledby="decision-fulltext">
            <h2 id="decision-fulltext">{t("decisions.section.fullText")}</h2>
            {/* Sanitised at import (sanitiseDecisionHtml): only plain markup and #rn-N anchors. */}
            <div className="decision-text" lang="de" dangerouslySetInnerHTML={{ __html: decision.fullTextHtml }} />
          </section>
        ) : null}
        <script
          type="application/ld+json"
          nonce={nonce}
          suppressHydrationWarning
          dangerouslySetInnerHTML={{ __html: serialiseJsonLd(jsonLd) }}
        />
      </article>
      <div className="decision-aside">
        <WordAddinPromo />
        <RecentDecisions decisions={recent} />
        <p>
          <Link to="/decisions">{t("decisions.page.backToSearch")}</Link>
        </p>
      </div>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const t = useTranslate();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <div className="page page-narrow">
      <h1>{notFound ? t("decisions.page.notFound") : t("decisions.page.failed")}</h1>
      <p>
        <Link to="/decisions">{t("decisions.page.backToSearch")}</Link>
      </p>
    </div>
  );
}
