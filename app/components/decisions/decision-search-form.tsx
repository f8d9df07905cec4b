import { Form, Link } from "react-router";
import { branches, regions } from "#app/domain/decisions/taxonomy.ts";
import type { MessageKey } from "#app/i18n/translate.ts";
import { useTranslate } from "#app/i18n/use-translate.ts";

export type SearchFormValues = Partial<
  Record<"q" | "region" | "branch" | "court" | "type" | "from" | "to" | "sort", string>
>;

/** A plain GET form: works without JavaScript; with it, React Router submits it client-side. */
export function DecisionSearchForm({
  values,
  types,
  courts,
}: {
  values: SearchFormValues;
  types: string[];
  courts: string[];
}) {
  const t = useTranslate();
  return (
    <Form
      method="get"
      action="/decisions"
      className="decision-search-form"
      role="search"
      aria-label={t("decisions.search.title")}
    >
      <div className="decision-search-query">
        <label>
          {t("decisions.search.query")}
          <input
            type="search"
            name="q"
            defaultValue={values.q ?? ""}
            maxLength={200}
            placeholder={t("decisions.search.queryHint")}
          />
        </label>
        <button type="submit" className="button">
          {t("decisions.search.submit")}
        </button>
      </div>
      <fieldset className="decision-search-filters">
        <legend>{t("decisions.search.filters")}</legend>
        <label>
          {t("decisions.search.region")}
          <select name="region" defaultValue={values.region ?? ""}>
            <option value="">{t("decisions.search.any")}</option>
            {regions.map((region) => (
              <option key={region} value={region}>
                {t(`decisions.region.${region}` as MessageKey)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t("decisions.search.branch")}
          <select name="branch" defaultValue={values.branch ?? ""}>
            <option value="">{t("decisions.search.any")}</option>
            {branches.map((branch) => (
              <option key={branch} value={branch}>
                {t(`decisions.branch.${branch}` as MessageKey)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t("decisions.search.court")}
          <input
            type="text"
            name="court"
            list="decision-courts"
            defaultValue={values.court ?? ""}
            maxLength={200}
            autoComplete="off"
          />
          <datalist id="decision-courts">
            {courts.map((court) => (
              <option key={court} value={court} />
            ))}
          </datalist>
        </label>
        <label>
          {t("decisions.search.type")}
          <select name="type" defaultValue={values.type ?? ""}>
            <option value="">{t("decisions.search.any")}</option>
            {types.map((type) => (
              <option key={type} value={type}>
                {type}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t("decisions.search.from")}
          <input type="date" name="from" defaultValue={values.from ?? ""} />
        </label>
        <label>
          {t("decisions.search.to")}
          <input type="date" name="to" defaultValue={values.to ?? ""} />
        </label>
        <label>
          {t("decisions.search.sort")}
          <select name="sort" defaultValue={values.sort ?? ""}>
            <option value="">{t("decisions.search.sortRelevance")}</option>
            <option value="date">{t("decisions.search.sortDate")}</option>
          </select>
        </label>
      </fieldset>
      <p>
        <Link to="/decisions">{t("decisions.search.reset")}</Link>
      </p>
    </Form>
  );
}
