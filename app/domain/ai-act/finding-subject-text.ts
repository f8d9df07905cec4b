import type { MessageKey, Translate } from "#app/i18n/translate.ts";
import { ANNEX_I_PRODUCTS, ANNEX_III_AREAS, EXCLUSIONS, PRACTICES, VALUE_CHAIN_CHANGES } from "./ai-act-options.ts";

const has = (list: readonly string[], value: string) => list.includes(value);

/** The practice, area, product, exclusion or Art. 25 changes a finding is about, in words (the result page and its export). */
export function findingSubjectText(subject: string | undefined, t: Translate): string | undefined {
  if (!subject) return undefined;
  if (has(PRACTICES, subject)) return t(`aiAct.practice.${subject}` as MessageKey);
  if (has(ANNEX_III_AREAS, subject)) return t(`aiAct.area.${subject}` as MessageKey);
  if (has(ANNEX_I_PRODUCTS, subject)) return t(`aiAct.product.${subject}` as MessageKey);
  if (has(EXCLUSIONS, subject)) return t(`aiAct.exclusion.${subject}` as MessageKey);
  if (subject === "large_scale_it_system") return t("aiAct.largeScale.subject");
  const changes = subject.split(",").filter((change) => has(VALUE_CHAIN_CHANGES, change));
  return changes.length > 0 ? changes.map((change) => t(`aiAct.change.${change}` as MessageKey)).join("; ") : undefined;
}
