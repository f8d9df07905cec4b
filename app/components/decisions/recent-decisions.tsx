import { Link } from "react-router";
import type { DecisionSummary } from "#app/domain/decisions/decision-views.ts";
import { useLanguage, useTranslate } from "#app/i18n/use-translate.ts";
import { formatDecisionDate } from "./format-decision-date.ts";

export function RecentDecisions({ decisions }: { decisions: DecisionSummary[] }) {
  const t = useTranslate();
  const lang = useLanguage();
  if (decisions.length === 0) return null;
  return (
    <section className="decision-recent" aria-labelledby="decision-recent-title">
      <h2 id="decision-recent-title">{t("decisions.page.recent")}</h2>
      <ul>
        {decisions.map((decision) => (
          <li key={decision.id}>
            <Link to={`/decision-details/${encodeURIComponent(decision.id)}`}>
              {decision.title ?? t("decisions.page.untitled")}
            </Link>
            <span className="muted">
              {decision.courtName} · {formatDecisionDate(decision.decisionDate, lang)}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
