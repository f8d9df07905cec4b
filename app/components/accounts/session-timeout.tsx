import { useEffect, useRef, useState } from "react";
import { useTranslate } from "../../i18n/use-translate.ts";
import { startInactivityTimer, type ChannelLike } from "./inactivity-timer.ts";

type SessionStatus = { signedIn: boolean; expiresInSeconds?: number };

async function sessionRequest(method: "GET" | "POST", csrfToken: string): Promise<number | null> {
  const response =
    method === "POST"
      ? await fetch("/auth/session", {
          method: "POST",
          headers: { "content-type": "application/json", "x-csrf-token": csrfToken },
          body: "{}",
          credentials: "same-origin",
        })
      : await fetch("/auth/session", { credentials: "same-origin" });
  if (response.status === 401) return null;
  if (!response.ok) throw new Error(`session ${method} failed: ${response.status}`);
  const status = (await response.json()) as SessionStatus;
  return status.signedIn && typeof status.expiresInSeconds === "number" ? status.expiresInSeconds * 1000 : null;
}

/** A storage-event fallback where BroadcastChannel is missing: same messages, other tabs only. */
function storageChannel(): ChannelLike {
  const key = "legal-calendar-activity";
  const listeners = new Map<(event: MessageEvent) => void, (event: StorageEvent) => void>();
  return {
    postMessage: (message) => {
      try {
        localStorage.setItem(key, JSON.stringify(message));
      } catch {
        // Storage may be disabled: cross-tab sync then relies on the server check at the deadline.
      }
    },
    addEventListener: (_type, listener) => {
      const wrapped = (event: StorageEvent) => {
        if (event.key === key && event.newValue)
          listener(new MessageEvent("message", { data: JSON.parse(event.newValue) }));
      };
      listeners.set(listener, wrapped);
      window.addEventListener("storage", wrapped);
    },
    removeEventListener: (_type, listener) => {
      const wrapped = listeners.get(listener);
      if (wrapped) window.removeEventListener("storage", wrapped);
    },
  };
}

/**
 * The inactivity sign-out for signed-in pages: a modal dialog with a countdown and 'Stay signed
 * in' one minute before the idle limit; at the limit the session ends and the browser goes to
 * the sign-in page with a short explanation.
 */
export function SessionTimeout({ idleSeconds, csrfToken }: { idleSeconds: number; csrfToken: string }) {
  const t = useTranslate();
  const dialog = useRef<HTMLDialogElement>(null);
  const [secondsLeft, setSecondsLeft] = useState<number | null>(null);
  const [signOutFailed, setSignOutFailed] = useState(false);
  const controls = useRef<ReturnType<typeof startInactivityTimer> | null>(null);

  useEffect(() => {
    const channel: (ChannelLike & { close?: () => void }) | null =
      typeof BroadcastChannel === "function" ? new BroadcastChannel("legal-calendar-session") : storageChannel();
    const signOut = async () => {
      let problem: string | null = null;
      try {
        const response = await fetch("/auth/session", {
          method: "DELETE",
          headers: { "x-csrf-token": csrfToken },
          credentials: "same-origin",
        });
        if (!response.ok) problem = `status ${response.status}`;
      } catch (error) {
        problem = error instanceof Error ? error.message : String(error);
      }
      if (problem === null) {
        const returnTo = window.location.pathname + window.location.search;
        window.location.assign(`/auth/sign-in?reason=idle&returnTo=${encodeURIComponent(returnTo)}`);
        return;
      }
      // Not a silent redirect: the user learns that the session may still be open and can end it.
      console.warn(`Automatic sign-out after inactivity failed (${problem}).`);
      setSignOutFailed(true);
      if (!dialog.current?.open) dialog.current?.showModal();
    };
    const timer = startInactivityTimer({
      idleMs: idleSeconds * 1000,
      target: window,
      channel,
      keepAlive: () => sessionRequest("POST", csrfToken),
      checkServer: () => sessionRequest("GET", csrfToken),
      onWarn: (seconds) => {
        setSecondsLeft(seconds);
        if (!dialog.current?.open) dialog.current?.showModal();
      },
      onTick: setSecondsLeft,
      onActive: () => {
        setSecondsLeft(null);
        dialog.current?.close();
      },
      onExpire: () => void signOut(),
      // The dialog's content answers the warning; its backdrop (the dialog element itself) does not.
      isAnswer: (event) =>
        event.target instanceof Node && event.target !== dialog.current && !!dialog.current?.contains(event.target),
    });
    controls.current = timer;
    // Tells tests (and curious developers) that the timer runs, i.e. the page is hydrated.
    dialog.current?.setAttribute("data-armed", "true");
    return () => {
      timer.stop();
      channel?.close?.();
    };
  }, [idleSeconds, csrfToken]);

  return (
    <dialog
      ref={dialog}
      className="session-dialog"
      aria-labelledby="session-dialog-title"
      aria-describedby="session-dialog-text"
    >
      <h2 id="session-dialog-title">{t("accounts.timeout.title")}</h2>
      {signOutFailed ? (
        <p id="session-dialog-text" className="status-message" data-kind="error" role="alert">
          {t("accounts.timeout.failed")}
        </p>
      ) : (
        <p id="session-dialog-text">{t("accounts.timeout.text", { seconds: secondsLeft ?? 60 })}</p>
      )}
      <div className="session-dialog-actions">
        {signOutFailed ? null : (
          <button type="button" className="button" autoFocus onClick={() => controls.current?.stayActive()}>
            {t("accounts.timeout.stay")}
          </button>
        )}
        <form method="post" action="/auth/sign-out">
          <input type="hidden" name="csrf" value={csrfToken} />
          <button type="submit" className="button button-secondary">
            {t("accounts.timeout.signOut")}
          </button>
        </form>
      </div>
    </dialog>
  );
}
