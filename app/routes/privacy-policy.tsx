import { getEnv } from "#app/env.server.ts";
import { LegalDocumentView } from "../components/site/legal-document.tsx";
import { getLegalDocument } from "../domain/site/legal/get-legal-document.server.ts";
import { getSiteFacts } from "../domain/site/site-facts.server.ts";
import { resolveLanguage } from "../i18n/resolve-language.server.ts";
import { pageMeta } from "../i18n/meta.ts";
import { useLanguage, useTranslate } from "../i18n/use-translate.ts";
import type { Route } from "./+types/privacy-policy";
import { localeOf } from "#app/i18n/language.ts";

export function loader({ request }: Route.LoaderArgs) {
  const lang = resolveLanguage(request.headers);
  const facts = getSiteFacts(getEnv());
  const updated = new Intl.DateTimeFormat(localeOf(lang), { dateStyle: "long", timeZone: "UTC" }).format(
    new Date(`${facts.policyDate}T12:00:00Z`),
  );
  return { document: getLegalDocument("privacy-policy", lang, facts), updated };
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, {
    title: "site.privacy.metaTitle",
    description: "site.privacy.metaDescription",
    path: "/privacy-policy",
  });
}

/** The policy in the page's language; a link switches to the other one (both are complete). */
export default function PrivacyPolicy({ loaderData }: Route.ComponentProps) {
  const t = useTranslate();
  const other = useLanguage() === "en" ? "de" : "en";
  return (
    <LegalDocumentView
      document={loaderData.document}
      contentsLabel={t("site.privacy.contents")}
      aside={
        <>
          <p className="muted">{t("site.privacy.updated", { date: loaderData.updated })}</p>
          <p className="legal-language">
            <a href={`/privacy-policy?lang=${other}`} hrefLang={other} lang={other}>
              {t("site.privacy.otherLanguage")}
            </a>
          </p>
        </>
      }
    />
  );
}
