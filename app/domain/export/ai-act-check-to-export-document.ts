import { formatLongDate } from "#app/i18n/language.ts";
import { localeOf } from "#app/i18n/language.ts";
import { AI_ACT_VERSION } from "#app/domain/ai-act/ai-act-version.ts";
import type { AiActResult } from "#app/domain/ai-act/classify-ai-act.ts";
import { findingSubjectText } from "#app/domain/ai-act/finding-subject-text.ts";
import { provisionLabel, provisionUrl, type ProvisionCitation } from "#app/domain/ai-act/provision-citation.ts";
import { getTranslate } from "#app/i18n/translate.ts";
import {
  type Block,
  type ExportCitation,
  type ExportDocument,
  type ExportLanguage,
  type ExportSection,
  type Inline,
} from "./export-document.ts";
import { workProductText } from "./work-product-text.ts";

/**
 * The public AI Act check's result as a document: the verdict for the day asked about, the
 * classifications, the duties per role with the date each applies, the fines, and every provision
 * as a footnote linking the consolidated text on EUR-Lex. One footnote per provision (its key is the
 * pinpoint), however often it is cited. `resultUrl`, when given, links the shareable result page.
 */
export function aiActCheckToExportDocument(
  result: AiActResult,
  { language, now, resultUrl }: { language: ExportLanguage; now: Date; resultUrl?: string },
): ExportDocument {
  const t = getTranslate(language);
  const day = (iso: string) => formatLongDate(iso, language);
  const status = (item: { appliesFrom?: string; inForce: boolean }) =>
    item.appliesFrom
      ? t(item.inForce ? "aiAct.result.inForce" : "aiAct.result.notYet", { date: day(item.appliesFrom) })
      : undefined;
  const cited = new Map<string, ExportCitation>();
  const refs = (citations: ProvisionCitation[]): Inline[] =>
    citations.map((citation) => {
      if (!cited.has(citation.pinpoint)) cited.set(citation.pinpoint, exportCitation(citation.pinpoint, language));
      return { type: "citation", key: citation.pinpoint };
    });
  const text = (value: string, style: { bold?: boolean; italic?: boolean } = {}): Inline => ({
    type: "text",
    text: value,
    ...style,
  });
  const amount = new Intl.NumberFormat(localeOf(language));

  const summary: Block[] = [
    {
      type: "paragraph",
      content: [
        text(t(result.inScope ? "aiAct.result.inScope" : "aiAct.result.outOfScope"), { bold: true }),
        text(` ${t("aiAct.result.asOf", { date: day(result.asOf) })}`),
      ],
    },
    {
      type: "paragraph",
      content: [
        text(
          workProductText(language, "exportWork.checkEngine", {
            rules: result.engine.rules,
            celex: result.engine.consolidatedCelex,
            date: day(result.engine.consolidatedOn),
          }),
          { italic: true },
        ),
      ],
    },
  ];
  if (resultUrl)
    summary.push({
      type: "paragraph",
      content: [{ type: "link", text: workProductText(language, "exportWork.checkLink"), url: resultUrl }],
    });

  const sections: ExportSection[] = [{ blocks: summary }];
  sections.push({
    heading: t("aiAct.result.classifications"),
    blocks: [
      {
        type: "list",
        ordered: false,
        items: result.classifications.map((classification) => {
          const subject = findingSubjectText(classification.subject, t);
          const when = status(classification);
          return {
            level: 0,
            content: [
              text(t(`aiAct.class.${classification.id}`), { bold: true }),
              ...(subject ? [text(`: ${subject}`)] : []),
              ...(when ? [text(` – ${when}`)] : []),
              ...refs(classification.citations),
            ],
          };
        }),
      },
    ],
  });

  const roles = [...new Set(result.obligations.map((obligation) => obligation.role))];
  const duties: Block[] =
    roles.length === 0 ? [{ type: "paragraph", content: [text(t("aiAct.result.noObligations"))] }] : [];
  for (const role of roles) {
    duties.push({ type: "heading", level: 1, content: [text(t(`aiAct.roleName.${role}`))] });
    duties.push({
      type: "list",
      ordered: false,
      items: result.obligations
        .filter((obligation) => obligation.role === role)
        .map((obligation) => {
          const subject = findingSubjectText(obligation.subject, t);
          return {
            level: 0,
            content: [
              text(t(`aiAct.duty.${obligation.id}`)),
              ...(subject ? [text(` (${subject})`)] : []),
              text(` – ${status(obligation)}`),
              ...(obligation.complyBy
                ? [text(` – ${t("aiAct.result.complyBy", { date: day(obligation.complyBy) })}`)]
                : []),
              ...(obligation.onlyAfterSignificantChange ? [text(` – ${t("aiAct.result.onlyAfterChange")}`)] : []),
              ...refs(obligation.citations),
            ],
          };
        }),
    });
  }
  sections.push({ heading: t("aiAct.result.obligations"), blocks: duties });

  if (result.fines.length > 0) {
    sections.push({
      heading: t("aiAct.result.fines"),
      blocks: [
        {
          type: "list",
          ordered: false,
          items: result.fines.map((fine) => ({
            level: 0,
            content: [
              text(t(`aiAct.fine.${fine.id}`), { bold: true }),
              text(
                `: ${t(fine.lowerForSme ? "aiAct.result.fineSme" : "aiAct.result.fine", { amount: amount.format(fine.maxEur), percent: fine.turnoverPercent })}`,
              ),
              text(` – ${status(fine)}`),
              ...refs(fine.citations),
            ],
          })),
        },
      ],
    });
  }
  return {
    language,
    title: workProductText(language, "exportWork.checkTitle"),
    date: now,
    sections,
    citations: [...cited.values()],
  };
}

/** A provision of the encoded version as a footnote: label, the act, its CELEX number, the consolidated text's EUR-Lex link. */
function exportCitation(pinpoint: string, language: ExportLanguage): ExportCitation {
  return {
    key: pinpoint,
    act: workProductText(language, "exportWork.aiAct"),
    celex: AI_ACT_VERSION.celex,
    pinpoint: provisionLabel(pinpoint, language),
    heading: null,
    url: provisionUrl(pinpoint, language),
    version: workProductText(language, "exportWork.consolidatedVersion", {
      date: formatLongDate(AI_ACT_VERSION.consolidatedOn, language),
    }),
  };
}
