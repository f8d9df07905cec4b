import { useEffect, useMemo, useState, type FormEvent } from "react";
import type {
  AiActProfileInput,
  AnnexIIIArea,
  AnnexIIIPoint,
  Practice,
  Role,
} from "#app/domain/ai-act/ai-act-profile.ts";
import type { BreakdownContext, ProceduralBreakdown } from "#app/domain/assistant/breakdown/procedural-breakdown.ts";
import type { Citation } from "#app/domain/assistant/stream-events.ts";
import type { MessageKey } from "#app/i18n/translate.ts";
import { useTranslate } from "#app/i18n/use-translate.ts";
import { AnswerMarkdown } from "./answer-markdown.tsx";
import { BreakdownFlowchart, ProvisionButtons } from "./breakdown-flowchart.tsx";
import { createBreakdownApi } from "./breakdown-api.ts";
import { SourceDialog } from "./source-dialog.tsx";
import "./procedural-breakdown-view.css";

/*
 * The engine's answer lists, written out here: importing ai-act-options.ts would move it into the
 * chunk every public page loads (it is shared with /ai-act-check). `Complete` makes a list that
 * misses or invents an answer a compile error.
 */
type Complete<List extends readonly string[], All extends string> = [All] extends [List[number]]
  ? [List[number]] extends [All]
    ? List
    : never
  : never;
const roles = [
  "provider",
  "deployer",
  "importer",
  "distributor",
  "authorised_representative",
  "product_manufacturer",
] as const;
const areas = [
  "biometrics",
  "critical_infrastructure",
  "education",
  "employment",
  "essential_services",
  "law_enforcement",
  "migration_border",
  "justice_democracy",
] as const;
const practices = [
  "subliminal_manipulation",
  "exploiting_vulnerabilities",
  "non_consensual_intimate_imagery",
  "child_sexual_abuse_material",
  "social_scoring",
  "criminal_risk_profiling",
  "facial_image_scraping",
  "emotion_recognition_workplace_education",
  "biometric_categorisation_sensitive",
  "realtime_remote_biometric_identification_law_enforcement",
] as const;
const points = [
  "1a",
  "1b",
  "1c",
  "3a",
  "3b",
  "3c",
  "3d",
  "4a",
  "4b",
  "5a",
  "5b",
  "5c",
  "5d",
  "6a",
  "6b",
  "6c",
  "6d",
  "6e",
  "7a",
  "7b",
  "7c",
  "7d",
  "8a",
  "8b",
] as const;
const ROLES: Complete<typeof roles, Role> = roles;
const ANNEX_III_POINTS: Complete<typeof points, AnnexIIIPoint> = points;
const ANNEX_III_AREAS: Complete<typeof areas, AnnexIIIArea> = areas;
const PRACTICES: Complete<typeof practices, Practice> = practices;

type Details = {
  subject: "ai_system" | "gpai_model";
  /** Asked, not assumed: the select starts empty and is required. */
  role: Role | "";
  euMarket: boolean;
  establishedInEu: boolean;
  area: AnnexIIIArea | "";
  /** The Annex III point where the duties differ (5(b): the impact assessment of Art. 27(1)). */
  point: AnnexIIIPoint | "";
  practice: Practice | "";
  interacts: boolean;
  generates: boolean;
  trainingFlop: string;
};
const initialDetails: Details = {
  subject: "ai_system",
  role: "",
  euMarket: true,
  establishedInEu: true,
  area: "",
  point: "",
  practice: "",
  interacts: false,
  generates: false,
  trainingFlop: "",
};
const pointsOf = (area: AnnexIIIArea | "") =>
  area ? ANNEX_III_POINTS.filter((point) => point.startsWith(String(ANNEX_III_AREAS.indexOf(area) + 1))) : [];

