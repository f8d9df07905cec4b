import { useRef, useState } from "react";
import type { FlowBranch, FlowNode } from "#app/domain/assistant/breakdown/procedural-breakdown.ts";
import type { Citation } from "#app/domain/assistant/stream-events.ts";
import { useTranslate } from "#app/i18n/use-translate.ts";

type OpenCitation = (citation: Citation) => void;

/** Buttons that open the cited provisions in the source dialog. */
export function ProvisionButtons({
  citations,
  onOpenCitation,
}: {
  citations: readonly Citation[];
  onOpenCitation: OpenCitation;
}) {
  const t = useTranslate();
  if (citations.length === 0) return null;
  return (
    <p className="breakdown-provisions">
      <span className="muted">{t("breakdown.provisions")}: </span>
      {citations.map((citation) => (
        <button key={citation.id} type="button" className="citation-marker" onClick={() => onOpenCitation(citation)}>
          [{citation.n}] {citation.metadata.pinpoint}
        </button>
      ))}
    </p>
  );
}

/**
 * The flowchart as an accessible diagram: the whole tree as a numbered list (questions, where each
 * answer leads, outcomes with their provisions; in-page links between questions), and a mode that
 * steps through it with Yes / No buttons, moving the focus to each new question or the outcome.
 */
export function BreakdownFlowchart({
  nodes,
  onOpenCitation,
}: {
  nodes: readonly FlowNode[];
  onOpenCitation: OpenCitation;
}) {
  const t = useTranslate();
  const number = new Map(nodes.map((node, index) => [node.id, index + 1]));
  const answer = (value: "yes" | "no") => t(value === "yes" ? "breakdown.yes" : "breakdown.no");

  const branch = (label: string, to: FlowBranch) =>
    typeof to === "string" ? (
      <li>
        {label} <a href={`#flow-node-${to}`}>{t("breakdown.goTo", { n: number.get(to) ?? to })}</a>
      </li>
    ) : (
      <li className="flow-outcome">
        {label} <strong>{t("breakdown.outcome", { label: to.label })}</strong> — {to.description}
        <ProvisionButtons citations={to.citations} onOpenCitation={onOpenCitation} />
      </li>
    );

  return (
    <div className="breakdown-flowchart">
      <p className="muted">{t("breakdown.flowchartHint")}</p>
      <FlowStepper nodes={nodes} number={number} onOpenCitation={onOpenCitation} />
      <h5 id="flow-tree-heading">{t("breakdown.tree")}</h5>
      <ol className="flow-tree" aria-labelledby="flow-tree-heading">
        {nodes.map((node) => (
          <li key={node.id} id={`flow-node-${node.id}`} className="flow-node" tabIndex={-1}>
            <p className="flow-question">
              <strong>{t("breakdown.questionN", { n: number.get(node.id)! })}:</strong> {node.question}
            </p>
            <ProvisionButtons citations={node.citations} onOpenCitation={onOpenCitation} />
            {node.engineAnswer ? (
              <p className="muted flow-engine">{t("breakdown.engineSays", { answer: answer(node.engineAnswer) })}</p>
            ) : null}
            <ul className="flow-branches">
              {branch(t("breakdown.ifYes"), node.yes)}
              {branch(t("breakdown.ifNo"), node.no)}
            </ul>
          </li>
        ))}
      </ol>
    </div>
  );
}

function FlowStepper({
  nodes,
  number,
  onOpenCitation,
}: {
  nodes: readonly FlowNode[];
  number: Map<string, number>;
  onOpenCitation: OpenCitation;
}) {
  const t = useTranslate();
  const byId = new Map(nodes.map((node) => [node.id, node]));
  // The answers given so far; the position follows from them (the first node is the start).
  const [path, setPath] = useState<("yes" | "no")[] | null>(null);
  const focusTarget = useRef<HTMLHeadingElement>(null);
  const focusNext = () => requestAnimationFrame(() => focusTarget.current?.focus());

  let current: FlowNode | undefined = nodes[0];
  let outcome: Exclude<FlowBranch, string> | undefined;
  for (const step of path ?? []) {
    const next: FlowBranch | undefined = current?.[step];
    if (next === undefined) break;
    if (typeof next === "string") current = byId.get(next);
    else {
      outcome = next;
      break;
    }
  }
  const go = (next: ("yes" | "no")[] | null) => {
    setPath(next);
    focusNext();
  };

  return (
    <section className="flow-stepper" aria-labelledby="flow-stepper-heading">
      <h5 id="flow-stepper-heading">{t("breakdown.stepThrough")}</h5>
      {path === null ? (
        <button type="button" className="button" onClick={() => go([])}>
          {t("breakdown.start")}
        </button>
      ) : (
        <div className="flow-step" aria-live="polite">
          {outcome ? (
            <>
              <h6 ref={focusTarget} tabIndex={-1} className="flow-step-title">
                {t("breakdown.outcome", { label: outcome.label })}
              </h6>
              <p>{outcome.description}</p>
              <ProvisionButtons citations={outcome.citations} onOpenCitation={onOpenCitation} />
            </>
          ) : current ? (
            <>
              <h6 ref={focusTarget} tabIndex={-1} className="flow-step-title">
                {t("breakdown.questionN", { n: number.get(current.id)! })}: {current.question}
              </h6>
              <ProvisionButtons citations={current.citations} onOpenCitation={onOpenCitation} />
              <div className="button-row">
                <button type="button" className="button" onClick={() => go([...path, "yes"])}>
                  {t("breakdown.yes")}
                </button>
                <button type="button" className="button" onClick={() => go([...path, "no"])}>
                  {t("breakdown.no")}
                </button>
              </div>
            </>
          ) : null}
          <div className="button-row">
            {path.length > 0 ? (
              <button type="button" className="button button-secondary" onClick={() => go(path.slice(0, -1))}>
                {t("breakdown.back")}
              </button>
            ) : null}
            <button type="button" className="button button-secondary" onClick={() => go([])}>
              {t("breakdown.restart")}
            </button>
          </div>
        </div>
      )}
    </section>
  );
}
