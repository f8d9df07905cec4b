import type { Env } from "#app/env.server.ts";

/**
 * The accounts settings, derived from the validated environment (app/env.server.ts) by the HTTP edge
 * and passed to the accounts functions that need them (ADR 135).
 */
export function accountsConfig(
  env: Pick<Env, "SESSION_IDLE_MINUTES" | "SESSION_MAX_HOURS" | "WAITLIST_MODE" | "ADMIN_EMAILS" | "PUBLIC_URL">,
) {
  return {
    idleMs: env.SESSION_IDLE_MINUTES * 60_000,
    /** A session ends this long after sign-in however active it is (a stolen cookie does not live on). */
    maxAgeMs: env.SESSION_MAX_HOURS * 3_600_000,
    waitlistMode: env.WAITLIST_MODE,
    adminEmails: env.ADMIN_EMAILS,
    publicUrl: env.PUBLIC_URL,
    secureCookies: env.PUBLIC_URL.startsWith("https:"),
  };
}

export type AccountsConfig = ReturnType<typeof accountsConfig>;

export const SESSION_COOKIE = "lc_session";
export const AUTH_REQUEST_COOKIE = "lc_auth";
/** The form field (or X-CSRF-Token header) that carries the session's CSRF token. */
export const CSRF_FIELD = "csrf";
export const CSRF_HEADER = "x-csrf-token";
