import { formatLongDate, localeOf } from "#app/i18n/language.ts";
import { Link } from "react-router";
import type { AiActResult, Obligation } from "#app/domain/ai-act/classify-ai-act.ts";
import { findingSubjectText as subjectText } from "#app/domain/ai-act/finding-subject-text.ts";
import { provisionLabel, provisionUrl } from "#app/domain/ai-act/provision-citation.ts";
import { useLanguage, useTranslate } from "#app/i18n/use-translate.ts";
import { ExportLinks } from "../export/export-links.tsx";
import { CitationLinks } from "./citation-links.tsx";
import { checkHref } from "./check-step-form.tsx";

/** The check's result: classification, duties per role with their dates, fines and every provision cited. */
export function CheckResult({ result, answers }: { result: AiActResult; answers: [string, string][] }) {
  const t = useTranslate();
  const lang = useLanguage();
  const date = (iso: string) => formatLongDate(iso, lang);
  const status = (item: { appliesFrom?: string; inForce: boolean }) =>
    item.appliesFrom
      ? t(item.inForce ? "aiAct.result.inForce" : "aiAct.result.notYet", { date: date(item.appliesFrom) })
      : undefined;
  const roles = [...new Set(result.obligations.map((obligation) => obligation.role))];
  const amount = new Intl.NumberFormat(localeOf(lang));

  return (
    <section aria-labelledby="ai-act-result-title" className="ai-act-result">
      <h2 id="ai-act-result-title">{t("aiAct.result.title")}</h2>
      <p className="ai-act-verdict">
        <strong>{t(result.inScope ? "aiAct.result.inScope" : "aiAct.result.outOfScope")}</strong>{" "}
        {t("aiAct.result.asOf", { date: date(result.asOf) })}
      </p>

      <h3>{t("aiAct.result.classifications")}</h3>
      <ul className="ai-act-findings">
        {result.classifications.map((classification, index) => (
          <li key={`${classification.id}-${index}`}>
            <strong>{t(`aiAct.class.${classification.id}`)}</strong>
            {subjectText(classification.subject, t) ? <>: {subjectText(classification.subject, t)}</> : null}
            {status(classification) ? <span className="ai-act-status"> – {status(classification)}</span> : null}
            <br />
            <CitationLinks citations={classification.citations} lang={lang} />
          </li>
        ))}
      </ul>

      <h3>{t("aiAct.result.obligations")}</h3>
      {roles.length === 0 ? <p>{t("aiAct.result.noObligations")}</p> : null}
      {roles.map((role) => (
        <div key={role}>
          <h4>{t(`aiAct.roleName.${role}`)}</h4>
          <ul className="ai-act-findings">
            {result.obligations
              .filter((obligation) => obligation.role === role)
              .map((obligation: Obligation) => (
                <li key={`${obligation.id}-${obligation.subject ?? ""}`}>
                  {t(`aiAct.duty.${obligation.id}`)}
                  {subjectText(obligation.subject, t) ? <> ({subjectText(obligation.subject, t)})</> : null}
                  <span className={obligation.inForce ? "ai-act-status ai-act-in-force" : "ai-act-status"}>
                    {" "}
                    – {status(obligation)}
                  </span>
                  {obligation.complyBy ? (
                    <span className="ai-act-status">
                      {" "}
                      – {t("aiAct.result.complyBy", { date: date(obligation.complyBy) })}
                    </span>
                  ) : null}
                  {obligation.onlyAfterSignificantChange ? (
                    <span className="ai-act-status"> – {t("aiAct.result.onlyAfterChange")}</span>
                  ) : null}
                  <br />
                  <CitationLinks citations={obligation.citations} lang={lang} />
                </li>
              ))}
          </ul>
        </div>
      ))}

      {result.fines.length > 0 ? (
        <>
          <h3>{t("aiAct.result.fines")}</h3>
          <ul className="ai-act-findings">
            {result.fines.map((fine) => (
              <li key={fine.id}>
                <strong>{t(`aiAct.fine.${fine.id}`)}</strong>:{" "}
                {t(fine.lowerForSme ? "aiAct.result.fineSme" : "aiAct.result.fine", {
                  amount: amount.format(fine.maxEur),
                  percent: fine.turnoverPercent,
                })}
                <span className="ai-act-status"> – {status(fine)}</span>
                <br />
                <CitationLinks citations={fine.citations} lang={lang} />
              </li>
            ))}
          </ul>
        </>
      ) : null}

      <h3>{t("aiAct.result.citations")}</h3>
      <ol className="ai-act-sources">
        {result.citations.map((citation) => (
          <li key={citation.pinpoint}>
            <a href={provisionUrl(citation.pinpoint, lang)} hrefLang={lang} rel="noopener" target="_blank">
              {provisionLabel(citation.pinpoint, lang)}
            </a>
          </li>
        ))}
      </ol>

      <ExportLinks
        href={`/ai-act-check/export?${new URLSearchParams([...answers, ["step", "result"]])}`}
        label="exportActions.checkResult"
      />
      <p>{t("aiAct.result.share")}</p>
      <div className="ai-act-actions">
        <Link className="button" to="/assistant">
          {t("aiAct.result.assistant")}
        </Link>
        <Link className="button button-secondary" to={checkHref(answers, "dates")}>
          {t("aiAct.result.edit")}
        </Link>
        <Link className="button button-secondary" to="/ai-act-check">
          {t("aiAct.startOver")}
        </Link>
      </div>
    </section>
  );
}
