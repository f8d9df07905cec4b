import { afterEach, describe, expect, test, vi } from "vitest";
import { getEnv, resetEnvForTests } from "#app/env.server.ts";
import { accountsConfig } from "./config.server.ts";
import { useTestDatabase } from "#tests/support/database.ts";
import { signIn } from "#tests/support/sign-in.ts";
import { assertCsrfToken, CsrfError } from "#app/http/accounts/csrf.server.ts";
import { getSignedInUser, requireApiUser, requireUser } from "#app/http/accounts/current-user.server.ts";
import { safeReturnTo } from "./access.server.ts";
import {
  clearSessionCookie,
  endRequestSession,
  readRequestSession,
  sessionCookie,
} from "#app/http/accounts/session.server.ts";
import { createSession } from "./session.server.ts";

useTestDatabase();

const sessionAges = () => {
  const { idleMs, maxAgeMs } = accountsConfig(getEnv());
  return { idleMs, maxAgeMs };
};

const page = (cookie?: string, init: RequestInit = {}) =>
  new Request("http://localhost/account?tab=1", {
    ...init,
    headers: { ...(cookie ? { cookie } : {}), ...(init.headers as object) },
  });

describe("sessions", () => {
  test("a signed-in request gets its user; a request without cookie gets null", async () => {
    const alice = await signIn({ email: "alice@example.com" });
    expect((await getSignedInUser(page(alice.cookie)))?.email).toBe("alice@example.com");
    expect(await getSignedInUser(page())).toBeNull();
    expect(await getSignedInUser(page("lc_session=not-a-real-session-id-at-all"))).toBeNull();
  });

  test("requireUser redirects pages to sign-in with returnTo; requireApiUser throws 401 JSON", async () => {
    const redirect = await requireUser(page()).then(
      () => new Response(null, { status: 200 }),
      (error: unknown) => error as Response,
    );
    expect(redirect.status).toBe(302);
    expect(redirect.headers.get("location")).toBe("/auth/sign-in?returnTo=%2Faccount%3Ftab%3D1");
    const denied = await requireApiUser(page()).then(
      () => new Response(null, { status: 200 }),
      (error: unknown) => error as Response,
    );
    expect(denied.status).toBe(401);
    expect(await denied.json()).toEqual({ error: { code: "unauthorized", message: "Sign in to use this API." } });
  });

  test("idle expiry slides with each request and ends the session on a moved clock", async () => {
    const idleMs = 30 * 60_000;
    const start = new Date("2026-01-01T10:00:00Z");
    const bob = await signIn({ now: start, idleMs });
    const at = (minutes: number) => new Date(start.getTime() + minutes * 60_000);
    // 29 minutes later: still signed in, and the request extends the session to 10:59.
    expect(await readRequestSession(page(bob.cookie), { now: at(29), idleMs })).not.toBeNull();
    // 58 minutes after the start but only 29 after the last request: still signed in.
    expect(await readRequestSession(page(bob.cookie), { now: at(58), idleMs })).not.toBeNull();
    // A status read (touch: false) does not extend.
    expect(await readRequestSession(page(bob.cookie), { now: at(80), idleMs, touch: false })).not.toBeNull();
    // 30 minutes without a request: gone, also afterwards.
    expect(await readRequestSession(page(bob.cookie), { now: at(88), idleMs })).toBeNull();
    expect(await readRequestSession(page(bob.cookie), { now: at(58), idleMs })).toBeNull();
  });

  test("requests within a minute of the last extension leave the expiry as it is; a later one slides it", async () => {
    const idleMs = 30 * 60_000;
    const start = new Date("2026-01-01T10:00:00Z");
    const erin = await signIn({ now: start, idleMs });
    const at = (seconds: number) => new Date(start.getTime() + seconds * 1000);
    const expiry = async (seconds: number) =>
      (await readRequestSession(page(erin.cookie), { now: at(seconds), idleMs }))!.session.expiresAt.toISOString();
    // Sign-in set 10:30:00; 59 seconds later the session still ends then.
    expect(await expiry(59)).toBe("2026-01-01T10:30:00.000Z");
    // A minute after the sign-in, the request slides it to 30 minutes after itself.
    expect(await expiry(60)).toBe("2026-01-01T10:31:00.000Z");
    expect(await expiry(100)).toBe("2026-01-01T10:31:00.000Z");
  });

  test("sign-out deletes the session; every sign-in gets a new id", async () => {
    const carol = await signIn();
    const second = await createSession({ uid: carol.user.uid, ...sessionAges() });
    expect(second.id).not.toBe(carol.cookie.split("=")[1]);
    await endRequestSession(page(carol.cookie));
    expect(await getSignedInUser(page(carol.cookie))).toBeNull();
    expect(await getSignedInUser(page(`lc_session=${second.id}`))).not.toBeNull();
  });

  test("returnTo accepts only same-site paths", () => {
    expect(safeReturnTo("/assistant?x=1")).toBe("/assistant?x=1");
    expect(safeReturnTo("//evil.example/")).toBeNull();
    expect(safeReturnTo("/\\evil.example")).toBeNull();
    expect(safeReturnTo("https://evil.example/")).toBeNull();
    expect(safeReturnTo(null)).toBeNull();
  });
});