/** The engine profile (v1) from the explicit form fields. */
function profileOf(details: Details): AiActProfileInput {
  const flop = Number(details.trainingFlop);
  return {
    profileVersion: 1,
    subject: details.subject,
    roles: details.role ? [details.role] : ["provider", "deployer"],
    establishedInEu: details.establishedInEu,
    placedOnEuMarket: details.euMarket,
    outputUsedInEu: details.euMarket,
    practices: details.practice ? [details.practice] : [],
    ...(details.area
      ? {
          annexIII: [
            {
              area: details.area,
              ...(details.point && pointsOf(details.area).includes(details.point) ? { point: details.point } : {}),
            },
          ],
        }
      : {}),
    interactsWithPeople: details.interacts,
    generatesSyntheticContent: details.generates,
    ...(details.subject === "gpai_model" && details.trainingFlop.trim() !== "" && Number.isFinite(flop) && flop >= 0
      ? { model: { trainingFlop: flop } }
      : {}),
  };
}

/**
 * The procedural breakdown view: the question and context (with optional explicit engine answers),
 * then the stored breakdown: summary, steps, checklist and the flowchart, every provision opening
 * the source dialog.
 */
export function ProceduralBreakdownView({
  projectId,
  csrfToken,
  onUsageChanged,
}: {
  projectId: string | null;
  csrfToken: string;
  onUsageChanged?: () => void;
}) {
  const t = useTranslate();
  const api = useMemo(() => createBreakdownApi({ csrfToken }), [csrfToken]);
  const [breakdown, setBreakdown] = useState<ProceduralBreakdown | null>(null);
  const [count, setCount] = useState(0);
  const [question, setQuestion] = useState("");
  const [context, setContext] = useState<BreakdownContext>({ industry: "", ai_type: "", region: "", intended_use: "" });
  const [useDetails, setUseDetails] = useState(false);
  const [details, setDetails] = useState<Details>(initialDetails);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [citation, setCitation] = useState<Citation | null>(null);

  useEffect(() => {
    setBreakdown(null);
    setCount(0);
    if (!projectId) return;
    let current = true;
    api.load(projectId).then(
      (loaded) => {
        if (!current) return;
        setBreakdown(loaded.latest);
        setCount(loaded.count);
      },
      (failure: unknown) => console.warn("Loading the breakdown failed", failure),
    );
    return () => {
      current = false;
    };
  }, [api, projectId]);

  if (!projectId) {
    return (
      <div className="empty-view">
        <h3>{t("breakdown.title")}</h3>
        <p>{t("breakdown.noProject")}</p>
      </div>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    setNotice(null);
    try {
      const response = await api.create(projectId, {
        question,
        context,
        ...(useDetails ? { profile: profileOf(details) } : {}),
      });
      setBreakdown(response.breakdown);
      setCount((value) => value + 1);
      if (response.notice === "usage_limit") setNotice(t("breakdown.usageLimit"));
      onUsageChanged?.();
    } catch (failure) {
      console.warn("The breakdown failed", failure);
      setError(t("breakdown.failed"));
    } finally {
      setBusy(false);
    }
  };
  const field = (key: keyof BreakdownContext, label: MessageKey, max: number) => (
    <div className="breakdown-field">
      <label htmlFor={`breakdown-${key}`}>{t(label)}</label>
      {max > 200 ? (
        <textarea
          id={`breakdown-${key}`}
          name={key}
          maxLength={max}
          rows={2}
          value={context[key]}
          onChange={(event) => setContext({ ...context, [key]: event.target.value })}
        />
      ) : (
        <input
          id={`breakdown-${key}`}
          name={key}
          maxLength={max}
          value={context[key]}
          onChange={(event) => setContext({ ...context, [key]: event.target.value })}
        />
      )}
    </div>
  );
  const set = <K extends keyof Details>(key: K, value: Details[K]) => setDetails({ ...details, [key]: value });

  return (
    <div className="procedural-breakdown">
      <h3>{t("breakdown.title")}</h3>
      <p className="muted">{t("breakdown.lead")}</p>
      <form className="breakdown-form" aria-label={t("breakdown.form")} onSubmit={(event) => void submit(event)}>
        <div className="breakdown-field breakdown-field-wide">
          <label htmlFor="breakdown-question">{t("breakdown.question")}</label>
          <textarea
            id="breakdown-question"
            name="question"
            required
            maxLength={4000}
            rows={2}
            value={question}
            onChange={(event) => setQuestion(event.target.value)}
          />
        </div>
        {field("industry", "breakdown.industry", 200)}
        {field("ai_type", "breakdown.aiType", 200)}
        {field("region", "breakdown.region", 200)}
        {field("intended_use", "breakdown.intendedUse", 1000)}
        <details
          className="breakdown-details breakdown-field-wide"
          open={useDetails}
          onToggle={(event) => setUseDetails(event.currentTarget.open)}
        >
          <summary>{t("breakdown.profile")}</summary>
          <p className="muted">{t("breakdown.profileHint")}</p>
          <div className="breakdown-details-grid">
            <div className="breakdown-field">
              <label htmlFor="breakdown-subject">{t("breakdown.subject")}</label>
              <select
                id="breakdown-subject"
                value={details.subject}
                onChange={(event) => set("subject", event.target.value as Details["subject"])}
              >
                <option value="ai_system">{t("breakdown.subject.ai_system")}</option>
                <option value="gpai_model">{t("breakdown.subject.gpai_model")}</option>
              </select>
            </div>
            <div className="breakdown-field">
              <label htmlFor="breakdown-role">{t("breakdown.role")}</label>
              <select
                id="breakdown-role"
                value={details.role}
                required={useDetails}
                onChange={(event) => set("role", event.target.value as Role)}
              >
                <option value="">{t("breakdown.role.choose")}</option>
                {ROLES.map((role) => (
                  <option key={role} value={role}>
                    {t(`breakdown.role.${role}` as MessageKey)}
                  </option>
                ))}
              </select>
            </div>
            <div className="breakdown-field">
              <label htmlFor="breakdown-area">{t("breakdown.annexIII")}</label>
              <select
                id="breakdown-area"
                value={details.area}
                onChange={(event) => setDetails({ ...details, area: event.target.value as Details["area"], point: "" })}
              >
                <option value="">{t("breakdown.annexIII.none")}</option>
                {ANNEX_III_AREAS.map((area) => (
                  <option key={area} value={area}>
                    {t(`aiAct.area.${area}` as MessageKey)}
                  </option>
                ))}
              </select>
            </div>
            {pointsOf(details.area).length > 0 ? (
              <div className="breakdown-field">
                <label htmlFor="breakdown-point">{t("aiAct.point.label")}</label>
                <select
                  id="breakdown-point"
                  value={details.point}
                  onChange={(event) => set("point", event.target.value as Details["point"])}
                >
                  <option value="">{t("breakdown.annexIII.none")}</option>
                  {pointsOf(details.area).map((point) => (
                    <option key={point} value={point}>
                      {t(`aiAct.point.${point}` as MessageKey)}
                    </option>
                  ))}
                </select>
              </div>
            ) : null}
            <div className="breakdown-field">
              <label htmlFor="breakdown-practice">{t("breakdown.practice")}</label>
              <select
                id="breakdown-practice"
                value={details.practice}
                onChange={(event) => set("practice", event.target.value as Details["practice"])}
              >
                <option value="">{t("breakdown.practice.none")}</option>
                {PRACTICES.map((practice) => (
                  <option key={practice} value={practice}>
                    {t(`aiAct.practice.${practice}` as MessageKey)}
                  </option>
                ))}
              </select>
            </div>
            <div className="breakdown-field">
              <label htmlFor="breakdown-flop">{t("breakdown.trainingFlop")}</label>
              <input
                id="breakdown-flop"
                inputMode="decimal"
                value={details.trainingFlop}
                onChange={(event) => set("trainingFlop", event.target.value)}
              />
            </div>
            {(
              [
                ["euMarket", "breakdown.euMarket"],
                ["establishedInEu", "breakdown.establishedInEu"],
                ["interacts", "breakdown.interacts"],
                ["generates", "breakdown.generates"],
              ] as const
            ).map(([key, label]) => (
              <label key={key} className="breakdown-check">
                <input type="checkbox" checked={details[key]} onChange={(event) => set(key, event.target.checked)} />{" "}
                {t(label)}
              </label>
            ))}
          </div>
        </details>
        <div className="breakdown-field-wide">
          <button type="submit" className="button" disabled={busy}>
            {busy ? t("breakdown.working") : t("breakdown.submit")}
          </button>
        </div>
      </form>
      <div aria-live="polite">
        {error ? (
          <p role="alert" className="breakdown-error">
            {error}
          </p>
        ) : null}
        {notice ? <p className="usage-limit-notice">{notice}</p> : null}
      </div>
      {breakdown ? <BreakdownResult breakdown={breakdown} count={count} onOpenCitation={setCitation} /> : null}
      <SourceDialog citation={citation} onClose={() => setCitation(null)} />
    </div>
  );
}

function BreakdownResult({
  breakdown,
  count,
  onOpenCitation,
}: {
  breakdown: ProceduralBreakdown;
  count: number;
  onOpenCitation: (citation: Citation) => void;
}) {
  const t = useTranslate();
  const citations = useMemo(() => {
    const all = new Map<number, Citation>();
    for (const item of [...breakdown.steps, ...breakdown.checklist, ...breakdown.flowchart_logic])
      for (const citation of item.citations) all.set(citation.n, citation);
    for (const node of breakdown.flowchart_logic)
      for (const to of [node.yes, node.no])
        if (typeof to !== "string") for (const citation of to.citations) all.set(citation.n, citation);
    return [...all.values()].sort((a, b) => a.n - b.n);
  }, [breakdown]);
  return (
    <article className="breakdown-result" aria-labelledby="breakdown-result-heading">
      <h4 id="breakdown-result-heading">{breakdown.question}</h4>
      <p className={breakdown.withoutModel ? "without-model-label" : "muted"}>
        {t(breakdown.withoutModel ? "breakdown.withoutModel" : "breakdown.withModel")}
      </p>
      <p className="muted">
        {t("breakdown.engine", {
          version: breakdown.engine.version,
          rules: breakdown.engine.rules,
          date: breakdown.engine.asOf,
        })}
        {count > 1 ? ` ${t("breakdown.earlier", { count: count - 1 })}` : ""}
      </p>
      <section aria-labelledby="breakdown-summary-heading">
        <h4 id="breakdown-summary-heading">{t("breakdown.summary")}</h4>
        <AnswerMarkdown content={breakdown.summary_markdown} citations={citations} onOpenCitation={onOpenCitation} />
      </section>
      <section aria-labelledby="breakdown-steps-heading">
        <h4 id="breakdown-steps-heading">{t("breakdown.steps")}</h4>
        <ol className="breakdown-steps">
          {breakdown.steps.map((step, index) => (
            <li key={index}>
              <h5>{step.title}</h5>
              <AnswerMarkdown content={step.description} citations={citations} onOpenCitation={onOpenCitation} />
              <ProvisionButtons citations={step.citations} onOpenCitation={onOpenCitation} />
            </li>
          ))}
        </ol>
      </section>
      <section aria-labelledby="breakdown-checklist-heading">
        <h4 id="breakdown-checklist-heading">{t("breakdown.checklist")}</h4>
        <ul className="breakdown-checklist">
          {breakdown.checklist.map((item, index) => (
            <li key={index}>
              {item.text}
              <ProvisionButtons citations={item.citations} onOpenCitation={onOpenCitation} />
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="breakdown-flowchart-heading">
        <h4 id="breakdown-flowchart-heading">{t("breakdown.flowchart")}</h4>
        <BreakdownFlowchart nodes={breakdown.flowchart_logic} onOpenCitation={onOpenCitation} />
      </section>
      <p className="muted">{t("breakdown.disclaimer")}</p>
    </article>
  );
}
