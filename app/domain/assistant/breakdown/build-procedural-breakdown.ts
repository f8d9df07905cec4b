import type { AiActProfile } from "#app/domain/ai-act/ai-act-profile.ts";
import {
  ANNEX_I_RULES,
  ANNEX_III_DEROGATION,
  ANNEX_III_RULES,
  annexIIIPinpoint,
  APPLICATION_DATES,
  DEFINITIONS,
  EXCLUSION_RULES,
  FINES,
  GPAI_RULES,
  MINIMAL_RISK,
  OBLIGATIONS,
  TERRITORIAL_SCOPE,
  TRANSPARENCY,
} from "#app/domain/ai-act/ai-act-rules.ts";
import type { AiActResult, ClassificationId } from "#app/domain/ai-act/classify-ai-act.ts";
import { provisionLabel, provisionUrl } from "#app/domain/ai-act/provision-citation.ts";
import { formatLongDate, type Language } from "#app/i18n/language.ts";
import { translate, type MessageKey } from "#app/i18n/translate.ts";
import type {
  BreakdownContext,
  BreakdownStep,
  ChecklistItem,
  FlowBranch,
  FlowNode,
  ProceduralBreakdown,
} from "./procedural-breakdown.ts";
import type { Citation } from "../stream-events.ts";

/** What the corpus holds for a provision of the encoded AI Act version (null fields when it is not installed). */
export type ProvisionSource = {
  text: string;
  heading: string | null;
  act: string;
  celex: string;
  provisionId: string;
  version?: string;
};
export type ProvisionLookup = (pinpoint: string) => ProvisionSource | undefined;

/** Numbers the provisions in the order the breakdown first cites them; the same provision keeps its number. */
class CitationRegistry {
  private readonly byPinpoint = new Map<string, Citation>();
  private readonly lookup: ProvisionLookup;
  private readonly language: Language;
  constructor(lookup: ProvisionLookup, language: Language) {
    this.lookup = lookup;
    this.language = language;
  }

  cite(pinpoints: readonly string[]): Citation[] {
    return [...new Set(pinpoints)].map((pinpoint) => {
      const known = this.byPinpoint.get(pinpoint);
      if (known) return known;
      const n = this.byPinpoint.size + 1;
      const source = this.lookup(pinpoint);
      const label = provisionLabel(pinpoint, this.language);
      const citation: Citation = {
        id: `citation${n}`,
        n,
        // Not installed: the label stands in for the text; the EUR-Lex link still leads to it.
        text: source?.text ?? label,
        metadata: {
          act: source?.act ?? "AI Act",
          celex: source?.celex ?? "32024R1689",
          pinpoint: label,
          provisionId: source?.provisionId ?? `32024R1689:${this.language.toUpperCase()}:${pinpoint}`,
          heading: source?.heading ?? null,
          url: provisionUrl(pinpoint, this.language),
          ...(source?.version ? { version: source.version } : {}),
        },
      };
      this.byPinpoint.set(pinpoint, citation);
      return citation;
    });
  }

  all(): Citation[] {
    return [...this.byPinpoint.values()];
  }
}

const pinpointsOf = (items: readonly { citations: readonly { pinpoint: string }[] }[]) =>
  items.flatMap((item) => item.citations.map((citation) => citation.pinpoint));
/** " [4][5]": one marker per provision, as the answers write them (the Markdown renderers and exports read [n]). */
const markers = (citations: readonly Citation[]) =>
  citations.length > 0 ? ` ${citations.map((citation) => `[${citation.n}]`).join("")}` : "";

const scopeIds: ClassificationId[] = [
  "in_scope",
  "not_ai_system",
  "outside_territorial_scope",
  "excluded",
  "deployer_personal_use",
];

export type BuildBreakdownInput = {
  question: string;
  context: BreakdownContext;
  profile: AiActProfile;
  result: AiActResult;
  language: Language;
  lookup: ProvisionLookup;
  now: Date;
  /** False when the profile was read from words that do not say the role: the breakdown then asks for it. */
  roleStated?: boolean;
};

