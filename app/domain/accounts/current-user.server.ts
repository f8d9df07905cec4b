import { redirect } from "react-router";
import { AppError, errorResponse } from "#app/utils/app-error.ts";
import { accountsConfig } from "./config.server.ts";
import { readSession, type SessionWithUser } from "./session.server.ts";
import type { User } from "./user.server.ts";

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
    pending = readSession(request);
    cache.set(request, pending);
  }
  return pending;
}

export async function getSignedInUser(request: Request): Promise<User | null> {
  return (await getSessionWithUser(request))?.user ?? null;
}

/** A same-site path to come back to after sign-in; anything else becomes null. */
export function safeReturnTo(value: string | null | undefined): string | null {
  if (!value || !value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return null;
  // Never back into the sign-in machinery itself (a loop), e.g. from the header link on /auth/sign-in.
  if (value === "/auth" || value.startsWith("/auth/") || value.startsWith("/dev-idp")) return null;
  if (value.length > 1000 || [...value].some((char) => char.charCodeAt(0) < 0x20)) return null;
  // A Location header carries bytes, not text: characters outside printable ASCII go percent-encoded
  // (a lone surrogate cannot be encoded and is refused).
  try {
    return value.replace(/[^\x21-\x7e]/gu, (char) => encodeURIComponent(char));
  } catch {
    return null;
  }
}

export function signInUrl(options: { returnTo?: string | null; intent?: "waitlist"; reason?: "idle" } = {}): string {
  const params = new URLSearchParams();
  const returnTo = safeReturnTo(options.returnTo);
  if (returnTo) params.set("returnTo", returnTo);
  if (options.intent) params.set("intent", options.intent);
  if (options.reason) params.set("reason", options.reason);
  const query = params.toString();
  return `/auth/sign-in${query ? `?${query}` : ""}`;
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

export function isAdmin(user: Pick<User, "email">, adminEmails = accountsConfig().adminEmails): boolean {
  return !!user.email && adminEmails.includes(user.email.toLowerCase());
}

/** Outside waitlist mode every signed-in user may use the assistant; in it, verified ones (and admins). */
export function canUseAssistant(user: User, config = accountsConfig()): boolean {
  return !config.waitlistMode || user.verified || isAdmin(user, config.adminEmails);
}

export async function requireAssistantUser(request: Request, options: { api?: boolean } = {}): Promise<User> {
  const user = options.api ? await requireApiUser(request) : await requireUser(request);
  if (canUseAssistant(user)) return user;
  if (options.api) throw apiError(403, "waitlisted", "Your account is on the waitlist and not approved yet.");
  throw redirect("/waitlist/thank-you");
}

/** For admin pages: anonymous users sign in first; signed-in non-admins get 403. */
export async function requireAdmin(request: Request, options: { api?: boolean } = {}): Promise<User> {
  const user = options.api ? await requireApiUser(request) : await requireUser(request);
  if (!isAdmin(user)) {
    throw options.api
      ? apiError(403, "forbidden", "Only administrators may do this.")
      : new Response("Forbidden", { status: 403, statusText: "Forbidden" });
  }
  return user;
}
