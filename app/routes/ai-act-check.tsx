import { localeOf } from "#app/i18n/language.ts";
import { data } from "react-router";
import { CheckResult } from "#app/components/ai-act/check-result.tsx";
import { CheckStepForm } from "#app/components/ai-act/check-step-form.tsx";
import { AI_ACT_VERSION } from "#app/domain/ai-act/ai-act-version.ts";
import { isoDay } from "#app/domain/ai-act/classify-ai-act-request.ts";
import { loadAiActCheck } from "#app/domain/ai-act/load-ai-act-check.server.ts";
import { pageMeta } from "#app/i18n/meta.ts";
import { pageMessages } from "#app/i18n/page-messages.server.ts";
import { useLanguage, useTranslate } from "#app/i18n/use-translate.ts";
import "../components/ai-act/ai-act.css";
import type { Route } from "./+types/ai-act-check";

/** GET /ai-act-check: the public questionnaire; every answer is in the query string, nothing is stored. */
export function loader({ request }: Route.LoaderArgs) {
  const state = loadAiActCheck(new URL(request.url).search, isoDay(new Date()));
  return data(
    { ...state, messages: pageMessages(request, "aiAct", "exportActions") },
    { headers: { "Cache-Control": "no-cache" } },
  );
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, { title: "aiAct.metaTitle", description: "aiAct.metaDescription", path: "/ai-act-check" });
}

export default function AiActCheck({ loaderData }: Route.ComponentProps) {
  const t = useTranslate();
  const lang = useLanguage();
  const { step, steps, answers, error, result } = loaderData;
  const consolidated = new Intl.DateTimeFormat(localeOf(lang), { dateStyle: "long", timeZone: "UTC" }).format(
    new Date(`${AI_ACT_VERSION.consolidatedOn}T12:00:00Z`),
  );
  return (
    <div className="page">
      <h1>{t("aiAct.title")}</h1>
      <p className="lead">{t("aiAct.lead")}</p>
      <p className="muted">
        {t("aiAct.version", { version: AI_ACT_VERSION.consolidatedCelex, date: consolidated })} {t("aiAct.disclaimer")}{" "}
        {t("aiAct.privacy")}
      </p>
      {step === "result" && result ? <CheckResult result={result} answers={answers} /> : null}
      {step !== "result" ? <CheckStepForm step={step} steps={steps} answers={answers} error={error} /> : null}
    </div>
  );
}
