import { useId, useRef, useState } from "react";
import { useTranslate } from "#app/i18n/use-translate.ts";
import type { MessageKey } from "#app/i18n/translate.ts";

const apps = ["google", "outlook", "mobile", "desktop"] as const;
type App = (typeof apps)[number];

/**
 * Step-by-step instructions per calendar app, as ARIA tabs (arrow keys, Home, End).
 * Without JavaScript every panel shows (CSS hides the inactive ones only under `.js`).
 */
export function HowToTabs() {
  const t = useTranslate();
  const [active, setActive] = useState<App>("google");
  const tabs = useRef(new Map<App, HTMLButtonElement>());
  const id = useId();

  function select(app: App) {
    setActive(app);
    tabs.current.get(app)?.focus();
  }

  function onKeyDown(event: React.KeyboardEvent, index: number) {
    const next: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: apps.length - 1 };
    const target = next[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(apps[(target + apps.length) % apps.length]!);
  }

  return (
    <div className="feeds-tabs">
      <div role="tablist" aria-label={t("feeds.howTo.tabsLabel")} className="feeds-tablist">
        {apps.map((app, index) => (
          <button
            key={app}
            ref={(element) => {
              if (element) tabs.current.set(app, element);
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${app}`}
            aria-selected={active === app}
            aria-controls={`${id}-panel-${app}`}
            tabIndex={active === app ? 0 : -1}
            onClick={() => select(app)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {t(`feeds.howTo.${app}` as MessageKey)}
          </button>
        ))}
      </div>
      {apps.map((app) => (
        <div
          key={app}
          role="tabpanel"
          id={`${id}-panel-${app}`}
          aria-labelledby={`${id}-tab-${app}`}
          className="feeds-tabpanel"
          data-active={active === app}
          tabIndex={0}
        >
          <ol>
            {[1, 2, 3, 4].map((step) => (
              <li key={step}>{t(`feeds.howTo.${app}.${step}` as MessageKey)}</li>
            ))}
          </ol>
        </div>
      ))}
    </div>
  );
}
