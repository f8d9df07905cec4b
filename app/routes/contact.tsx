import { getEnv } from "#app/env.server.ts";
import { Link } from "react-router";
import { Faq } from "../components/site/faq.tsx";
import { OperatorAddress } from "../components/site/operator-address.tsx";
import { getOperator } from "../domain/site/site-facts.server.ts";
import { pageMeta } from "../i18n/meta.ts";
import { useTranslate } from "../i18n/use-translate.ts";
import type { Route } from "./+types/contact";

export function loader() {
  const { name, street, city, country, email, phone } = getOperator(getEnv());
  return { operator: { name, street, city, country, email, phone } };
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, {
    title: "site.contact.metaTitle",
    description: "site.contact.metaDescription",
    path: "/contact",
  });
}

const faq = [1, 2, 3] as const;

export default function Contact({ loaderData }: Route.ComponentProps) {
  const t = useTranslate();
  const { operator } = loaderData;
  const [before, after] = t("site.contact.privacyNote").split("{link}");
  return (
    <div className="page page-narrow">
      <h1>{t("site.contact.title")}</h1>
      <p className="lead">{t("site.contact.lead")}</p>
      <p className="response-time">
        {t("site.contact.response")} <span className="muted">{t("site.contact.responseDetail")}</span>
      </p>
      <div className="contact-cards">
        <section className="contact-card" aria-labelledby="contact-email">
          <h2 id="contact-email">{t("site.contact.emailTitle")}</h2>
          <p>
            <a href={`mailto:${operator.email}`}>{operator.email}</a>
          </p>
          {operator.phone ? (
            <p>
              {t("site.contact.phoneTitle")}:{" "}
              <a href={`tel:${operator.phone.replace(/[^\d+]/g, "")}`}>{operator.phone}</a>
            </p>
          ) : null}
        </section>
        <section className="contact-card" aria-labelledby="contact-office">
          <h2 id="contact-office">{t("site.contact.officeTitle")}</h2>
          <OperatorAddress operator={operator} />
        </section>
      </div>
      <p>
        {before}
        <Link to="/privacy-policy">{t("site.contact.privacyLink")}</Link>
        {after}
      </p>
      <Faq
        title={t("site.contact.faqTitle")}
        items={faq.map((n) => ({ question: t(`site.contact.faq${n}.q`), answer: t(`site.contact.faq${n}.a`) }))}
      />
    </div>
  );
}