/**
 * The engine's own procedural breakdown: steps (scope, classification, duties per role with their
 * dates, fines, record), a checklist with one item per duty, the flowchart whose questions follow
 * the engine's rule data, and a summary in Markdown whose [n] markers name the citations.
 */
export function buildProceduralBreakdown(input: BuildBreakdownInput): ProceduralBreakdown {
  const { result, language, profile } = input;
  const t = (key: MessageKey, params?: Record<string, string | number>) => translate(language, key, params);
  const date = (iso: string) => formatLongDate(iso, language);
  const when = (iso: string) =>
    iso <= result.asOf ? t("breakdown.since", { date: date(iso) }) : t("breakdown.from", { date: date(iso) });
  const registry = new CitationRegistry(input.lookup, language);
  const classLabel = (id: ClassificationId) => t(`aiAct.class.${id}` as MessageKey);

  const steps: BreakdownStep[] = [];
  const checklist: ChecklistItem[] = [];

  const scope = result.classifications.filter((c) => scopeIds.includes(c.id));
  const scopeCitations = registry.cite(pinpointsOf(scope));
  steps.push({
    title: t("breakdown.step.scope"),
    description: scope.map((c) => `${classLabel(c.id)}${markers(registry.cite(pinpointsOf([c])))}`).join(". ") + ".",
    citations: scopeCitations,
  });

  const classes = result.classifications.filter((c) => !scopeIds.includes(c.id));
  if (classes.length > 0) {
    steps.push({
      title: t("breakdown.step.classification"),
      description: classes
        .map(
          (c) =>
            `- ${classLabel(c.id)}${c.appliesFrom ? ` (${when(c.appliesFrom)})` : ""}${markers(registry.cite(pinpointsOf([c])))}`,
        )
        .join("\n"),
      citations: registry.cite(pinpointsOf(classes)),
    });
  }

  if (input.roleStated === false) {
    // Art. 3(3) and (4): provider and deployer; the duties of both follow until the user says which.
    steps.push({
      title: t("breakdown.step.role"),
      description: t("breakdown.step.roleText"),
      citations: registry.cite(DEFINITIONS.roles),
    });
  }
  const roles = [...new Set(result.obligations.map((o) => o.role))];
  for (const role of roles) {
    const duties = result.obligations.filter((o) => o.role === role);
    const roleLabel = t(role === "operator" ? "breakdown.role.operator" : (`breakdown.role.${role}` as MessageKey));
    const lines = duties.map((duty) => {
      const cited = registry.cite(pinpointsOf([duty]));
      const notes = [
        when(duty.appliesFrom),
        ...(duty.complyBy ? [t("breakdown.complyBy", { date: date(duty.complyBy) })] : []),
        ...(duty.onlyAfterSignificantChange ? [t("breakdown.onlyAfterChange")] : []),
      ];
      const text = `${t(`aiAct.duty.${duty.id}` as MessageKey)} (${notes.join("; ")})`;
      checklist.push({ text: `${roleLabel}: ${text}`, citations: cited });
      return `- ${text}${markers(cited)}`;
    });
    steps.push({
      title: t("breakdown.step.duties", { role: roleLabel }),
      description: lines.join("\n"),
      citations: registry.cite(pinpointsOf(duties)),
    });
  }
  if (!result.inScope) checklist.push({ text: t("breakdown.outOfScopeCheck"), citations: scopeCitations });

  if (result.fines.length > 0) {
    const number = new Intl.NumberFormat(language === "de" ? "de-DE" : "en-GB");
    steps.push({
      title: t("breakdown.step.fines"),
      description: result.fines
        .map(
          (fine) =>
            `- ${t("breakdown.fine", { label: t(`aiAct.fine.${fine.id}` as MessageKey), amount: number.format(fine.maxEur), percent: fine.turnoverPercent })}${markers(registry.cite(pinpointsOf([fine])))}`,
        )
        .join("\n"),
      citations: registry.cite(pinpointsOf(result.fines)),
    });
  }
  // The record of the assessment cites the provisions that decided its result.
  const headline = classes.length > 0 ? classes : scope;
  steps.push({
    title: t("breakdown.step.record"),
    description: t("breakdown.step.recordText", { rules: result.engine.rules }),
    citations: registry.cite(pinpointsOf(headline)),
  });

  const flowchart = buildFlowchart(profile, result, registry, t);

  const dutyDates = result.obligations.map((o) => o.appliesFrom).sort();
  const summary = [
    t("breakdown.summaryQuestion", { question: input.question }),
    "",
    t("breakdown.summaryResult", {
      result: headline.map((c) => `${classLabel(c.id)}${markers(registry.cite(pinpointsOf([c])))}`).join("; "),
    }),
    "",
    dutyDates.length > 0
      ? t("breakdown.summaryDuties", { count: result.obligations.length, date: date(dutyDates[0]!) })
      : t("breakdown.summaryNoDuties"),
    "",
    t("breakdown.summaryEngine", {
      version: result.engine.consolidatedCelex,
      rules: result.engine.rules,
      date: date(result.asOf),
    }),
    "",
    `*${t("breakdown.disclaimer")}*`,
  ].join("\n");

  return {
    question: input.question,
    context: input.context,
    steps,
    checklist,
    flowchart_logic: flowchart,
    summary_markdown: summary,
    language,
    profile,
    engine: { version: result.engine.consolidatedCelex, rules: result.engine.rules, asOf: result.asOf },
    withoutModel: true,
    createdAt: input.now.toISOString(),
  };
}

