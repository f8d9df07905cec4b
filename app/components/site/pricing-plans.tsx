import { Link } from "react-router";
import { useTranslate } from "../../i18n/use-translate.ts";

/** Sign-in with intent=waitlist: puts the visitor on the waitlist (signed-in visitors join with one button). */
export const waitlistHref = "/auth/sign-in?intent=waitlist&returnTo=/pricing";

const freeFeatures = [
  "site.plans.free.feature1",
  "site.plans.free.feature2",
  "site.plans.free.feature3",
  "site.plans.free.feature4",
  "site.plans.free.feature5",
] as const;
const wordFeatures = ["site.plans.word.feature1", "site.plans.word.feature2", "site.plans.word.feature3"] as const;

/** The two plans: the free calendar and the Word add-in (coming soon). */
export function PricingPlans({ headingLevel }: { headingLevel: 2 | 3 }) {
  const t = useTranslate();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <div className="plans">
      <div className="plan plan-featured">
        <Heading id="plan-free" className="plan-name">
          {t("site.plans.free.name")}
        </Heading>
        <p className="plan-price">
          <span className="plan-amount">{t("site.plans.free.price")}</span>{" "}
          <span className="muted">{t("site.plans.free.period")}</span>
        </p>
        <p>{t("site.plans.free.description")}</p>
        <ul className="plan-features">
          {freeFeatures.map((key) => (
            <li key={key}>{t(key)}</li>
          ))}
        </ul>
        <Link className="button" to="/calendar-feeds">
          {t("site.plans.free.cta")}
        </Link>
      </div>
      <div className="plan">
        <Heading id="plan-word" className="plan-name">
          {t("site.plans.word.name")} <span className="badge">{t("site.plans.word.badge")}</span>
        </Heading>
        <p className="plan-price">
          <span className="plan-amount plan-amount-small">{t("site.plans.word.price")}</span>
        </p>
        <p>{t("site.plans.word.description")}</p>
        <ul className="plan-features">
          {wordFeatures.map((key) => (
            <li key={key}>{t(key)}</li>
          ))}
        </ul>
        <a className="button button-secondary" href={waitlistHref}>
          {t("site.plans.word.cta")}
        </a>
      </div>
    </div>
  );
}
