import type { AccountsConfig } from "./config.server.ts";
import type { User } from "./user.server.ts";

/*
 * Who may do what: the rules the HTTP edge (app/http/accounts/current-user.server.ts) applies to
 * the signed-in user of a request, and the same-site path to come back to after sign-in.
 */

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

export function isAdmin(user: Pick<User, "email">, adminEmails: readonly string[]): boolean {
  return !!user.email && adminEmails.includes(user.email.toLowerCase());
}

/** Outside waitlist mode every signed-in user may use the assistant; in it, verified ones (and admins). */
export function canUseAssistant(user: User, config: Pick<AccountsConfig, "waitlistMode" | "adminEmails">): boolean {
  return !config.waitlistMode || user.verified || isAdmin(user, config.adminEmails);
}
