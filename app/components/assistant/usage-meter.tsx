import { useId } from "react";
import { useTranslate } from "#app/i18n/use-translate.ts";
import "./usage-meter.css";

/** "n of 200 model calls used" with a bar; shown in the assistant and on the account page. */
export function UsageMeter({ used, limit }: { used: number; limit: number }) {
  const t = useTranslate();
  const id = useId();
  return (
    <div className="usage-meter">
      <p id={id}>{t("assistant.usage.meter", { used, limit })}</p>
      <meter
        min={0}
        max={Math.max(limit, 1)}
        value={Math.min(used, limit)}
        low={Math.round(limit * 0.8)}
        high={Math.round(limit * 0.95)}
        optimum={0}
        aria-labelledby={id}
      />
    </div>
  );
}
