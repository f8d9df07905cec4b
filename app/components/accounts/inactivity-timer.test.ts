import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { startInactivityTimer, type ChannelLike } from "./inactivity-timer.ts";

const MINUTE = 60_000;

/** Two "tabs" joined like a BroadcastChannel: a message from one reaches the others. */
function channelPair(): [ChannelLike, ChannelLike] {
  const listeners: Array<Set<(event: MessageEvent) => void>> = [new Set(), new Set()];
  const make = (self: number): ChannelLike => ({
    postMessage: (data) => listeners[1 - self]!.forEach((listener) => listener(new MessageEvent("message", { data }))),
    addEventListener: (_type, listener) => listeners[self]!.add(listener),
    removeEventListener: (_type, listener) => listeners[self]!.delete(listener),
  });
  return [make(0), make(1)];
}

function setup(overrides: Partial<Parameters<typeof startInactivityTimer>[0]> = {}) {
  const target = new EventTarget();
  const warnings: number[] = [];
  const events: unknown[] = [];
  target.addEventListener("sessionWarning", (event) => events.push((event as CustomEvent).detail));
  const calls = { expired: 0, active: 0, keepAlive: 0, ticks: [] as number[] };
  const timer = startInactivityTimer({
    idleMs: 30 * MINUTE,
    target,
    keepAlive: async () => {
      calls.keepAlive += 1;
      return 30 * MINUTE;
    },
    onWarn: (seconds) => warnings.push(seconds),
    onTick: (seconds) => calls.ticks.push(seconds),
    onActive: () => (calls.active += 1),
    onExpire: () => (calls.expired += 1),
    ...overrides,
  });
  return { target, warnings, events, calls, timer };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date("2026-01-01T09:00:00Z"));
});
afterEach(() => vi.useRealTimers());

