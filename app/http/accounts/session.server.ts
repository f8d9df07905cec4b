import { accountsConfig, SESSION_COOKIE } from "#app/domain/accounts/config.server.ts";
import { expireCookie, readCookie, serializeCookie } from "#app/domain/accounts/cookies.ts";
import { deleteSession, readSession, type SessionWithUser } from "#app/domain/accounts/session.server.ts";
import { getEnv } from "#app/env.server.ts";

/*
 * The session cookie: the HTTP side of app/domain/accounts/session.server.ts, which decides a
 * session's lifetime from its id alone (docs/decisions/135-the-http-edge-and-settings-passed-in.md).
 */

export function sessionCookie(id: string): string {
  return serializeCookie(SESSION_COOKIE, id, { secure: accountsConfig(getEnv()).secureCookies });
}

export function clearSessionCookie(): string {
  return expireCookie(SESSION_COOKIE, { secure: accountsConfig(getEnv()).secureCookies });
}

/** The session id of the request's cookie, when it has the form of one. */
export function sessionIdFromRequest(request: Request): string | undefined {
  const id = readCookie(request.headers.get("cookie"), SESSION_COOKIE);
  return id && /^[\w-]{20,100}$/.test(id) ? id : undefined;
}

/**
 * The live session of the request's cookie and its user, or null (`readSession`'s options; the
 * idle and maximum age from the settings, SESSION_IDLE_MINUTES and SESSION_MAX_HOURS, unless given).
 */
export function readRequestSession(
  request: Request,
  options: Partial<Parameters<typeof readSession>[1]> = {},
): Promise<SessionWithUser | null> {
  const { idleMs, maxAgeMs } = accountsConfig(getEnv());
  return readSession(sessionIdFromRequest(request), { idleMs, maxAgeMs, ...withoutUndefined(options) });
}

/** Ends the session of the request's cookie, if any (the caller clears the cookie). */
export function endRequestSession(request: Request): Promise<void> {
  return deleteSession(sessionIdFromRequest(request));
}

/** The options a caller gave (an `idleMs: undefined` keeps the setting). */
function withoutUndefined<T extends object>(options: T): Partial<T> {
  return Object.fromEntries(Object.entries(options).filter(([, value]) => value !== undefined)) as Partial<T>;
}
