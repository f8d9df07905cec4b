import type { ChatMessage, Citation, StreamEvent } from "#app/domain/assistant/stream-events.ts";

/** Small, valid values of the wire contract for the assistant's UI tests. */
export function makeCitation(n: number, overrides: Partial<Citation["metadata"]> = {}): Citation {
  return {
    id: `citation${n}`,
    n,
    text: `Personal data shall be processed in a manner that ensures appropriate security (${n}).`,
    metadata: {
      act: "Regulation (EU) 2024/1689 (AI Act)",
      celex: "32024R1689",
      pinpoint: `Art. ${n}(1)`,
      provisionId: `32024R1689:EN:art_${n}.par_1`,
      heading: "Prohibited AI practices",
      url: `https://eur-lex.europa.eu/legal-content/EN/TXT/?uri=CELEX:32024R1689#art_${n}`,
      ...overrides,
    },
  };
}

export function makeAnswer(overrides: Partial<ChatMessage> = {}): ChatMessage {
  return {
    id: "m-ai",
    type: "ai",
    content: "Answer [1].",
    timestamp: "2026-11-25T08:00:00.000Z",
    citations: [makeCitation(1)],
    followUps: [],
    ...overrides,
  };
}

/** A ReadableStream that delivers `chunks` (strings or bytes) one read at a time. */
export function streamOf(chunks: (string | Uint8Array)[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let index = 0;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      const chunk = chunks[index++];
      if (chunk === undefined) controller.close();
      else controller.enqueue(typeof chunk === "string" ? encoder.encode(chunk) : chunk);
    },
  });
}

export const ndjson = (events: StreamEvent[]) => events.map((event) => `${JSON.stringify(event)}\n`).join("");