describe("the inactivity timer", () => {
  test("warns one minute before with sessionWarning (detail.timeLeft in seconds), signs out at 30 minutes", async () => {
    const { warnings, events, calls, timer } = setup();
    await vi.advanceTimersByTimeAsync(29 * MINUTE - 1000);
    expect(warnings).toEqual([]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(events).toEqual([{ timeLeft: 60 }]);
    expect(warnings).toEqual([60]);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(calls.ticks.at(-1)).toBe(50);
    expect(timer.secondsLeft()).toBe(50);
    expect(calls.expired).toBe(0);
    await vi.advanceTimersByTimeAsync(50_000);
    expect(calls.expired).toBe(1);
  });

  test.each(["mousedown", "mousemove", "keypress", "scroll", "touchstart"])("%s counts as activity", async (type) => {
    const { target, warnings, calls } = setup();
    await vi.advanceTimersByTimeAsync(20 * MINUTE);
    target.dispatchEvent(new Event(type));
    await vi.advanceTimersByTimeAsync(20 * MINUTE);
    expect(warnings).toEqual([]);
    await vi.advanceTimersByTimeAsync(9 * MINUTE);
    expect(warnings).toEqual([60]);
    expect(calls.expired).toBe(0);
    await vi.advanceTimersByTimeAsync(MINUTE);
    expect(calls.expired).toBe(1);
  });

  test("'Stay signed in' closes the warning and restarts the 30 minutes", async () => {
    const { warnings, calls, timer } = setup();
    await vi.advanceTimersByTimeAsync(29 * MINUTE + 30_000);
    expect(warnings).toEqual([60]);
    timer.stayActive();
    expect(calls.active).toBe(1);
    const pings = calls.keepAlive;
    expect(pings).toBeGreaterThan(0);
    await vi.advanceTimersByTimeAsync(29 * MINUTE - 1000);
    expect(warnings).toEqual([60]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(warnings).toEqual([60, 60]);
    await vi.advanceTimersByTimeAsync(MINUTE);
    expect(calls.expired).toBe(1);
  });

  test.each(["mousedown", "mousemove", "keypress", "scroll", "touchstart"])(
    "%s while the warning is open closes it, tells the server, and restarts the 30 minutes",
    async (type) => {
      const { target, warnings, calls } = setup();
      await vi.advanceTimersByTimeAsync(29 * MINUTE + 30_000);
      expect(warnings).toEqual([60]);
      const pings = calls.keepAlive;
      target.dispatchEvent(new Event(type));
      expect(calls.active).toBe(1);
      expect(calls.keepAlive).toBe(pings + 1);
      // The old deadline (30:00) passes without a sign-out; the new one is 30 minutes after the activity.
      await vi.advanceTimersByTimeAsync(29 * MINUTE - 1000);
      expect(calls.expired).toBe(0);
      expect(warnings).toEqual([60]);
      await vi.advanceTimersByTimeAsync(1000);
      expect(warnings).toEqual([60, 60]);
      await vi.advanceTimersByTimeAsync(MINUTE);
      expect(calls.expired).toBe(1);
    },
  );

  test("activity while the warning is open in one tab closes the warning in the other tab too", async () => {
    const [left, right] = channelPair();
    const a = setup({ channel: left });
    const b = setup({ channel: right });
    await vi.advanceTimersByTimeAsync(29 * MINUTE + 10_000);
    expect(a.warnings).toEqual([60]);
    expect(b.warnings).toEqual([60]);
    a.target.dispatchEvent(new Event("keypress"));
    expect(a.calls.active).toBe(1);
    expect(b.calls.active).toBe(1);
    await vi.advanceTimersByTimeAsync(5 * MINUTE);
    expect(a.calls.expired + b.calls.expired).toBe(0);
  });

  test("activity is reported to the server at most once a minute, trailing, so the server never expires first", async () => {
    const { target, calls } = setup();
    for (let i = 0; i < 50; i++) {
      target.dispatchEvent(new Event("mousemove"));
      await vi.advanceTimersByTimeAsync(1000);
    }
    // 50 seconds of moving: one call at once (a minute since start has not passed: trailing at 60 s).
    expect(calls.keepAlive).toBe(0);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(calls.keepAlive).toBe(1);
    await vi.advanceTimersByTimeAsync(5 * MINUTE);
    expect(calls.keepAlive).toBe(1);
  });

  test("activity in another tab keeps this one alive", async () => {
    const [left, right] = channelPair();
    const a = setup({ channel: left });
    const b = setup({ channel: right });
    await vi.advanceTimersByTimeAsync(25 * MINUTE);
    a.target.dispatchEvent(new Event("mousedown"));
    await vi.advanceTimersByTimeAsync(10 * MINUTE);
    expect(b.warnings).toEqual([]);
    expect(b.calls.expired).toBe(0);
    // Both deadlines moved to 55 minutes: warnings at 54.
    await vi.advanceTimersByTimeAsync(19 * MINUTE - 1000);
    expect(b.warnings).toEqual([]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(a.warnings).toEqual([60]);
    expect(b.warnings).toEqual([60]);
    // A 'Stay signed in' in tab B closes tab A's warning too.
    b.timer.stayActive();
    expect(a.calls.active).toBe(1);
    await vi.advanceTimersByTimeAsync(2 * MINUTE);
    expect(a.calls.expired + b.calls.expired).toBe(0);
  });

  test("at the deadline the server is asked: a session another tab kept alive is not ended", async () => {
    let serverRemaining: number | null = 20 * MINUTE;
    const { calls, warnings } = setup({ checkServer: async () => serverRemaining });
    await vi.advanceTimersByTimeAsync(30 * MINUTE);
    expect(warnings).toEqual([60]);
    expect(calls.expired).toBe(0);
    expect(calls.active).toBe(1);
    serverRemaining = null;
    await vi.advanceTimersByTimeAsync(20 * MINUTE);
    expect(calls.expired).toBe(1);
  });

  test("a keep-alive answered 'signed out' ends the page's session at once", async () => {
    const { target, calls } = setup({ keepAlive: async () => null });
    await vi.advanceTimersByTimeAsync(2 * MINUTE);
    target.dispatchEvent(new Event("scroll"));
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.expired).toBe(1);
  });
});
