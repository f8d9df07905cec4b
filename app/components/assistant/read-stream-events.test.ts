import { describe, expect, test } from "vitest";
import type { StreamEvent } from "#app/domain/assistant/stream-events.ts";
import { readStreamEvents, StreamProtocolError } from "./read-stream-events.ts";
import { makeAnswer, ndjson, streamOf } from "./test-fixtures.ts";

async function collect(stream: ReadableStream<Uint8Array>, maxBytes?: number): Promise<StreamEvent[]> {
  const events: StreamEvent[] = [];
  for await (const event of readStreamEvents(stream, { maxBytes })) events.push(event);
  return events;
}

const user = { id: "u1", type: "user" as const, content: "Was ist verboten?", timestamp: "2026-11-25T08:00:00.000Z" };

describe("readStreamEvents", () => {
  test("reads events split anywhere, even inside a multi-byte character, and a last line without newline", async () => {
    const text = ndjson([
      { type: "start", chatId: "c1", userMessage: user },
      { type: "delta", text: "Verbotene Praktiken – Art. 5 " },
      { type: "keepalive" },
    ]);
    const bytes = new TextEncoder().encode(`${text}${JSON.stringify({ type: "done", message: makeAnswer() })}`);
    const dash = bytes.indexOf(0xe2); // first byte of "–"
    const chunks = [
      bytes.slice(0, 7),
      bytes.slice(7, dash + 1),
      bytes.slice(dash + 1, dash + 2),
      bytes.slice(dash + 2),
    ];
    const events = await collect(streamOf(chunks));
    expect(events.map((event) => event.type)).toEqual(["start", "delta", "keepalive", "done"]);
    expect(events[1]).toEqual({ type: "delta", text: "Verbotene Praktiken – Art. 5 " });
    expect(events[3]).toMatchObject({ type: "done", message: { content: "Answer [1]." } });
  });

  test("skips blank lines", async () => {
    expect(await collect(streamOf(["\n", '{"type":"keepalive"}\n\n', "  \n"]))).toEqual([{ type: "keepalive" }]);
  });

  test("a line that is not JSON ends the stream with a protocol error after the good events", async () => {
    const events: StreamEvent[] = [];
    const reading = (async () => {
      for await (const event of readStreamEvents(
        streamOf(['{"type":"delta","text":"a"}\n', "<html>oops</html>\n", '{"type":"keepalive"}\n']),
      ))
        events.push(event);
    })();
    await expect(reading).rejects.toThrow(StreamProtocolError);
    expect(events).toEqual([{ type: "delta", text: "a" }]);
  });

  test("an event outside the contract is refused (unknown type, missing field, bad citation id)", async () => {
    await expect(collect(streamOf(['{"type":"surprise"}\n']))).rejects.toThrow(/unexpected stream event/);
    await expect(collect(streamOf(['{"type":"delta"}\n']))).rejects.toThrow(StreamProtocolError);
    const citation = { id: "cite-1", n: 1, text: "x", metadata: makeAnswer().citations![0]!.metadata };
    await expect(
      collect(streamOf([`${JSON.stringify({ type: "citations", citations: [citation] })}\n`])),
    ).rejects.toThrow(StreamProtocolError);
    await expect(collect(streamOf(['{"type":"error","code":"teapot","message":"x"}\n']))).rejects.toThrow(
      StreamProtocolError,
    );
  });

  test("a line longer than the bound is refused before it is parsed", async () => {
    const long = `{"type":"delta","text":"${"x".repeat(200)}`;
    await expect(collect(streamOf([long, long]), 300)).rejects.toThrow(/longer than 300/);
  });

  test("stopping early cancels the body", async () => {
    let cancelled = false;
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"type":"keepalive"}\n'));
      },
      cancel() {
        cancelled = true;
      },
    });
    for await (const event of readStreamEvents(stream)) {
      expect(event.type).toBe("keepalive");
      break;
    }
    expect(cancelled).toBe(true);
  });
});
