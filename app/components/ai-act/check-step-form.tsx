import { Link } from "react-router";
import {
  ANNEX_I_PRODUCTS,
  ANNEX_III_AREAS,
  ANNEX_III_POINTS,
  DEROGATIONS,
  EXCLUSIONS,
  INTERACTION_EXCEPTIONS,
  TRANSPARENCY_EXCEPTIONS,
  PRACTICE_EXCEPTIONS,
  PRACTICES,
  ROLES,
  VALUE_CHAIN_CHANGES,
} from "#app/domain/ai-act/ai-act-options.ts";
import { answersWithout, type CheckStep } from "#app/domain/ai-act/check-steps.ts";
import type { MessageKey } from "#app/i18n/translate.ts";
import { useTranslate } from "#app/i18n/use-translate.ts";
import { Checkboxes, Choice, Flag, Input, YesNo, type Option } from "./check-fields.tsx";

type Props = {
  step: Exclude<CheckStep, "result">;
  steps: CheckStep[];
  answers: [string, string][];
  error?: "roles" | "situation" | "invalid";
};

export const checkHref = (answers: [string, string][], step: CheckStep) =>
  `/ai-act-check?${new URLSearchParams([...answers, ["step", step]])}`;

/** One step of the questionnaire: a plain GET form that carries the earlier answers as hidden fields. */
export function CheckStepForm({ step, steps, answers, error }: Props) {
  const t = useTranslate();
  const get = (name: string) => answers.find(([key]) => key === name)?.[1] ?? "";
  const all = (name: string) => answers.filter(([key]) => key === name).map(([, value]) => value);
  const options = (values: readonly string[], prefix: string): Option[] =>
    values.map((value) => ({ value, label: t(`${prefix}.${value}` as MessageKey) }));
  const index = steps.indexOf(step);
  const next = steps[index + 1] ?? "result";
  const previous = steps[index - 1];
  const titleKey = `aiAct.step.${step === "high-risk" ? "highRisk" : step}` as MessageKey;

  return (
    <form method="get" action="/ai-act-check" className="ai-act-form" aria-labelledby="ai-act-step-title">
      <p className="muted">{t("aiAct.stepOf", { n: index + 1, total: steps.length - 1 })}</p>
      <h2 id="ai-act-step-title">{t(titleKey)}</h2>
      {error ? (
        <p role="alert" className="ai-act-error">
          {t(
            error === "roles"
              ? "aiAct.rolesRequired"
              : error === "situation"
                ? "aiAct.situationRequired"
                : "aiAct.result.invalid",
          )}
        </p>
      ) : null}
      {answersWithout(answers, step).map(([name, value], i) => (
        <input key={`${name}-${i}`} type="hidden" name={name} value={value} />
      ))}
      <input type="hidden" name="step" value={next} />

      {step === "subject" ? (
        <>
          <fieldset className="ai-act-fieldset">
            <legend>{t("aiAct.subject.legend")}</legend>
            {(["ai_system", "gpai_model"] as const).map((value) => (
              <label key={value} className="ai-act-choice">
                <input
                  type="radio"
                  name="subject"
                  value={value}
                  defaultChecked={(get("subject") || "ai_system") === value}
                />
                <span>{t(`aiAct.subject.${value}`)}</span>
              </label>
            ))}
          </fieldset>
          <YesNo
            name="definition"
            legend={t("aiAct.definition.legend")}
            hint={t("aiAct.definition.hint")}
            value={get("definition")}
            yes={t("aiAct.yes")}
            no={t("aiAct.no")}
          />
        </>
      ) : null}

      {step === "roles" ? (
        <>
          <Checkboxes
            name="role"
            legend={t("aiAct.roles.legend")}
            options={options(ROLES, "aiAct.role")}
            selected={all("role")}
          />
          <YesNo
            name="eu"
            legend={t("aiAct.eu.legend")}
            value={get("eu")}
            yes={t("aiAct.yes")}
            no={t("aiAct.no")}
            required
          />
          <YesNo
            name="market"
            legend={t("aiAct.market.legend")}
            value={get("market")}
            yes={t("aiAct.yes")}
            no={t("aiAct.no")}
            required
          />
          <YesNo
            name="output"
            legend={t("aiAct.output.legend")}
            value={get("output")}
            yes={t("aiAct.yes")}
            no={t("aiAct.no")}
          />
        </>
      ) : null}

      {step === "exclusions" ? (
        <Checkboxes
          name="exclusion"
          legend={t("aiAct.exclusions.legend")}
          options={options(EXCLUSIONS, "aiAct.exclusion")}
          selected={all("exclusion")}
        />
      ) : null}

      {step === "practices" ? (
        <>
          <Checkboxes
            name="practice"
            legend={t("aiAct.practices.legend")}
            options={options(PRACTICES, "aiAct.practice")}
            selected={all("practice")}
          />
          <Checkboxes
            name="exception"
            legend={t("aiAct.exceptions.legend")}
            options={options(PRACTICE_EXCEPTIONS, "aiAct.exception")}
            selected={all("exception")}
          />
        </>
      ) : null}

      {step === "high-risk" ? (
        <>
          <fieldset className="ai-act-fieldset">
            <legend>{t("aiAct.annexIII.legend")}</legend>
            <p className="muted ai-act-hint">{t("aiAct.annexIII.areas")}</p>
            {ANNEX_III_AREAS.map((area, index) => {
              const points = ANNEX_III_POINTS.filter((point) => point.startsWith(String(index + 1)));
              return (
                <fieldset key={area} className="ai-act-fieldset ai-act-area">
                  <legend>
                    <label className="ai-act-choice">
                      <input type="checkbox" name="area" value={area} defaultChecked={all("area").includes(area)} />
                      <span>{t(`aiAct.area.${area}` as MessageKey)}</span>
                    </label>
                  </legend>
                  {points.length > 0 ? (
                    <Choice
                      name="point"
                      label={t("aiAct.point.label")}
                      options={options(points, "aiAct.point")}
                      value={all("point").find((point) => point.startsWith(String(index + 1))) ?? ""}
                      none={t("aiAct.none")}
                    />
                  ) : null}
                  <Choice
                    name="derogation"
                    label={t("aiAct.derogation.label")}
                    options={DEROGATIONS.map((derogation) => ({
                      value: `${area}:${derogation}`,
                      label: t(`aiAct.derogation.${derogation}` as MessageKey),
                    }))}
                    value={all("derogation").find((value) => value.startsWith(`${area}:`)) ?? ""}
                    none={t("aiAct.none")}
                  />
                  <label className="ai-act-choice">
                    <input
                      type="checkbox"
                      name="profiling"
                      value={area}
                      defaultChecked={all("profiling").includes(area)}
                    />
                    <span>{t("aiAct.profilingFor")}</span>
                  </label>
                </fieldset>
              );
            })}
          </fieldset>
          <fieldset className="ai-act-fieldset">
            <legend>{t("aiAct.annexI.legend")}</legend>
            <Choice
              name="product"
              label={t("aiAct.product.label")}
              options={options(ANNEX_I_PRODUCTS, "aiAct.product")}
              value={get("product")}
              none={t("aiAct.none")}
            />
            <Flag name="safety" label={t("aiAct.safety.label")} checked={get("safety") === "yes"} />
            <Flag name="thirdParty" label={t("aiAct.thirdParty.label")} checked={get("thirdParty") === "yes"} />
          </fieldset>
        </>
      ) : null}

      {step === "transparency" ? (
        <>
          <fieldset className="ai-act-fieldset">
            <legend>{t("aiAct.transparency.legend")}</legend>
            {(["interacts", "synthetic", "deepfake", "publicText", "biometric"] as const).map((name) => (
              <Flag key={name} name={name} label={t(`aiAct.${name}`)} checked={get(name) === "yes"} />
            ))}
            <Choice
              name="interactionException"
              label={t("aiAct.interactionException.label")}
              options={options(INTERACTION_EXCEPTIONS, "aiAct.interactionException")}
              value={get("interactionException")}
              none={t("aiAct.none")}
            />
            <Checkboxes
              name="transparencyException"
              legend={t("aiAct.transparencyException.legend")}
              options={options(TRANSPARENCY_EXCEPTIONS, "aiAct.transparencyException")}
              selected={all("transparencyException")}
            />
          </fieldset>
          <fieldset className="ai-act-fieldset">
            <legend>{t("aiAct.organisation.legend")}</legend>
            <Flag name="publicService" label={t("aiAct.publicService")} checked={get("publicService") === "yes"} />
            <Flag name="workplace" label={t("aiAct.workplace")} checked={get("workplace") === "yes"} />
          </fieldset>
          <Checkboxes
            name="change"
            legend={t("aiAct.changes.legend")}
            options={options(VALUE_CHAIN_CHANGES, "aiAct.change")}
            selected={all("change")}
          />
        </>
      ) : null}

      {step === "model" ? (
        <>
          <Input
            name="flop"
            type="text"
            inputMode="decimal"
            label={t("aiAct.flop.label")}
            hint={t("aiAct.flop.hint")}
            value={get("flop")}
          />
          <Flag name="oss" label={t("aiAct.oss.label")} checked={get("oss") === "yes"} />
          <Flag name="designated" label={t("aiAct.designated.label")} checked={get("designated") === "yes"} />
        </>
      ) : null}

      {step === "dates" ? (
        <>
          <Input
            name="since"
            type="date"
            label={t("aiAct.since.label")}
            hint={t("aiAct.since.hint")}
            value={get("since")}
          />
          <Flag
            name="publicAuthorities"
            label={t("aiAct.publicAuthorities")}
            checked={get("publicAuthorities") === "yes"}
          />
          <Flag name="largeScale" label={t("aiAct.largeScale.label")} checked={get("largeScale") === "yes"} />
          <Input
            name="asOf"
            type="date"
            label={t("aiAct.asOf.label")}
            hint={t("aiAct.asOf.hint")}
            value={get("asOf")}
          />
          <Flag name="sme" label={t("aiAct.sme.label")} checked={get("sme") === "yes"} />
        </>
      ) : null}

      <div className="ai-act-actions">
        <button type="submit" className="button">
          {t(next === "result" ? "aiAct.showResult" : "aiAct.next")}
        </button>
        {previous ? (
          <Link className="button button-secondary" to={checkHref(answers, previous)}>
            {t("aiAct.back")}
          </Link>
        ) : null}
      </div>
    </form>
  );
}
