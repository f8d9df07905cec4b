import { afterEach, describe, expect, test, vi } from "vitest";
import { createRefreshQueue } from "./refresh-queue.ts";

/** A refresh that records what ran, and how many ran at the same time. */
function recorder() {
  const started: string[] = [];
  const done: string[] = [];
  let active = 0;
  let most = 0;
  return {
    started,
    done,
    most: () => most,
    refresh: async (key: string) => {
      started.push(key);
      active++;
      most = Math.max(most, active);
      // Longer than the queue's own pause between keys (one turn of the event loop).
      for (let turn = 0; turn < 3; turn++) await new Promise((resolve) => setImmediate(resolve));
      done.push(key);
      active--;
    },
  };
}

afterEach(() => vi.useRealTimers());

describe("the background refresh queue", () => {
  test("rebuilds queued keys one at a time, in order, each once", async () => {
    const record = recorder();
    const queue = createRefreshQueue({ refresh: record.refresh, delayMs: 0 });
    queue.request(["a", "b", "a", "c"]);
    queue.request(["b", "d"]);
    await queue.settled();
    expect(record.done).toEqual(["a", "b", "c", "d"]);
    expect(record.most()).toBe(1);
  });

  test("a key that fails does not stop the others", async () => {
    const done: string[] = [];
    const queue = createRefreshQueue({
      delayMs: 0,
      refresh: async (key) => {
        if (key === "bad") throw new Error("database down");
        done.push(key);
      },
    });
    queue.request(["bad", "good"]);
    await queue.settled();
    expect(done).toEqual(["good"]);
  });

  test("a burst of delayed requests starts one run after the quiet time", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const record = recorder();
    const queue = createRefreshQueue({ refresh: record.refresh, delayMs: 1000, yieldBetween: () => Promise.resolve() });
    queue.request(["a"], { delayed: true });
    await vi.advanceTimersByTimeAsync(600);
    queue.request(["b"], { delayed: true });
    await vi.advanceTimersByTimeAsync(600);
    expect(record.started).toEqual([]);
    await vi.advanceTimersByTimeAsync(400);
    await queue.settled();
    expect(record.done).toEqual(["a", "b"]);
  });

  test("a key asked for during the quiet time waits for it", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const record = recorder();
    const queue = createRefreshQueue({ refresh: record.refresh, delayMs: 1000, yieldBetween: () => Promise.resolve() });
    queue.request(["catalogue"], { delayed: true });
    queue.request(["asked"]);
    await vi.advanceTimersByTimeAsync(900);
    expect(record.started).toEqual([]);
    await vi.advanceTimersByTimeAsync(100);
    await queue.settled();
    expect(record.done).toEqual(["catalogue", "asked"]);
  });

  test("nothing starts while a hold is pending", async () => {
    const record = recorder();
    const queue = createRefreshQueue({ refresh: record.refresh, delayMs: 0 });
    let release!: () => void;
    queue.hold(new Promise<void>((resolve) => (release = resolve)));
    queue.request(["a"]);
    for (let turn = 0; turn < 5; turn++) await new Promise((resolve) => setImmediate(resolve));
    expect(record.started).toEqual([]);
    release();
    await queue.settled();
    expect(record.done).toEqual(["a"]);
  });

  test("after close nothing more runs", async () => {
    const record = recorder();
    const queue = createRefreshQueue({ refresh: record.refresh, delayMs: 0 });
    queue.request(["a"], { delayed: true });
    await queue.close();
    queue.request(["b"]);
    await queue.settled();
    expect(record.done).toEqual([]);
  });
});
