/**
 * Fixed-window counters per key (client address, user id), in memory: one process
 * (docs/decisions/054-sign-in-rate-limits.md). Memory is bounded: windows are kept in the order they
 * started (a key whose window restarts moves to the end), so expired ones are always at the front
 * and each `take` drops them in O(1) amortised; past `maxKeys` the oldest window goes first.
 */
export type FixedWindowLimiter = {
  /** Counts one request for `key`; returns the seconds to wait when it is over the limit. */
  take(key: string): number | undefined;
  /** Counts one request for `key`; returns the count in its window and when the window started. */
  hit(key: string): WindowCount;
  /** How many keys are held now (for tests). */
  readonly size: number;
};

export type WindowCount = { count: number; start: number };

/** The seconds until a window that started at `start` ends (at least 1). */
export const secondsLeft = (start: number, windowMs: number, time: number) =>
  Math.max(1, Math.ceil((start + windowMs - time) / 1000));

export function createFixedWindowLimiter(options: {
  limit: number;
  windowMs: number;
  maxKeys?: number;
  now?: () => number;
}): FixedWindowLimiter {
  const { limit, windowMs, maxKeys = 10_000, now = Date.now } = options;
  const windows = new Map<string, { start: number; count: number }>();
  const limiter: FixedWindowLimiter = {
    take(key) {
      const { count, start } = limiter.hit(key);
      return count > limit ? secondsLeft(start, windowMs, now()) : undefined;
    },
    hit(key) {
      const time = now();
      for (const [oldest, window] of windows) {
        if (time - window.start < windowMs && windows.size < maxKeys) break;
        if (oldest === key && time - window.start < windowMs) break;
        windows.delete(oldest);
      }
      let window = windows.get(key);
      if (!window || time - window.start >= windowMs) {
        windows.delete(key);
        window = { start: time, count: 0 };
        windows.set(key, window);
      }
      window.count += 1;
      return { count: window.count, start: window.start };
    },
    get size() {
      return windows.size;
    },
  };
  return limiter;
}