describe("the CSRF token of forms", () => {
  const form = (cookie: string, body: Record<string, string>) =>
    new Request("http://localhost/account", {
      method: "POST",
      headers: { cookie, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(body),
    });

  test("a signed-in form POST without or with a wrong token fails; with the token it passes", async () => {
    const dora = await signIn();
    await expect(assertCsrfToken(form(dora.cookie, { intent: "delete" }))).rejects.toBeInstanceOf(CsrfError);
    await expect(assertCsrfToken(form(dora.cookie, { csrf: "wrong", intent: "delete" }))).rejects.toBeInstanceOf(
      CsrfError,
    );
    await expect(
      assertCsrfToken(form(dora.cookie, { csrf: dora.csrfToken, intent: "delete" })),
    ).resolves.toBeUndefined();
  });

  test("the X-CSRF-Token header works for any body; JSON relies on the Origin check", async () => {
    const eve = await signIn();
    const json = (headers: Record<string, string>) =>
      new Request("http://localhost/api/x", {
        method: "POST",
        headers: { "content-type": "application/json", ...headers },
        body: "{}",
      });
    await expect(assertCsrfToken(json(eve.headers()))).resolves.toBeUndefined();
    await expect(assertCsrfToken(json({ cookie: eve.cookie }))).resolves.toBeUndefined();
    await expect(assertCsrfToken(json({ cookie: eve.cookie, "x-csrf-token": "wrong" }))).rejects.toBeInstanceOf(
      CsrfError,
    );
  });

  test("other bodies a cross-site page could send (text/plain, none) need the token too", async () => {
    const finn = await signIn();
    const plain = new Request("http://localhost/account", {
      method: "POST",
      headers: { cookie: finn.cookie, "content-type": "text/plain" },
      body: "intent=delete",
    });
    await expect(assertCsrfToken(plain)).rejects.toBeInstanceOf(CsrfError);
    const bare = new Request("http://localhost/auth/session", { method: "DELETE", headers: { cookie: finn.cookie } });
    await expect(assertCsrfToken(bare)).rejects.toBeInstanceOf(CsrfError);
    const withHeader = new Request("http://localhost/auth/session", {
      method: "DELETE",
      headers: { cookie: finn.cookie, "x-csrf-token": finn.csrfToken },
    });
    await expect(assertCsrfToken(withHeader)).resolves.toBeUndefined();
    // Signed out there is no token to check (the Origin check still applies).
    await expect(
      assertCsrfToken(new Request("http://localhost/auth/session", { method: "DELETE" })),
    ).resolves.toBeUndefined();
  });
});

describe("the Secure attribute follows PUBLIC_URL (ADR 050), not TRUST_PROXY", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    resetEnvForTests();
  });
  const withEnv = (values: Record<string, string>) => {
    for (const [key, value] of Object.entries(values)) vi.stubEnv(key, value);
    resetEnvForTests();
  };

  test("https PUBLIC_URL: the session cookie and its deletion carry Secure", async () => {
    withEnv({ PUBLIC_URL: "https://legal-calendar.example", TRUST_PROXY: "false" });
    const { user } = await signIn();
    const session = await createSession({ uid: user.uid, ...sessionAges() });
    expect(sessionCookie(session.id)).toMatch(/^lc_session=[\w-]+; Path=\/; HttpOnly; SameSite=Lax; Secure$/);
    expect(clearSessionCookie()).toMatch(/; Max-Age=0; Secure$/);
  });

  test("http PUBLIC_URL: no Secure, even with TRUST_PROXY=true", async () => {
    withEnv({ PUBLIC_URL: "http://127.0.0.1:3000", TRUST_PROXY: "true" });
    const { user } = await signIn();
    const session = await createSession({ uid: user.uid, ...sessionAges() });
    expect(sessionCookie(session.id)).toMatch(/^lc_session=[\w-]+; Path=\/; HttpOnly; SameSite=Lax$/);
    expect(clearSessionCookie()).not.toMatch(/Secure/);
  });
});
