import { eq } from "drizzle-orm";
import { getDb } from "#app/db/client.server.ts";
import { users } from "#app/db/schema/index.ts";
import { accountsConfig, SESSION_COOKIE } from "#app/domain/accounts/config.server.ts";
import { getEnv } from "#app/env.server.ts";
import { createSession } from "#app/domain/accounts/session.server.ts";
import { upsertUserFromIdentity, type User } from "#app/domain/accounts/user.server.ts";

export type SignedIn = {
  user: User;
  /** The value for a `Cookie` request header. */
  cookie: string;
  /** The session's CSRF token (form field `csrf` or header `X-CSRF-Token`). */
  csrfToken: string;
  /**
   * Headers for a request as a browser would send it from our own page: the cookie, and for
   * state-changing requests the Origin (and the CSRF token header, which forms put in a field).
   */
  headers: (origin?: string) => Record<string, string>;
};

let counter = 0;

/**
 * Creates a user and a live session in the current test database (useTestDatabase() first) and
 * returns what a request needs to be signed in as that user. Example:
 *   const alice = await signIn({ email: "alice@example.com" });
 *   await action({ request: new Request(url, { method: "POST", headers: alice.headers(), body }) , … });
 */
export async function signIn(
  options: { email?: string | null; displayName?: string; verified?: boolean; now?: Date; idleMs?: number } = {},
): Promise<SignedIn> {
  counter += 1;
  const subject = `test-${process.pid}-${counter}-${crypto.randomUUID()}`;
  const { user } = await upsertUserFromIdentity({
    issuer: "https://test-idp.invalid",
    subject,
    email: options.email === undefined ? `user${counter}-${subject.slice(-6)}@example.com` : options.email,
    displayName: options.displayName ?? `Test User ${counter}`,
    photoURL: null,
  });
  let current = user;
  if (options.verified) {
    await getDb().update(users).set({ verified: true }).where(eq(users.uid, user.uid));
    current = { ...user, verified: true };
  }
  const session = await createSession({
    uid: user.uid,
    now: options.now,
    idleMs: options.idleMs ?? accountsConfig(getEnv()).idleMs,
    maxAgeMs: accountsConfig(getEnv()).maxAgeMs,
  });
  const cookie = `${SESSION_COOKIE}=${session.id}`;
  return {
    user: current,
    cookie,
    csrfToken: session.csrfToken,
    headers: (origin = "http://localhost") => ({ cookie, origin, "x-csrf-token": session.csrfToken }),
  };
}
