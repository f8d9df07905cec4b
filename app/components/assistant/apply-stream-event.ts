import { answerErrorText, type ChatMessage, type StreamEvent } from "#app/domain/assistant/stream-events.ts";

/** The two messages one question adds before the server has answered: the question and the AI placeholder. */
export type Turn = { userId: string; aiId: string };

export function startTurn(messages: ChatMessage[], turn: Turn, question: string, now: Date): ChatMessage[] {
  const timestamp = now.toISOString();
  return [
    ...messages,
    { id: turn.userId, type: "user", content: question, timestamp },
    { id: turn.aiId, type: "ai", content: "", timestamp, isStreaming: true },
  ];
}

/**
 * One stream event applied to the messages on screen: `start` swaps in the stored question,
 * `citations` and `delta` fill the placeholder, `error` remembers why (the stored error message
 * follows in `done`), and `done` replaces the placeholder with the stored answer.
 */
export function applyStreamEvent(messages: ChatMessage[], turn: Turn, event: StreamEvent): ChatMessage[] {
  switch (event.type) {
    case "start":
      return messages.map((message) => (message.id === turn.userId ? event.userMessage : message));
    case "citations":
      return update(messages, turn.aiId, (message) => ({ ...message, citations: event.citations }));
    case "delta":
      return update(messages, turn.aiId, (message) => ({ ...message, content: message.content + event.text }));
    case "error":
      return update(messages, turn.aiId, (message) => ({ ...message, errorCode: event.code }));
    case "done":
      return update(messages, turn.aiId, () => event.message);
    case "keepalive":
      return messages;
  }
}

/**
 * The answer could not be read to its end (network, a refused request, a broken stream): the
 * placeholder becomes the error message the server stores in the same case.
 */
export function failTurn(messages: ChatMessage[], turn: Turn, errorCode?: string): ChatMessage[] {
  return update(messages, turn.aiId, (message) => ({
    id: message.id,
    type: "ai",
    content: answerErrorText,
    timestamp: message.timestamp,
    isError: true,
    ...(errorCode ? { errorCode } : {}),
  }));
}

function update(messages: ChatMessage[], id: string, change: (message: ChatMessage) => ChatMessage): ChatMessage[] {
  return messages.map((message) => (message.id === id ? change(message) : message));
}
