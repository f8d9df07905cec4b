import { singleton } from "#app/utils/singleton.server.ts";

/*
 * Answers being generated in this process. An answer goes on when its client has gone (it is
 * stored at the end), so shutdown waits for them; and one user may have only a few at a time.
 */

export const maxAnswersPerUser = 3;

const state = singleton("assistant-answers", () => ({
  perUser: new Map<string, number>(),
  running: new Set<Promise<unknown>>(),
  /** Aborted when shutdown stops waiting: the answers still running are stored as interrupted. */
  interrupt: new AbortController(),
}));

/** Aborted when the answers still running must stop (the server is going down). */
export function interruptSignal(): AbortSignal {
  return state.interrupt.signal;
}

/** Reserves an answer slot for the user; false when the user has `maxAnswersPerUser` running. */
export function reserveAnswer(uid: string): boolean {
  const count = state.perUser.get(uid) ?? 0;
  if (count >= maxAnswersPerUser) return false;
  state.perUser.set(uid, count + 1);
  return true;
}

/** Tracks a running answer until it settles, then frees the user's slot. */
export function trackAnswer(uid: string, answer: Promise<unknown>): void {
  const tracked = answer.finally(() => {
    state.running.delete(tracked);
    const count = (state.perUser.get(uid) ?? 1) - 1;
    if (count <= 0) state.perUser.delete(uid);
    else state.perUser.set(uid, count);
  });
  state.running.add(tracked);
  tracked.catch(() => {});
}

export function releaseAnswer(uid: string): void {
  const count = (state.perUser.get(uid) ?? 1) - 1;
  if (count <= 0) state.perUser.delete(uid);
  else state.perUser.set(uid, count);
}

/** Resolves when every answer running now has been stored (for a graceful shutdown). */
export async function answersSettled(): Promise<void> {
  await Promise.allSettled(state.running);
}

/**
 * For a graceful shutdown: lets the running answers finish for up to `boundMs`, then interrupts
 * the rest (each is stored as an error message and its stream ends with the error) and waits for
 * them to be stored. Returns how many were interrupted.
 */
export async function drainAnswers(boundMs: number): Promise<number> {
  let timer: NodeJS.Timeout | undefined;
  const bound = new Promise<"bound">((resolve) => (timer = setTimeout(() => resolve("bound"), boundMs)));
  const outcome = await Promise.race([answersSettled().then(() => "settled" as const), bound]);
  clearTimeout(timer);
  if (outcome === "settled") return 0;
  const interrupted = state.running.size;
  state.interrupt.abort();
  await answersSettled();
  return interrupted;
}
