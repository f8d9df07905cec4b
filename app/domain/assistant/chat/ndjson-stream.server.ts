import type { StreamEvent } from "../stream-events.ts";

export type Emit = (event: StreamEvent) => void;

/**
 * An NDJSON stream fed by `run`, decoupled from it: when the client goes away, the stream stops
 * taking events but `run` goes on to the end (the answer is stored), and `done` settles then.
 * A `keepalive` event every `keepaliveMs` keeps proxies from closing a stream that waits for a
 * slow model.
 */
export function ndjsonStream(
  run: (emit: Emit) => Promise<unknown>,
  { keepaliveMs = 15_000 }: { keepaliveMs?: number } = {},
): { stream: ReadableStream<Uint8Array>; done: Promise<unknown> } {
  const encoder = new TextEncoder();
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  let open = true;
  const stream = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
    },
    cancel() {
      open = false;
    },
  });
  const emit: Emit = (event) => {
    if (!open) return;
    try {
      controller.enqueue(encoder.encode(`${JSON.stringify(event)}\n`));
    } catch {
      open = false;
    }
  };
  const keepalive = setInterval(() => emit({ type: "keepalive" }), keepaliveMs);
  keepalive.unref?.();
  const done = Promise.resolve()
    .then(() => run(emit))
    .finally(() => {
      clearInterval(keepalive);
      if (!open) return;
      open = false;
      try {
        controller.close();
      } catch {
        // already closed by a cancelled client
      }
    });
  return { stream, done };
}
