/**
 * Background rebuilds of feed bodies, one at a time, yielding to the event loop between them, so
 * that requests keep being answered (from the previous bodies) while new ones are made
 * (docs/decisions/024-feed-rebuilds-in-the-background.md).
 */
export type RefreshQueueOptions = {
  /** Rebuilds one key; its own errors are its own (it should log them): the queue goes on. */
  refresh: (key: string) => Promise<void>;
  /** Quiet time after a delayed request before the work starts (a burst of imports → one run). */
  delayMs: number;
  /** Lets other work run between two keys; the default waits for the event loop's next turn. */
  yieldBetween?: () => Promise<void>;
  /** Called after a run that rebuilt keys, with their number and the run's duration. */
  onRun?: (run: { keys: number; ms: number }) => void;
};

export type RefreshQueue = ReturnType<typeof createRefreshQueue>;

export function createRefreshQueue(options: RefreshQueueOptions) {
  const yieldBetween = options.yieldBetween ?? (() => new Promise<void>((resolve) => setImmediate(resolve)));
  // Insertion-ordered: keys asked for first are rebuilt first; a key is queued at most once.
  const pending = new Set<string>();
  const holds = new Set<Promise<unknown>>();
  let delay: { timer: NodeJS.Timeout; done: Promise<void>; fire: () => void } | undefined;
  let running: Promise<void> | undefined;
  let closed = false;

  async function work() {
    while (holds.size > 0) await Promise.allSettled(holds);
    const started = performance.now();
    let keys = 0;
    for (const key of pending) {
      if (closed) break;
      pending.delete(key);
      keys++;
      await options.refresh(key).catch(() => undefined);
      await yieldBetween();
    }
    if (keys > 0) options.onRun?.({ keys, ms: performance.now() - started });
  }

  function start() {
    if (running || closed) return;
    // (finally runs after this assignment, even when there is nothing to do)
    const run: Promise<void> = work().finally(() => {
      if (running === run) running = undefined;
      // Keys queued while the last one was being rebuilt (and not waiting for a delay).
      if (pending.size > 0 && !delay && !closed) start();
    });
    running = run;
  }

  function startLater() {
    if (delay) {
      clearTimeout(delay.timer);
      delay.timer = setTimeout(delay.fire, options.delayMs);
      delay.timer.unref();
      return;
    }
    let fire!: () => void;
    const done = new Promise<void>((resolve) => {
      fire = () => {
        delay = undefined;
        resolve();
        start();
      };
    });
    const timer = setTimeout(fire, options.delayMs);
    timer.unref();
    delay = { timer, done, fire };
  }

  return {
    /**
     * Queues keys for rebuilding. `delayed`: after `delayMs` without another delayed request (data
     * changes come in bursts); otherwise at once, unless a delayed run is waiting (the keys join it:
     * a request right after an import does not start the rebuilds before the burst is over).
     */
    request(keys: Iterable<string>, { delayed = false }: { delayed?: boolean } = {}) {
      if (closed) return;
      for (const key of keys) pending.add(key);
      if (pending.size === 0) return;
      if (delayed) startLater();
      else if (!delay) start();
    },
    /** No rebuild starts before `until` settles (e.g. while the starter set is being installed). */
    hold(until: Promise<unknown>) {
      const held = until.then(
        () => undefined,
        () => undefined,
      );
      holds.add(held);
      void held.then(() => holds.delete(held));
    },
    /** Resolves once nothing is queued, waiting or running (tests and benchmarks await this). */
    async settled() {
      for (;;) {
        if (delay) await delay.done;
        else if (running) await running;
        else if (pending.size > 0 && !closed) start();
        else return;
      }
    },
    /** Starts nothing more; resolves when the rebuild under way (if any) has ended. */
    async close() {
      closed = true;
      pending.clear();
      if (delay) {
        clearTimeout(delay.timer);
        delay.fire();
      }
      await running;
    },
  };
}
