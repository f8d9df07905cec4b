import { Link } from "react-router";
import { useTranslate } from "#app/i18n/use-translate.ts";
import { assistantSearchParams, assistantViews, type AssistantLocation } from "./assistant-url-state.ts";

/** The three views as links that keep project and chat in the URL; the current one is marked. */
export function ViewTabs({ location }: { location: AssistantLocation }) {
  const t = useTranslate();
  return (
    <nav className="view-tabs" aria-label={t("assistant.views.label")}>
      <ul>
        {assistantViews.map((view) => (
          <li key={view}>
            <Link
              to={`?${assistantSearchParams({ ...location, view }).toString()}`}
              aria-current={view === location.view ? "page" : undefined}
              preventScrollReset
            >
              {t(`assistant.views.${view}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
