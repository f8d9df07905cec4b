import { afterEach, describe, expect, test, vi } from "vitest";
import { ndjsonStream } from "./ndjson-stream.server.ts";

afterEach(() => vi.useRealTimers());

async function readAll(stream: ReadableStream<Uint8Array>) {
  return (await new Response(stream).text())
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line));
}

describe("ndjsonStream", () => {
  test("one JSON event a line; keepalives while the work waits; closed when the work ends", async () => {
    vi.useFakeTimers();
    let finish!: () => void;
    const { stream, done } = ndjsonStream(
      async (emit) => {
        emit({ type: "delta", text: "a" });
        await new Promise<void>((resolve) => (finish = resolve));
        emit({ type: "delta", text: "b" });
      },
      { keepaliveMs: 1000 },
    );
    const reading = readAll(stream);
    await vi.advanceTimersByTimeAsync(2500);
    finish();
    await done;
    await vi.advanceTimersByTimeAsync(5000);
    expect(await reading).toEqual([
      { type: "delta", text: "a" },
      { type: "keepalive" },
      { type: "keepalive" },
      { type: "delta", text: "b" },
    ]);
  });

  test("a client that cancels does not stop the work", async () => {
    let finish!: () => void;
    const seen: string[] = [];
    const { stream, done } = ndjsonStream(async (emit) => {
      emit({ type: "delta", text: "first" });
      await new Promise<void>((resolve) => (finish = resolve));
      emit({ type: "delta", text: "after the client left" });
      seen.push("stored");
    });
    const reader = stream.getReader();
    await reader.read();
    await reader.cancel();
    finish();
    await done;
    expect(seen).toEqual(["stored"]);
  });
});
