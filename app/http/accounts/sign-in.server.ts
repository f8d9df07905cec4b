import { accountsConfig, AUTH_REQUEST_COOKIE } from "#app/domain/accounts/config.server.ts";
import { expireCookie, readCookie, serializeCookie } from "#app/domain/accounts/cookies.ts";
import * as oidc from "#app/domain/accounts/oidc.server.ts";
import { getEnv } from "#app/env.server.ts";
import type { ProviderId } from "#app/domain/accounts/providers.server.ts";
import type { User } from "#app/domain/accounts/user.server.ts";
import { sessionCookie, sessionIdFromRequest } from "./session.server.ts";

/*
 * The cookies of the OIDC sign-in: the HTTP side of app/domain/accounts/oidc.server.ts
 * (docs/decisions/135-the-http-edge-and-settings-passed-in.md). The sign-in's id lives in a
 * cookie scoped to /auth between the two steps; the callback ends it and sets the session cookie.
 */

/** Step 1: the provider's address and the Set-Cookie header of the sign-in in progress. */
export async function startSignIn(
  options: Omit<Parameters<typeof oidc.startSignIn>[0], "env">,
): Promise<{ location: string; setCookie: string }> {
  const started = await oidc.startSignIn({ ...options, env: getEnv() });
  const setCookie = serializeCookie(AUTH_REQUEST_COOKIE, started.authRequestId, {
    secure: accountsConfig(getEnv()).secureCookies,
    maxAgeSeconds: oidc.AUTH_REQUEST_TTL_MS / 1000,
    path: "/auth",
  });
  return { location: started.location, setCookie };
}

/** Step 2, the callback: where to go next, and the new session's cookie with the sign-in cookie's deletion. */
export async function completeSignIn(
  request: Request,
  providerId: ProviderId | string,
): Promise<{ user: User; location: string; setCookies: string[] }> {
  const done = await oidc.completeSignIn({
    providerId,
    authRequestId: readCookie(request.headers.get("cookie"), AUTH_REQUEST_COOKIE),
    search: new URL(request.url).search,
    previousSessionId: sessionIdFromRequest(request),
    env: getEnv(),
  });
  return {
    user: done.user,
    location: done.location,
    setCookies: [
      sessionCookie(done.sessionId),
      expireCookie(AUTH_REQUEST_COOKIE, { secure: accountsConfig(getEnv()).secureCookies, path: "/auth" }),
    ],
  };
}
