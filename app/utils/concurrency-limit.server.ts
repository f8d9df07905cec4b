/** Thrown when a bounded queue is full: the caller answers 503 with Retry-After. */
export class BusyError extends Error {
  override name = "BusyError";
}

/**
 * At most `concurrency` tasks at a time; up to `queue` more wait their turn (first come, first
 * served), anything beyond is refused with BusyError at once. Keeps an expensive kind of request
 * from taking every database connection (docs/security.md).
 */
export function createConcurrencyLimit(options: { concurrency: number; queue: number }) {
  let running = 0;
  const waiting: Array<() => void> = [];
  const release = () => {
    running -= 1;
    const next = waiting.shift();
    if (next) {
      running += 1;
      next();
    }
  };
  return {
    async run<T>(task: () => Promise<T>): Promise<T> {
      if (running >= options.concurrency) {
        if (waiting.length >= options.queue)
          throw new BusyError("Too many searches are running; try again in a moment.");
        await new Promise<void>((resolve) => waiting.push(resolve));
      } else running += 1;
      try {
        return await task();
      } finally {
        release();
      }
    },
    get running() {
      return running;
    },
    get waiting() {
      return waiting.length;
    },
  };
}
