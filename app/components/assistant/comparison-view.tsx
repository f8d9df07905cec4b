import { useEffect, useMemo, useState } from "react";
import {
  CARD_SECTIONS,
  type RegulationCard,
  type RegulationCards,
} from "#app/domain/assistant/cards/regulation-cards.ts";
import type { Citation } from "#app/domain/assistant/stream-events.ts";
import { useLanguage, useTranslate } from "#app/i18n/use-translate.ts";
import { AssistantApiError } from "./assistant-api.ts";
import { createRegulationCardsApi } from "./regulation-cards-api.ts";
import { SourceDialog } from "./source-dialog.tsx";
import "./comparison-view.css";

type State =
  | { kind: "loading" }
  | {
      kind: "ready";
      cards: RegulationCards | null;
      generating: boolean;
      error?: "failed" | "usage_limit" | "load";
      announce?: string;
    };

/**
 * The comparison view: the selected project's regulation cards (one per act) with their cited
 * points, the time they were made, and a button that (re)generates them. Citations open the
 * source dialog.
 */
export function ComparisonView({
  projectId,
  csrfToken,
  onGenerated,
}: {
  projectId: string | null;
  csrfToken: string;
  onGenerated?: () => void;
}) {
  const t = useTranslate();
  const language = useLanguage();
  const api = useMemo(() => createRegulationCardsApi({ csrfToken }), [csrfToken]);
  const [state, setState] = useState<State>({ kind: "loading" });
  const [open, setOpen] = useState<Citation | null>(null);

  useEffect(() => {
    if (!projectId) return;
    let current = true;
    setState({ kind: "loading" });
    api.getCards(projectId).then(
      (cards) => current && setState({ kind: "ready", cards, generating: false }),
      (error: unknown) => {
        console.warn("Loading the regulation cards failed", error);
        if (current) setState({ kind: "ready", cards: null, generating: false, error: "load" });
      },
    );
    return () => {
      current = false;
    };
  }, [api, projectId]);

  if (!projectId) {
    return (
      <div className="empty-view">
        <h3>{t("assistant.comparison.title")}</h3>
        <p>{t("assistantCards.noProject")}</p>
      </div>
    );
  }

  const generate = async () => {
    if (state.kind !== "ready") return;
    setState({ ...state, generating: true, error: undefined, announce: t("assistantCards.generating") });
    try {
      const cards = await api.generateCards(projectId, language === "de" ? "de" : "en");
      setState({ kind: "ready", cards, generating: false, announce: t("assistantCards.generated") });
    } catch (error) {
      const code = error instanceof AssistantApiError && error.code === "usage_limit" ? "usage_limit" : "failed";
      if (code === "failed") console.warn("Generating the regulation cards failed", error);
      setState({ ...state, generating: false, error: code, announce: undefined });
    } finally {
      onGenerated?.();
    }
  };

  const cards = state.kind === "ready" ? state.cards : null;
  const generating = state.kind === "ready" && state.generating;
  return (
    <div className="comparison-view" aria-busy={state.kind === "loading" || generating}>
      <h3>{t("assistant.comparison.title")}</h3>
      <p className="muted">{t("assistantCards.intro")}</p>
      <div className="cards-toolbar">
        <button
          type="button"
          className="button"
          onClick={() => void generate()}
          disabled={state.kind !== "ready" || generating}
        >
          {generating
            ? t("assistantCards.generating")
            : cards
              ? t("assistantCards.regenerate")
              : t("assistantCards.generate")}
        </button>
        {cards ? (
          <p className="cards-made">
            {t("assistantCards.madeAt", { date: formatDateTime(cards.generatedAt, language) })}
            {cards.withoutModel ? (
              <span className="without-model-label">{t("assistantCards.withoutModel")}</span>
            ) : null}
          </p>
        ) : null}
      </div>
      <p role="status" className="visually-hidden">
        {state.kind === "ready" ? (state.announce ?? "") : ""}
      </p>
      {state.kind === "ready" && state.error ? (
        <p role="alert" className="cards-error">
          {t(
            state.error === "usage_limit"
              ? "assistantCards.usageLimit"
              : state.error === "load"
                ? "assistantCards.loadFailed"
                : "assistantCards.failed",
          )}
        </p>
      ) : null}
      {state.kind === "loading" ? <p>{t("assistantCards.loading")}</p> : null}
      {state.kind === "ready" && !cards && !state.error ? <p>{t("assistantCards.none")}</p> : null}
      {cards ? (
        <>
          <p className="cards-basis">{cards.basis}</p>
          <div className="regulation-cards">
            {cards.cards.map((card) => (
              <CardView key={card.act} card={card} onOpenCitation={setOpen} />
            ))}
          </div>
        </>
      ) : null}
      <SourceDialog citation={open} onClose={() => setOpen(null)} />
    </div>
  );
}

export function CardView({
  card,
  onOpenCitation,
}: {
  card: RegulationCard;
  onOpenCitation: (citation: Citation) => void;
}) {
  const t = useTranslate();
  const headingId = `card-${card.act}`;
  const sections = CARD_SECTIONS.filter((section) => card[section].length > 0);
  return (
    <article className="regulation-card" data-status={card.status} aria-labelledby={headingId}>
      <h4 id={headingId}>{card.name}</h4>
      <p className="card-status">{t(`assistantCards.status.${card.status}`)}</p>
      {card.status === "not_installed" ? (
        <p>{t("assistantCards.notInstalled")}</p>
      ) : sections.length === 0 ? (
        <p>{t("assistantCards.noPoints")}</p>
      ) : null}
      {sections.map((section) => (
        <div key={section} className="card-section">
          <h5>{t(`assistantCards.section.${section}`)}</h5>
          <ul>
            {card[section].map((point, index) => (
              <li key={index}>
                {point.text}{" "}
                {point.citations.map((citation) => (
                  <button
                    key={citation.id}
                    type="button"
                    className="citation-marker"
                    aria-label={t("assistantCards.citation", {
                      n: citation.n,
                      pinpoint: citation.metadata.pinpoint,
                      act: citation.metadata.act,
                    })}
                    onClick={() => onOpenCitation(citation)}
                  >
                    [{citation.n}]
                  </button>
                ))}
              </li>
            ))}
          </ul>
        </div>
      ))}
    </article>
  );
}

function formatDateTime(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language === "de" ? "de-DE" : "en-GB", {
    dateStyle: "long",
    timeStyle: "short",
  }).format(new Date(iso));
}
