import { redirect } from "react-router";
import { canUseAssistant, isAdmin, signInUrl } from "#app/domain/accounts/access.server.ts";
import type { SessionWithUser } from "#app/domain/accounts/session.server.ts";
import type { User } from "#app/domain/accounts/user.server.ts";
import { AppError, errorResponse } from "#app/utils/app-error.ts";
import { readRequestSession } from "./session.server.ts";
import { accountsConfig } from "#app/domain/accounts/config.server.ts";
import { getEnv } from "#app/env.server.ts";

/*
 * What other areas call from loaders, actions and resource routes:
 *   getSignedInUser(request)          → User | null
 *   requireUser(request)              → User, or a redirect to /auth/sign-in?returnTo=… (pages)
 *   requireApiUser(request)           → User, or throws a 401 JSON Response (APIs)
 *   requireAssistantUser(request, { api? }) → User allowed to use the assistant (waitlist mode),
 *                                       else redirect to /waitlist/thank-you (page) or 403 (API)
 * Each request reads its session once (cached per Request object) and slides its idle expiry.
 */

const cache = new WeakMap<Request, Promise<SessionWithUser | null>>();

export function getSessionWithUser(request: Request): Promise<SessionWithUser | null> {
  let pending = cache.get(request);
  if (!pending) {
    pending = readRequestSession(request);
    cache.set(request, pending);
  }
  return pending;
}

export async function getSignedInUser(request: Request): Promise<User | null> {
  return (await getSessionWithUser(request))?.user ?? null;
}

function pathOf(request: Request): string {
  const url = new URL(request.url);
  // React Router's data requests end in .data; return to the page itself.
  return url.pathname.replace(/\.data$/, "").replace(/^\/_root$/, "/") + url.search.replace(/[?&]_routes=[^&]*/, "");
}

/** For pages: the signed-in user, or a redirect to sign-in that comes back here. */
export async function requireUser(request: Request): Promise<User> {
  const user = await getSignedInUser(request);
  if (!user) throw redirect(signInUrl({ returnTo: pathOf(request) }));
  return user;
}

/** A thrown answer for API callers, in the one error shape (app/utils/app-error.ts). */
export function apiError(status: 401 | 403 | 404, code: string, message: string): Response {
  return errorResponse(new AppError(status, code, message));
}

/** For APIs and resource routes: the signed-in user, or a thrown 401 JSON response. */
export async function requireApiUser(request: Request): Promise<User> {
  const user = await getSignedInUser(request);
  if (!user) throw apiError(401, "unauthorized", "Sign in to use this API.");
  return user;
}

export async function requireAssistantUser(request: Request, options: { api?: boolean } = {}): Promise<User> {
  const user = options.api ? await requireApiUser(request) : await requireUser(request);
  if (canUseAssistant(user, accountsConfig(getEnv()))) return user;
  if (options.api) throw apiError(403, "waitlisted", "Your account is on the waitlist and not approved yet.");
  throw redirect("/waitlist/thank-you");
}

/** For admin pages: anonymous users sign in first; signed-in non-admins get 403. */
export async function requireAdmin(request: Request, options: { api?: boolean } = {}): Promise<User> {
  const user = options.api ? await requireApiUser(request) : await requireUser(request);
  if (!isAdmin(user, accountsConfig(getEnv()).adminEmails)) {
    throw options.api
      ? apiError(403, "forbidden", "Only administrators may do this.")
      : new Response("Forbidden", { status: 403, statusText: "Forbidden" });
  }
  return user;
}
