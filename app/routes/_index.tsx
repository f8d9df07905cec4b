import { Link } from "react-router";
import { MonthCalendar } from "../components/site/month-calendar.tsx";
import { PricingPlans } from "../components/site/pricing-plans.tsx";
import { buildSampleCalendar } from "../domain/site/build-sample-calendar.ts";
import { getSampleMonth } from "../domain/site/get-sample-month.server.ts";
import { resolveLanguage } from "../i18n/resolve-language.server.ts";
import { pageMeta } from "../i18n/meta.ts";
import { useTranslate } from "../i18n/use-translate.ts";
import type { Route } from "./+types/_index";

export async function loader({ request }: Route.LoaderArgs) {
  const month = await getSampleMonth();
  return { calendar: buildSampleCalendar(month, resolveLanguage(request.headers)) };
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, { title: "site.home.metaTitle", description: "site.home.metaDescription", path: "/" });
}

const benefits = [
  ["site.home.benefit1.title", "site.home.benefit1.text"],
  ["site.home.benefit2.title", "site.home.benefit2.text"],
  ["site.home.benefit3.title", "site.home.benefit3.text"],
] as const;

const products = [
  ["/decisions", "site.home.product.decisions.title", "site.home.product.decisions.text"],
  ["/assistant", "site.home.product.assistant.title", "site.home.product.assistant.text"],
  ["/ai-act-check", "site.home.product.aiAct.title", "site.home.product.aiAct.text"],
] as const;

export default function Home({ loaderData }: Route.ComponentProps) {
  const t = useTranslate();
  return (
    <div className="page">
      <section className="hero" aria-labelledby="home-title">
        <p className="eyebrow">{t("site.home.eyebrow")}</p>
        <h1 id="home-title">{t("site.home.title")}</h1>
        <p className="lead">{t("site.home.lead")}</p>
        <p className="actions">
          <Link className="button" to="/calendar-feeds">
            {t("site.home.cta")}
          </Link>
          <Link className="button button-secondary" to="/pricing">
            {t("site.home.secondaryCta")}
          </Link>
        </p>
      </section>

      <section className="section-block" aria-labelledby="sample-calendar-title">
        <h2 id="sample-calendar-title">{t("site.calendar.title")}</h2>
        <p className="lead">{t("site.calendar.lead")}</p>
        <MonthCalendar calendar={loaderData.calendar} />
      </section>

      <section className="section-block" aria-labelledby="benefits-title">
        <h2 id="benefits-title">{t("site.home.benefitsTitle")}</h2>
        <ul className="benefits">
          {benefits.map(([title, text]) => (
            <li key={title}>
              <h3>{t(title)}</h3>
              <p>{t(text)}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="section-block" aria-labelledby="products-title">
        <h2 id="products-title">{t("site.home.productsTitle")}</h2>
        <ul className="benefits products">
          {products.map(([to, title, text]) => (
            <li key={to}>
              <h3>
                <Link to={to}>{t(title)}</Link>
              </h3>
              <p>{t(text)}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="section-block" aria-labelledby="pricing-title">
        <h2 id="pricing-title">{t("site.home.pricingTitle")}</h2>
        <p className="lead">{t("site.home.pricingLead")}</p>
        <PricingPlans headingLevel={3} />
      </section>
    </div>
  );
}
