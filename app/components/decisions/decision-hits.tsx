import { Link } from "react-router";
import type { SearchHit } from "#app/domain/decisions/decision-views.ts";
import { useLanguage, useTranslate } from "#app/i18n/use-translate.ts";
import { formatDecisionDate } from "./format-decision-date.ts";

/** Renders a snippet whose matches are wrapped in \ue000…\ue001 as text with <mark>, never as HTML. */
function Snippet({ text }: { text: string }) {
  const parts = text.split(/(\ue000[^\ue001]*\ue001)/);
  return (
    <p>
      {parts.map((part, index) =>
        part.startsWith("\ue000") ? <mark key={index}>{part.slice(1, -1)}</mark> : <span key={index}>{part}</span>,
      )}
    </p>
  );
}

export function DecisionHits({ hits }: { hits: SearchHit[] }) {
  const t = useTranslate();
  const lang = useLanguage();
  return (
    <ol className="decision-hits">
      {hits.map((hit) => (
        <li key={hit.id} className="decision-hit">
          <h3>
            <Link to={`/decision-details/${encodeURIComponent(hit.id)}`}>
              {hit.title ?? t("decisions.page.untitled")}
            </Link>
          </h3>
          <p className="muted">
            {hit.courtName} · {formatDecisionDate(hit.decisionDate, lang)}
            {hit.decisionType ? ` · ${hit.decisionType}` : ""} · {hit.fileNumbers.slice(0, 3).join(", ")}
          </p>
          {hit.snippet ? <Snippet text={hit.snippet} /> : null}
        </li>
      ))}
    </ol>
  );
}
