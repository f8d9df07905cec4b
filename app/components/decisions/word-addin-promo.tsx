import { Link } from "react-router";
import { useTranslate } from "#app/i18n/use-translate.ts";

/** The promotional card for the Word add-in; links to its plan in the pricing section. */
export function WordAddinPromo() {
  const t = useTranslate();
  return (
    <aside className="decision-promo" aria-labelledby="decision-promo-title">
      <h2 id="decision-promo-title">{t("decisions.promo.title")}</h2>
      <p>{t("decisions.promo.text")}</p>
      <Link className="button button-secondary" to="/pricing#plan-word">
        {t("decisions.promo.cta")}
      </Link>
    </aside>
  );
}
