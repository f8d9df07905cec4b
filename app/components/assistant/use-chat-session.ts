import { useCallback, useEffect, useRef, useState } from "react";
import type { ChatMessage } from "#app/domain/assistant/stream-events.ts";
import { AssistantApiError, type AssistantApi } from "./assistant-api.ts";
import { applyStreamEvent, failTurn, startTurn, type Turn } from "./apply-stream-event.ts";
import { readStreamEvents } from "./read-stream-events.ts";

const lookAgainMs = 2000;
const maxLooks = 40;

type Options = {
  api: AssistantApi;
  projectId: string | null;
  chatId: string | null;
  /** A question without a selected chat made a new one: select it (and list it). */
  onChatCreated: (chatId: string) => void;
  /** An answer ended (stored, failed or refused): refresh the usage meter. */
  onTurnEnded: () => void;
};

/**
 * The open chat's messages and sending a question: the question and a streaming placeholder
 * appear at once, the placeholder fills as deltas arrive and is replaced by the stored answer
 * on `done`. If the answer cannot be read to its end, the placeholder becomes the error message
 * (the server stores the same).
 */
export function useChatSession({ api, projectId, chatId, onChatCreated, onTurnEnded }: Options) {
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [status, setStatus] = useState<"idle" | "loading" | "failed">("idle");
  const [sending, setSending] = useState(false);
  const sendingRef = useRef(false);
  // A chat this page created while sending: its messages are already on screen, no need to load.
  const created = useRef<string | null>(null);

  useEffect(() => {
    if (chatId && chatId === created.current) return;
    created.current = null;
    setMessages([]);
    if (!chatId) {
      setStatus("idle");
      return;
    }
    let current = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let looks = 0;
    setStatus("loading");
    const load = () =>
      api.getChat(chatId).then(
        (chat) => {
          if (!current || sendingRef.current) return;
          setMessages(chat.messages);
          setStatus("idle");
          // An answer the server is still writing (asked before a reload, or in another tab):
          // look again until it is stored, for a little longer than the model's timeout.
          if (chat.messages.some((message) => message.isStreaming) && looks++ < maxLooks)
            timer = setTimeout(load, lookAgainMs);
        },
        (error: unknown) => {
          console.warn("Loading the chat failed", error);
          if (current) setStatus("failed");
        },
      );
    void load();
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [api, chatId]);

  const send = useCallback(
    async (question: string) => {
      const text = question.trim();
      if (!projectId) {
        console.info("No user or project selected");
        return;
      }
      if (!text || sending) return;
      const targetChat = chatId ?? crypto.randomUUID();
      if (!chatId) created.current = targetChat;
      const turn: Turn = { userId: `pending-${crypto.randomUUID()}`, aiId: `pending-${crypto.randomUUID()}` };
      setSending(true);
      sendingRef.current = true;
      setMessages((list) => startTurn(list, turn, text, new Date()));
      let done = false;
      let errorCode: string | undefined;
      try {
        const body = await api.sendQuestion(targetChat, { projectId, question: text });
        for await (const event of readStreamEvents(body)) {
          if (event.type === "start" && !chatId) onChatCreated(event.chatId);
          if (event.type === "error") errorCode = event.code;
          if (event.type === "done") done = true;
          setMessages((list) => applyStreamEvent(list, turn, event));
        }
      } catch (error) {
        // Refused before the stream began (e.g. 429 too_many_answers): keep the server's reason.
        if (error instanceof AssistantApiError) errorCode = error.code;
        console.warn("The answer could not be read", error);
      } finally {
        if (!done) setMessages((list) => failTurn(list, turn, errorCode));
        setSending(false);
        sendingRef.current = false;
        onTurnEnded();
      }
    },
    [api, projectId, chatId, sending, onChatCreated, onTurnEnded],
  );

  return { messages, status, sending, send };
}
