import { getEnv } from "#app/env.server.ts";
import { OperatorAddress } from "../components/site/operator-address.tsx";
import { getOperator } from "../domain/site/site-facts.server.ts";
import { pageMeta } from "../i18n/meta.ts";
import { useTranslate } from "../i18n/use-translate.ts";
import type { Route } from "./+types/impressum";

export function loader() {
  return { operator: getOperator(getEnv()) };
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, {
    title: "site.impressum.metaTitle",
    description: "site.impressum.metaDescription",
    path: "/impressum",
  });
}

/** The legal notice every German website must carry (§ 5 DDG, § 18 Abs. 2 MStV). */
export default function Impressum({ loaderData }: Route.ComponentProps) {
  const t = useTranslate();
  const { operator } = loaderData;
  return (
    <article className="page page-narrow legal impressum" aria-labelledby="impressum-title">
      <h1 id="impressum-title">{t("site.impressum.title")}</h1>
      {operator.isExample ? <p className="notice">{t("site.impressum.exampleNotice")}</p> : null}
      <h2>{t("site.impressum.provider")}</h2>
      <OperatorAddress operator={operator} />
      <dl>
        <dt>{t("site.impressum.representedBy")}</dt>
        <dd>{operator.representative}</dd>
        <dt>{t("site.impressum.contact")}</dt>
        <dd>
          {t("site.impressum.email")}: <a href={`mailto:${operator.email}`}>{operator.email}</a>
          {operator.phone ? (
            <>
              <br />
              {t("site.impressum.phone")}: {operator.phone}
            </>
          ) : null}
        </dd>
        {operator.register ? (
          <>
            <dt>{t("site.impressum.register")}</dt>
            <dd>{operator.register}</dd>
          </>
        ) : null}
        {operator.vatId ? (
          <>
            <dt>{t("site.impressum.vatId")}</dt>
            <dd>{operator.vatId}</dd>
          </>
        ) : null}
      </dl>
      <h2>{t("site.impressum.responsible")}</h2>
      <p>
        {operator.representative}, {operator.street}, {operator.city}
      </p>
      <h2>{t("site.impressum.disputeTitle")}</h2>
      <p>{t("site.impressum.disputeText")}</p>
      <h2>{t("site.impressum.liabilityTitle")}</h2>
      <p>{t("site.impressum.liabilityText")}</p>
    </article>
  );
}
