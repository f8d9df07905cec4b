import { getEnv } from "#app/env.server.ts";
import { LegalDocumentView } from "../components/site/legal-document.tsx";
import { getLegalDocument } from "../domain/site/legal/get-legal-document.server.ts";
import { getSiteFacts } from "../domain/site/site-facts.server.ts";
import { resolveLanguage } from "../i18n/resolve-language.server.ts";
import { pageMeta } from "../i18n/meta.ts";
import { useLanguage, useTranslate } from "../i18n/use-translate.ts";
import type { Route } from "./+types/gdpr";

export function loader({ request }: Route.LoaderArgs) {
  return { document: getLegalDocument("gdpr", resolveLanguage(request.headers), getSiteFacts(getEnv())) };
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, { title: "site.gdpr.metaTitle", description: "site.gdpr.metaDescription", path: "/gdpr" });
}

export default function Gdpr({ loaderData }: Route.ComponentProps) {
  const t = useTranslate();
  const other = useLanguage() === "en" ? "de" : "en";
  return (
    <LegalDocumentView
      document={loaderData.document}
      contentsLabel={t("site.privacy.contents")}
      aside={
        <p className="legal-language">
          <a href={`/gdpr?lang=${other}`} hrefLang={other} lang={other}>
            {t("site.gdpr.otherLanguage")}
          </a>
        </p>
      }
    />
  );
}
