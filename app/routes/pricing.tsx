import { Link } from "react-router";
import { Faq } from "../components/site/faq.tsx";
import { PricingPlans } from "../components/site/pricing-plans.tsx";
import { pageMeta } from "../i18n/meta.ts";
import { useTranslate } from "../i18n/use-translate.ts";
import type { Route } from "./+types/pricing";

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, {
    title: "site.pricing.metaTitle",
    description: "site.pricing.metaDescription",
    path: "/pricing",
  });
}

const faq = [1, 2, 3, 4] as const;

export default function Pricing() {
  const t = useTranslate();
  return (
    <div className="page">
      <h1>{t("site.pricing.title")}</h1>
      <p className="lead">{t("site.pricing.lead")}</p>
      <PricingPlans headingLevel={2} />
      <Faq
        title={t("site.pricing.faqTitle")}
        items={faq.map((n) => ({ question: t(`site.pricing.faq${n}.q`), answer: t(`site.pricing.faq${n}.a`) }))}
      />
      <section className="closing" aria-labelledby="closing-title">
        <h2 id="closing-title">{t("site.pricing.closingTitle")}</h2>
        <p>{t("site.pricing.closingText")}</p>
        <Link className="button" to="/calendar-feeds">
          {t("site.home.cta")}
        </Link>
      </section>
    </div>
  );
}