type T = (key: MessageKey, params?: Record<string, string | number>) => string;

/**
 * The decision tree in the order the engine decides: scope → prohibited? → Annex I? → Annex III? →
 * Art. 6(3) derogation? → transparency? → general-purpose model? → systemic risk? → open source?
 * Each question and outcome cites the provisions of the rule data that decide it; `engineAnswer`
 * is how the engine answered for this profile.
 */
function buildFlowchart(profile: AiActProfile, result: AiActResult, registry: CitationRegistry, t: T): FlowNode[] {
  const has = (...ids: ClassificationId[]) => result.classifications.some((c) => ids.includes(c.id));
  const outcome = (id: string, pinpoints: readonly string[]): FlowBranch => ({
    outcome: id,
    label: t(`breakdown.o.${id}` as MessageKey),
    description: t(`breakdown.o.${id}.text` as MessageKey),
    citations: registry.cite(pinpoints),
  });
  const answer = (value: boolean) => (value ? "yes" : "no") as "yes" | "no";
  const areas = (profile.annexIII ?? []).map((entry) => annexIIIPinpoint(entry.area));
  const node = (
    id: string,
    key: MessageKey,
    pinpoints: readonly string[],
    yes: FlowBranch,
    no: FlowBranch,
    engineAnswer: boolean,
  ): FlowNode => ({
    id,
    question: t(key),
    citations: registry.cite(pinpoints),
    yes,
    no,
    engineAnswer: answer(engineAnswer),
  });
  const transparency = Object.values(TRANSPARENCY);
  return [
    node(
      "scope",
      "breakdown.q.scope",
      [
        ...DEFINITIONS.ai_system,
        TERRITORIAL_SCOPE.paragraph,
        ...EXCLUSION_RULES.military_defence_national_security.pinpoints,
        ...EXCLUSION_RULES.free_open_source.pinpoints,
      ],
      "prohibited",
      outcome("out_of_scope", [
        ...DEFINITIONS.ai_system,
        TERRITORIAL_SCOPE.paragraph,
        ...EXCLUSION_RULES.scientific_research.pinpoints,
        ...EXCLUSION_RULES.personal_non_professional.pinpoints,
      ]),
      result.inScope,
    ),
    node(
      "prohibited",
      "breakdown.q.prohibited",
      OBLIGATIONS.stop_prohibited_practice.pinpoints,
      outcome("prohibited", [
        ...OBLIGATIONS.stop_prohibited_practice.pinpoints,
        ...FINES.prohibited_practice.pinpoints,
        ...APPLICATION_DATES.chapters_i_ii.pinpoints,
      ]),
      "annex_i",
      has("prohibited"),
    ),
    node(
      "annex_i",
      "breakdown.q.annexI",
      [...ANNEX_I_RULES.highRisk, "anx_I.sec_A", "anx_I.sec_B"],
      outcome("high_risk_annex_i", [
        ...ANNEX_I_RULES.highRisk,
        "anx_I.sec_A",
        ...ANNEX_I_RULES.sectionBOnly,
        ...OBLIGATIONS.high_risk_provider.pinpoints,
        ...APPLICATION_DATES.high_risk_annex_i.pinpoints,
      ]),
      "annex_iii",
      has("high_risk_product", "high_risk_sectoral"),
    ),
    node(
      "annex_iii",
      "breakdown.q.annexIII",
      [...ANNEX_III_RULES.highRisk, ...areas],
      "derogation",
      "transparency",
      has("high_risk", "not_high_risk_derogation"),
    ),
    node(
      "derogation",
      "breakdown.q.derogation",
      [...ANNEX_III_DEROGATION.pinpoints, ...Object.values(ANNEX_III_DEROGATION.conditions)],
      outcome("not_high_risk_derogation", [
        ...ANNEX_III_DEROGATION.pinpoints,
        ...OBLIGATIONS.derogation_documentation.pinpoints,
        ...transparency,
      ]),
      outcome("high_risk_annex_iii", [
        ...ANNEX_III_RULES.highRisk,
        ...areas,
        ...OBLIGATIONS.high_risk_provider.pinpoints,
        ...OBLIGATIONS.high_risk_deployer.pinpoints,
        ...APPLICATION_DATES.high_risk_annex_iii.pinpoints,
      ]),
      has("not_high_risk_derogation"),
    ),
    node(
      "transparency",
      "breakdown.q.transparency",
      transparency,
      outcome("transparency", [...transparency, ...APPLICATION_DATES.general.pinpoints]),
      "gpai",
      has("transparency"),
    ),
    node(
      "gpai",
      "breakdown.q.gpai",
      GPAI_RULES.model,
      "systemic",
      outcome("minimal_risk", [...MINIMAL_RISK, ...OBLIGATIONS.ai_literacy.pinpoints]),
      profile.subject === "gpai_model",
    ),
    node(
      "systemic",
      "breakdown.q.systemic",
      [...GPAI_RULES.systemicRiskByCompute, ...GPAI_RULES.systemicRiskByDesignation],
      outcome("gpai_systemic", [
        ...GPAI_RULES.model,
        ...OBLIGATIONS.gpai_notification.pinpoints,
        ...OBLIGATIONS.gpai_systemic_risk.pinpoints,
        ...FINES.gpai_provider.pinpoints,
      ]),
      "open_source",
      has("gpai_systemic_risk"),
    ),
    node(
      "open_source",
      "breakdown.q.openSource",
      GPAI_RULES.openSourceException,
      outcome("gpai_open_source", [
        ...GPAI_RULES.openSourceException,
        ...OBLIGATIONS.gpai_copyright_policy.pinpoints,
        ...OBLIGATIONS.gpai_training_summary.pinpoints,
      ]),
      outcome("gpai", [
        ...GPAI_RULES.model,
        ...OBLIGATIONS.gpai_technical_documentation.pinpoints,
        ...APPLICATION_DATES.chapters_v_xii.pinpoints,
      ]),
      has("gpai_open_source"),
    ),
  ];
}

/** The outcome the engine's answers lead to, following `engineAnswer` from the first node. */
export function engineOutcome(flowchart: readonly FlowNode[]): string | undefined {
  const byId = new Map(flowchart.map((node) => [node.id, node]));
  let current = flowchart[0];
  for (let guard = 0; current && guard < flowchart.length; guard++) {
    const next = current.engineAnswer === "yes" ? current.yes : current.no;
    if (typeof next !== "string") return next.outcome;
    current = byId.get(next);
  }
  return undefined;
}
