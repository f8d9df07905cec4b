import { describe, expect, test } from "vitest";
import { readBoundedText } from "./read-bounded-text.server.ts";

const stream = (...chunks: string[]) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(new TextEncoder().encode(chunk));
      controller.close();
    },
  });

describe("readBoundedText", () => {
  test("reads a body within the bound, across chunks and multi-byte characters", async () => {
    expect(await readBoundedText(stream('{"a":', '"Ä"}'), null, 100)).toBe('{"a":"Ä"}');
    expect(await readBoundedText(null, null, 100)).toBe("");
  });

  test("refuses a declared length above the bound without reading", async () => {
    expect(await readBoundedText(stream("x"), "101", 100)).toBeUndefined();
  });

  test("refuses a chunked body that grows past the bound while reading", async () => {
    expect(await readBoundedText(stream("x".repeat(60), "x".repeat(60)), null, 100)).toBeUndefined();
  });
});
