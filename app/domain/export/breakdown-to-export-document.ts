import type {
  BreakdownStep,
  FlowBranch,
  ProceduralBreakdown,
} from "#app/domain/assistant/breakdown/procedural-breakdown.ts";
import type { Project } from "#app/domain/assistant/projects/project.ts";
import type { Citation } from "#app/domain/assistant/stream-events.ts";
import { translate, type MessageKey } from "#app/i18n/translate.ts";
import { citationFromChat } from "./citation-from-chat.ts";
import type {
  Block,
  ExportCitation,
  ExportDocument,
  ExportLanguage,
  ExportSection,
  Inline,
  ListItem,
} from "./export-document.ts";
import { markdownToBlocks } from "./markdown-to-blocks.ts";

/** The breakdown's citation numbers are shared by all its parts: one footnote per provision. */
const scope = "breakdown";

/**
 * A procedural breakdown as export sections: context, summary, steps, checklist and the flowchart
 * as a numbered list of questions with where each answer leads; every [n] and every item's
 * provisions are footnotes.
 */
export function breakdownToExportSections(
  breakdown: ProceduralBreakdown,
  language: ExportLanguage,
  { titled = false }: { titled?: boolean } = {},
): { sections: ExportSection[]; citations: ExportCitation[] } {
  const t = (key: MessageKey, params?: Record<string, string | number>) => translate(language, key, params);
  const all = new Map<number, Citation>();
  const collect = (citations: readonly Citation[]) => citations.forEach((citation) => all.set(citation.n, citation));
  for (const item of [...breakdown.steps, ...breakdown.checklist, ...breakdown.flowchart_logic])
    collect(item.citations);
  for (const node of breakdown.flowchart_logic)
    for (const branch of [node.yes, node.no]) if (typeof branch !== "string") collect(branch.citations);
  const key = (n: number) => (all.has(n) ? `${scope}:${n}` : undefined);
  const refs = (citations: readonly Citation[]): Inline[] =>
    citations.map((citation) => ({ type: "citation", key: `${scope}:${citation.n}` }));
  const text = (value: string, style: { bold?: boolean; italic?: boolean } = {}): Inline => ({
    type: "text",
    text: value,
    ...style,
  });

  const contextItems: ListItem[] = (
    [
      ["breakdown.industry", breakdown.context.industry],
      ["breakdown.aiType", breakdown.context.ai_type],
      ["breakdown.region", breakdown.context.region],
      ["breakdown.intendedUse", breakdown.context.intended_use],
    ] as const
  )
    .filter(([, value]) => value !== "")
    .map(([label, value]) => ({ level: 0, content: [text(`${t(label)}: `, { bold: true }), text(value)] }));
  const sections: ExportSection[] = [
    {
      // Inside a larger document (a project) the breakdown opens with its name; alone, that is the title.
      ...(titled ? { heading: t("breakdown.title") } : {}),
      blocks: [
        {
          type: "paragraph",
          content: [text(`${t("breakdown.question")}: `, { bold: true }), text(breakdown.question)],
        },
        ...(contextItems.length > 0 ? [{ type: "list", ordered: false, items: contextItems } satisfies Block] : []),
        {
          type: "paragraph",
          content: [
            text(
              `${t(breakdown.withoutModel ? "breakdown.withoutModel" : "breakdown.withModel")} ${t("breakdown.engine", { version: breakdown.engine.version, rules: breakdown.engine.rules, date: breakdown.engine.asOf })}`,
              { italic: true },
            ),
          ],
        },
      ],
    },
    { heading: t("breakdown.summary"), blocks: markdownToBlocks(breakdown.summary_markdown, key) },
    {
      heading: t("breakdown.steps"),
      blocks: breakdown.steps.flatMap((step, index) => stepBlocks(step, index, key, refs, t)),
    },
    {
      heading: t("breakdown.checklist"),
      blocks: [
        {
          type: "list",
          ordered: false,
          items: breakdown.checklist.map((item) => ({
            level: 0,
            content: [text(`☐ ${item.text}`), ...refs(item.citations)],
          })),
        },
      ],
    },
    { heading: t("breakdown.flowchart"), blocks: [flowchartList(breakdown, refs, t)] },
  ];
  const citations = [...all.values()].sort((a, b) => a.n - b.n).map((citation) => citationFromChat(citation, scope));
  return { sections, citations };
}

function stepBlocks(
  step: BreakdownStep,
  index: number,
  key: (n: number) => string | undefined,
  refs: (citations: readonly Citation[]) => Inline[],
  t: (key: MessageKey) => string,
): Block[] {
  const blocks: Block[] = [
    { type: "heading", level: 3, content: [{ type: "text", text: `${index + 1}. ${step.title}` }] },
    ...markdownToBlocks(step.description, key),
  ];
  // Provisions the description does not already mark: listed after it.
  const marked = new Set(
    [...step.description.matchAll(/\[(\d+(?:\s*,\s*\d+)*)\]/g)].flatMap((match) =>
      match[1]!.split(",").map((n) => Number(n.trim())),
    ),
  );
  const rest = step.citations.filter((citation) => !marked.has(citation.n));
  if (rest.length > 0)
    blocks.push({
      type: "paragraph",
      content: [{ type: "text", text: `${t("breakdown.provisions")}:`, italic: true }, ...refs(rest)],
    });
  return blocks;
}

function flowchartList(
  breakdown: ProceduralBreakdown,
  refs: (citations: readonly Citation[]) => Inline[],
  t: (key: MessageKey, params?: Record<string, string | number>) => string,
): Block {
  const number = new Map(breakdown.flowchart_logic.map((node, index) => [node.id, index + 1]));
  const branch = (label: string, to: FlowBranch): ListItem => ({
    level: 1,
    ordered: false,
    content:
      typeof to === "string"
        ? [{ type: "text", text: `${label} ${t("breakdown.goTo", { n: number.get(to) ?? to })}` }]
        : [
            { type: "text", text: `${label} ${t("breakdown.outcome", { label: to.label })}`, bold: true },
            { type: "text", text: ` — ${to.description}` },
            ...refs(to.citations),
          ],
  });
  return {
    type: "list",
    ordered: true,
    items: breakdown.flowchart_logic.flatMap((node) => [
      { level: 0, content: [{ type: "text", text: node.question }, ...refs(node.citations)] },
      branch(t("breakdown.ifYes"), node.yes),
      branch(t("breakdown.ifNo"), node.no),
    ]),
  };
}

/** A procedural breakdown of a project as a document of its own. */
export function breakdownToExportDocument(
  project: Pick<Project, "title">,
  breakdown: ProceduralBreakdown,
  language: ExportLanguage,
  { now = new Date() }: { now?: Date } = {},
): ExportDocument {
  const { sections, citations } = breakdownToExportSections(breakdown, language);
  return {
    language,
    title: `${translate(language, "breakdown.title")}: ${project.title}`,
    subtitle: breakdown.question,
    date: now,
    sections,
    citations,
  };
}
