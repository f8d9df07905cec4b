import type { ChatMessage, Citation } from "#app/domain/assistant/stream-events.ts";
import { useTranslate } from "#app/i18n/use-translate.ts";
import { ExportLinks } from "../export/export-links.tsx";
import { AnswerMarkdown } from "./answer-markdown.tsx";
import { citedNumbers } from "./remark-citation-markers.ts";

type Props = {
  message: ChatMessage;
  usageLimit: number;
  busy: boolean;
  onOpenCitation: (citation: Citation) => void;
  onAsk: (question: string) => void;
  onRetry: () => void;
  /** The stored chat the message belongs to: a finished answer then offers its export. */
  chatId?: string | null;
};

/** One message of the conversation: the question, or the answer with its sources and follow-ups. */
export function ChatMessageView({ message, usageLimit, busy, onOpenCitation, onAsk, onRetry, chatId }: Props) {
  const t = useTranslate();
  if (message.type === "user") {
    return (
      <li className="chat-message" data-type="user">
        <p className="chat-author">{t("assistant.chat.you")}</p>
        <p className="chat-question">{message.content}</p>
      </li>
    );
  }
  if (message.isError) {
    return (
      <li className="chat-message" data-type="ai" data-error="true">
        <p className="chat-author">{t("assistant.chat.assistant")}</p>
        <p role="alert">{t("assistant.chat.error")}</p>
        {message.errorCode === "usage_limit" ? (
          <p className="status-message usage-limit-notice" data-kind="error">
            {t("assistant.chat.usageLimit", { limit: usageLimit })}
          </p>
        ) : message.errorCode === "too_many_answers" ? (
          <p className="status-message" data-kind="error">
            {t("assistant.chat.tooManyAnswers")}
          </p>
        ) : message.errorCode === "quota_exceeded" || message.errorCode === "write_rate" ? (
          <p className="status-message" data-kind="error">
            {t(message.errorCode === "quota_exceeded" ? "assistant.chat.quotaExceeded" : "assistant.chat.writeRate")}
          </p>
        ) : message.errorCode === "legal_texts_installing" ? (
          <p className="status-message" data-kind="error">
            {t("assistant.chat.legalTextsInstalling")}
          </p>
        ) : null}
        <button type="button" className="button button-secondary" onClick={onRetry} disabled={busy}>
          {t("assistant.chat.retry")}
        </button>
      </li>
    );
  }
  const citations = message.citations ?? [];
  return (
    <li className="chat-message" data-type="ai" aria-busy={message.isStreaming ? true : undefined}>
      <p className="chat-author">{t("assistant.chat.assistant")}</p>
      {message.withoutModel ? <p className="without-model-label">{t("assistant.chat.withoutModel")}</p> : null}
      {message.isStreaming && !message.content ? <p className="muted">{t("assistant.chat.streaming")}</p> : null}
      <AnswerMarkdown content={message.content} citations={citations} onOpenCitation={onOpenCitation} />
      {!message.isStreaming && citations.length > 0 ? (
        <SourceLists content={message.content} citations={citations} onOpenCitation={onOpenCitation} />
      ) : null}
      {!message.isStreaming && chatId ? (
        <ExportLinks
          href={`/api/assistant/chats/${encodeURIComponent(chatId)}/export?${new URLSearchParams({ message: message.id })}`}
          label="exportActions.answer"
        />
      ) : null}
      {!message.isStreaming && message.followUps && message.followUps.length > 0 ? (
        <div className="chat-follow-ups">
          <h3>{t("assistant.chat.followUps")}</h3>
          <ul>
            {message.followUps.map((question) => (
              <li key={question}>
                <button
                  type="button"
                  className="button button-secondary follow-up"
                  onClick={() => onAsk(question)}
                  disabled={busy}
                >
                  {question}
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </li>
  );
}

/**
 * The answer's sources: those its text cites first, under "Sources", then the others the search
 * found and the answer did not cite, marked as such, so that the list matches the text.
 */
function SourceLists({
  content,
  citations,
  onOpenCitation,
}: {
  content: string;
  citations: Citation[];
  onOpenCitation: (citation: Citation) => void;
}) {
  const t = useTranslate();
  const cited = citedNumbers(content);
  const groups = [
    {
      key: "cited",
      heading: t("assistant.chat.sources"),
      items: citations.filter((citation) => cited.has(citation.n)),
    },
    {
      key: "consulted",
      heading: t("assistant.chat.consultedSources"),
      items: citations.filter((citation) => !cited.has(citation.n)),
    },
  ];
  return (
    <div className="chat-sources">
      {groups
        .filter((group) => group.items.length > 0)
        .map((group) => (
          <div key={group.key} data-sources={group.key}>
            <h3>{group.heading}</h3>
            <ul>
              {group.items.map((citation) => (
                <li key={citation.id}>
                  <button type="button" className="link-button" onClick={() => onOpenCitation(citation)}>
                    [{citation.n}] {citation.metadata.pinpoint}, {citation.metadata.act}
                  </button>
                </li>
              ))}
            </ul>
          </div>
        ))}
    </div>
  );
}
