import { StreamEventSchema, type StreamEvent } from "#app/domain/assistant/stream-events.ts";

/** The longest line the reader accepts (a `done` event carries the answer and its cited provisions). */
export const maxEventBytes = 2_000_000;

export class StreamProtocolError extends Error {
  override name = "StreamProtocolError";
}

/**
 * Reads an `application/x-ndjson` body of the assistant's message stream: one JSON event per line,
 * each validated with the wire contract (app/domain/assistant/stream-events.ts) before the UI sees
 * it. A line that is not JSON, does not match the contract or grows beyond `maxEventBytes` ends the
 * stream with a StreamProtocolError; the caller shows the answer as failed.
 */
export async function* readStreamEvents(
  body: ReadableStream<Uint8Array>,
  options: { maxBytes?: number } = {},
): AsyncGenerator<StreamEvent> {
  const maxBytes = options.maxBytes ?? maxEventBytes;
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  let finished = false;
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) {
        finished = true;
        buffer += decoder.decode();
        break;
      }
      buffer += decoder.decode(value, { stream: true });
      let newline = buffer.indexOf("\n");
      while (newline >= 0) {
        const line = buffer.slice(0, newline);
        buffer = buffer.slice(newline + 1);
        if (line.trim()) yield parseEvent(line);
        newline = buffer.indexOf("\n");
      }
      // Characters, not bytes, but within a factor of four: enough to stop a runaway line.
      if (buffer.length > maxBytes) throw new StreamProtocolError(`stream event longer than ${maxBytes} bytes`);
    }
    if (buffer.trim()) yield parseEvent(buffer);
  } finally {
    // Stopped early (a bad line, or the consumer stopped reading): let go of the body.
    if (!finished) await reader.cancel().catch(() => undefined);
    reader.releaseLock();
  }
}

function parseEvent(line: string): StreamEvent {
  let json: unknown;
  try {
    json = JSON.parse(line);
  } catch {
    throw new StreamProtocolError("stream line is not JSON");
  }
  const parsed = StreamEventSchema.safeParse(json);
  if (!parsed.success)
    throw new StreamProtocolError(
      `unexpected stream event: ${parsed.error.issues.map((issue) => issue.message).join("; ")}`,
    );
  return parsed.data;
}
