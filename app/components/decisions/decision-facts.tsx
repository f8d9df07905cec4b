import type { MessageKey } from "#app/i18n/translate.ts";
import { useLanguage, useTranslate } from "#app/i18n/use-translate.ts";
import { formatDecisionDate } from "./format-decision-date.ts";

type Facts = {
  courtName: string;
  decisionDate: string;
  ecli: string | null;
  fileNumbers: string[];
  branch: string;
  level: string | null;
  region: string;
  decisionType: string | null;
  panel?: string | null;
  norms?: string[] | null;
};

/** The decision's key data as a description list. */
export function DecisionFacts({ decision }: { decision: Facts }) {
  const t = useTranslate();
  const lang = useLanguage();
  const rows: [MessageKey, string | null][] = [
    ["decisions.field.court", decision.courtName],
    ["decisions.field.panel", decision.panel ?? null],
    ["decisions.field.date", formatDecisionDate(decision.decisionDate, lang)],
    ["decisions.field.type", decision.decisionType],
    ["decisions.field.fileNumbers", decision.fileNumbers.join(", ")],
    ["decisions.field.ecli", decision.ecli],
    ["decisions.field.norms", decision.norms?.length ? decision.norms.join("; ") : null],
    ["decisions.field.branch", t(`decisions.branch.${decision.branch}` as MessageKey)],
    ["decisions.field.level", decision.level],
    ["decisions.field.region", t(`decisions.region.${decision.region}` as MessageKey)],
  ];
  return (
    <dl className="decision-facts">
      {rows
        .filter(([, value]) => value)
        .map(([label, value]) => (
          <div key={label}>
            <dt>{t(label)}</dt>
            <dd>{value}</dd>
          </div>
        ))}
    </dl>
  );
}
