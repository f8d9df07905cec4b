import { useEffect, useRef, useState, type FormEvent } from "react";
import { useSearchParams } from "react-router";
import type { ChatMessage, Citation } from "#app/domain/assistant/stream-events.ts";
import { useTranslate } from "#app/i18n/use-translate.ts";
import { ExportLinks } from "../export/export-links.tsx";
import { readAssistantLocation } from "./assistant-url-state.ts";
import { ChatMessageView } from "./chat-message.tsx";
import { ModalDialog } from "./modal-dialog.tsx";
import { SourceDialog } from "./source-dialog.tsx";

const maxQuestionLength = 4000;

type Props = {
  hasProject: boolean;
  messages: ChatMessage[];
  status: "idle" | "loading" | "failed";
  sending: boolean;
  usageLimit: number;
  onSend: (question: string) => void;
  /** Present while a stored chat is open. */
  onDeleteChat?: () => Promise<void>;
};

/** The conversation, the question box and the source panel of the chat view. */
export function ChatView({ hasProject, messages, status, sending, usageLimit, onSend, onDeleteChat }: Props) {
  const t = useTranslate();
  // The open chat's id comes from the URL (the workspace keeps it there), for the export links.
  const [searchParams] = useSearchParams();
  const chatId = onDeleteChat ? readAssistantLocation(searchParams).chatId : null;
  const [question, setQuestion] = useState("");
  const [openCitation, setOpenCitation] = useState<Citation | null>(null);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const [deleteFailed, setDeleteFailed] = useState(false);
  async function deleteChat() {
    setDeleteFailed(false);
    try {
      await onDeleteChat?.();
    } catch (error) {
      console.warn("Deleting the chat failed", error);
      setDeleteFailed(true);
    }
    setConfirmingDelete(false);
  }
  // A question just sent brings its turn into view once, as the answer starts (the question at
  // the top, the answer below it); a reader who then scrolls away is left where they went.
  const list = useRef<HTMLOListElement>(null);
  const wasSending = useRef(false);
  useEffect(() => {
    const started = sending && !wasSending.current;
    wasSending.current = sending;
    if (!started) return;
    const item = list.current?.querySelector<HTMLElement>('[data-type="user"]:nth-last-child(2)');
    const reduceMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    item?.scrollIntoView({ block: "start", behavior: reduceMotion ? "auto" : "smooth" });
  }, [sending]);
  const tooLong = question.length > maxQuestionLength;
  const canSend = hasProject && !sending && question.trim().length > 0 && !tooLong;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // Without a project the session logs why nothing is sent; otherwise only a sendable question goes.
    if (!hasProject) return onSend(question);
    if (!canSend) return;
    onSend(question.trim());
    setQuestion("");
  }
  const retry = (index: number) => {
    const asked = messages.slice(0, index).findLast((message) => message.type === "user");
    if (asked) onSend(asked.content);
  };

  return (
    <div className="chat-view">
      {onDeleteChat && !sending ? (
        <div className="button-row chat-actions">
          <button type="button" className="button button-secondary" onClick={() => setConfirmingDelete(true)}>
            {t("assistant.chats.delete")}
          </button>
        </div>
      ) : null}
      {chatId && !sending && messages.length > 0 ? (
        <ExportLinks href={`/api/assistant/chats/${encodeURIComponent(chatId)}/export`} label="exportActions.chat" />
      ) : null}
      {deleteFailed ? (
        <p className="status-message" data-kind="error" role="alert">
          {t("assistant.projects.saveFailed")}
        </p>
      ) : null}
      {status === "loading" ? <p className="muted">{t("assistant.loading")}</p> : null}
      {status === "failed" ? (
        <p className="status-message" data-kind="error" role="alert">
          {t("assistant.chat.loadFailed")}
        </p>
      ) : null}
      {messages.length === 0 && status === "idle" ? <p className="muted">{t("assistant.chat.intro")}</p> : null}
      <ol ref={list} className="chat-messages" aria-label={t("assistant.chat.label")}>
        {messages.map((message, index) => (
          <ChatMessageView
            key={message.id}
            message={message}
            usageLimit={usageLimit}
            busy={sending || !hasProject}
            onOpenCitation={setOpenCitation}
            onAsk={onSend}
            onRetry={() => retry(index)}
            chatId={sending ? null : chatId}
          />
        ))}
      </ol>
      <p className="visually-hidden" role="status">
        {sending ? t("assistant.chat.streaming") : ""}
      </p>
      <form className="chat-form" onSubmit={submit}>
        <label htmlFor="assistant-question">{t("assistant.chat.questionLabel")}</label>
        <textarea
          id="assistant-question"
          name="question"
          rows={3}
          value={question}
          onChange={(event) => setQuestion(event.target.value)}
          onKeyDown={(event) => {
            // Enter sends (as in every chat), Shift+Enter starts a new line.
            if (event.key !== "Enter" || event.shiftKey || event.nativeEvent.isComposing) return;
            event.preventDefault();
            event.currentTarget.form?.requestSubmit();
          }}
          aria-describedby={!hasProject ? "question-hint" : tooLong ? "question-too-long" : undefined}
          aria-invalid={tooLong ? true : undefined}
        />
        {!hasProject ? (
          <p id="question-hint" className="muted">
            {t("assistant.chat.needsProject")}
          </p>
        ) : null}
        {tooLong ? (
          <p id="question-too-long" className="status-message" data-kind="error">
            {t("assistant.chat.tooLong")}
          </p>
        ) : null}
        <button type="submit" className="button" disabled={!canSend}>
          {sending ? t("assistant.chat.sending") : t("assistant.chat.send")}
        </button>
      </form>
      <SourceDialog citation={openCitation} onClose={() => setOpenCitation(null)} />
      <ModalDialog open={confirmingDelete} onClose={() => setConfirmingDelete(false)} labelledBy="delete-chat-title">
        <h2 id="delete-chat-title">{t("assistant.chats.deleteTitle")}</h2>
        <p>{t("assistant.chats.deleteText")}</p>
        <div className="button-row">
          <button type="button" className="button button-danger" onClick={deleteChat}>
            {t("assistant.projects.deleteConfirm")}
          </button>
          <button
            type="button"
            className="button button-secondary"
            onClick={() => setConfirmingDelete(false)}
            autoFocus
          >
            {t("assistant.projects.cancel")}
          </button>
        </div>
      </ModalDialog>
    </div>
  );
}
