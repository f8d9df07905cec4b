/**
 * The client half of the inactivity rule (docs/decisions/053-inactivity-sign-out.md).
 * After `idleMs` without mousedown, mousemove, keypress, scroll or touchstart the user is signed
 * out; `warnMs` before, a `sessionWarning` CustomEvent is dispatched on `target` with
 * `detail.timeLeft` in SECONDS (an integer) and `onWarn` shows the dialog; 'Stay signed in'
 * (`stayActive`) or any activity, in this tab or another, closes it (`onActive`). Activity in another
 * tab arrives through `channel` (BroadcastChannel) and counts here too. Activity is reported to
 * the server (`keepAlive`, at most once per `keepAliveEveryMs`, trailing) so that the server's
 * sliding expiry never ends before this timer does. Pure logic: the DOM and network are passed in,
 * so tests drive it with fake timers.
 */
export const ACTIVITY_EVENTS = ["mousedown", "mousemove", "keypress", "scroll", "touchstart"] as const;
export const SESSION_WARNING_EVENT = "sessionWarning";
export type SessionWarningDetail = { timeLeft: number };

export type ChannelLike = {
  postMessage: (message: unknown) => void;
  addEventListener: (type: "message", listener: (event: MessageEvent) => void) => void;
  removeEventListener: (type: "message", listener: (event: MessageEvent) => void) => void;
};

export type InactivityTimerOptions = {
  idleMs: number;
  warnMs?: number;
  target: EventTarget;
  channel?: ChannelLike | null;
  now?: () => number;
  keepAliveEveryMs?: number;
  /** Tells the server about activity; resolves to the server's remaining idle ms, or null when signed out. */
  keepAlive: () => Promise<number | null>;
  /** Reads the server's remaining idle ms without extending; null when the session is gone. */
  checkServer?: () => Promise<number | null>;
  onWarn: (secondsLeft: number) => void;
  onTick?: (secondsLeft: number) => void;
  onActive?: () => void;
  onExpire: () => void;
  /**
   * Events that are an answer to the warning rather than activity (the dialog's own buttons and
   * text), so that pressing 'Sign out now' is not undone by the press itself. Default: none.
   */
  isAnswer?: (event: Event) => boolean;
};

export function startInactivityTimer(options: InactivityTimerOptions) {
  const now = options.now ?? (() => Date.now());
  const warnMs = options.warnMs ?? 60_000;
  const keepAliveEveryMs = options.keepAliveEveryMs ?? 60_000;
  let lastActivity = now();
  let lastPing = now();
  let lastBroadcast = 0;
  let warning = false;
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let tick: ReturnType<typeof setInterval> | undefined;
  let pingTimer: ReturnType<typeof setTimeout> | undefined;

  const secondsLeft = () => Math.max(0, Math.ceil((lastActivity + options.idleMs - now()) / 1000));

  function schedule() {
    clearTimeout(timer);
    if (stopped) return;
    const due = warning ? lastActivity + options.idleMs : lastActivity + options.idleMs - warnMs;
    timer = setTimeout(check, Math.max(0, due - now()));
  }

  function clearWarning() {
    if (!warning) return;
    warning = false;
    clearInterval(tick);
    tick = undefined;
    options.onActive?.();
  }

  function ping() {
    clearTimeout(pingTimer);
    pingTimer = undefined;
    lastPing = now();
    void options
      .keepAlive()
      .then((remaining) => {
        if (remaining === null && !stopped) expire();
      })
      .catch(() => undefined);
  }

  function schedulePing() {
    if (pingTimer !== undefined) return;
    const wait = lastPing + keepAliveEveryMs - now();
    if (wait <= 0) ping();
    else pingTimer = setTimeout(ping, wait);
  }

  function activity(at: number, fromOtherTab: boolean) {
    if (stopped || at <= lastActivity) return;
    // Activity counts while the warning is up too (the 30 minutes run "without
    // mousedown, mousemove, keypress, scroll or touchstart"): it closes the dialog, restarts the
    // 30 minutes and reaches the server and the other tabs like any other activity.
    lastActivity = at;
    clearWarning();
    if (!fromOtherTab) {
      schedulePing();
      if (at - lastBroadcast >= 5_000) {
        lastBroadcast = at;
        options.channel?.postMessage({ type: "activity", at });
      }
    }
    // No reschedule per mousemove: check() sees the moved lastActivity and reschedules itself.
  }

  function expire() {
    if (stopped) return;
    stop();
    options.onExpire();
  }

  async function check() {
    if (stopped) return;
    const left = lastActivity + options.idleMs - now();
    if (!warning && left > warnMs) return schedule();
    if (left > 0 && !warning) {
      warning = true;
      const seconds = secondsLeft();
      options.target.dispatchEvent(
        new CustomEvent<SessionWarningDetail>(SESSION_WARNING_EVENT, { detail: { timeLeft: seconds } }),
      );
      options.onWarn(seconds);
      tick = setInterval(() => options.onTick?.(secondsLeft()), 1000);
      return schedule();
    }
    if (left > 0) return schedule();
    // Deadline reached. Another tab may have kept the session alive without us hearing of it.
    const remaining = options.checkServer ? await options.checkServer().catch(() => null) : null;
    if (stopped) return;
    if (remaining !== null && remaining > warnMs) {
      lastActivity = now() - (options.idleMs - remaining);
      clearWarning();
      return schedule();
    }
    expire();
  }

  const onDomActivity = (event: Event) => {
    if (warning && options.isAnswer?.(event)) return;
    activity(now(), false);
  };
  const onMessage = (event: MessageEvent) => {
    const data = event.data as { type?: string; at?: number } | null;
    if (data?.type === "activity" && typeof data.at === "number") activity(Math.min(data.at, now()), true);
  };
  for (const type of ACTIVITY_EVENTS)
    options.target.addEventListener(type, onDomActivity, { passive: true, capture: true });
  options.channel?.addEventListener("message", onMessage);
  schedule();

  function stop() {
    stopped = true;
    clearTimeout(timer);
    clearTimeout(pingTimer);
    clearInterval(tick);
    for (const type of ACTIVITY_EVENTS) options.target.removeEventListener(type, onDomActivity, { capture: true });
    options.channel?.removeEventListener("message", onMessage);
  }

  return {
    stop,
    /** 'Stay signed in': counts as activity even while the warning is shown, and tells the server now. */
    stayActive() {
      lastActivity = Math.max(lastActivity, now());
      clearWarning();
      ping();
      options.channel?.postMessage({ type: "activity", at: lastActivity });
      schedule();
    },
    secondsLeft,
  };
}
