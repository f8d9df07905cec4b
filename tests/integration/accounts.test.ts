import http from "node:http";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { browse, CookieJar, csrfTokenOf, devIdpSignIn } from "../support/dev-idp-sign-in.ts";
import { startTestServer, type TestServer } from "../support/test-server.ts";

/*
 * The authorization suite, against the production server: sign-in through the
 * development provider, waitlist mode, admin 403, 404 for ids that are not the caller's, and
 * CSRF refusals. Needs the build (npm test builds first).
 */

// One server at a time (the apps run in this process, which has one database): each start stops the last.
let last: TestServer | undefined;
afterAll(async () => last?.close());

async function start(env: Record<string, string>): Promise<TestServer> {
  await last?.close();
  last = undefined;
  last = await startTestServer("accounts", { ...env });
  return last;
}

describe("accounts on the production server (waitlist mode)", () => {
  let server: Awaited<ReturnType<typeof start>>;
  beforeAll(async () => {
    server = await start({ WAITLIST_MODE: "true", ADMIN_EMAILS: "admin@example.com" });
  });

  test("anonymous: pages redirect to sign-in with returnTo, the session API answers 401", async () => {
    for (const page of ["/account", "/assistant", "/waitlist/thank-you", "/admin/waitlist"]) {
      const response = await fetch(`${server.base}${page}`, { redirect: "manual" });
      expect(response.status, page).toBe(302);
      expect(response.headers.get("location"), page).toBe(`/auth/sign-in?returnTo=${encodeURIComponent(page)}`);
    }
    expect((await fetch(`${server.base}/auth/session`)).status).toBe(401);
    expect((await fetch(`${server.base}/account/export`, { redirect: "manual" })).status).toBe(302);
  });

  test("a new user signs in through the development provider, lands on the thank-you page, and is kept from the assistant", async () => {
    const { jar, response, url } = await devIdpSignIn(server.base, {
      email: "Wait.Er@Example.com",
      name: "Wait Er",
      returnTo: "/assistant",
    });
    expect(url.pathname).toBe("/waitlist/thank-you");
    const html = await response.text();
    expect(html).toContain("Your waitlist entry was made for wait.er@example.com.");
    expect(html).toContain("Waiting for approval");
    expect(jar.get("lc_session")).toMatch(/^[\w-]{40,}$/);
    const assistant = await browse(jar, `${server.base}/assistant`);
    expect(assistant.url.pathname).toBe("/waitlist/thank-you");
    // The cookie is HttpOnly and SameSite=Lax; it holds an opaque id only.
    const again = await fetch(`${server.base}/auth/sign-in?provider=dev`, { redirect: "manual" });
    expect(again.headers.get("set-cookie")).toMatch(/HttpOnly; SameSite=Lax/);
    // PUBLIC_URL is http here: no Secure attribute (the browser would drop the cookie otherwise).
    expect(again.headers.get("set-cookie")).not.toMatch(/;\s*Secure/i);
  });

  test("the admin approves the entry; the user then reaches the assistant; other users get 403 on admin pages", async () => {
    const user = await devIdpSignIn(server.base, { email: "approve.me@example.com" });
    const admin = await devIdpSignIn(server.base, { email: "admin@example.com", returnTo: "/admin/waitlist" });
    expect(admin.url.pathname).toBe("/admin/waitlist");
    const list = await admin.response.text();
    expect(list).toContain("approve.me@example.com");

    const forbidden = await browse(user.jar, `${server.base}/admin/waitlist`);
    expect(forbidden.response.status).toBe(403);
    const adminToken = await csrfTokenOf(server.base, admin.jar);
    const userToken = await csrfTokenOf(server.base, user.jar);
    const entryId = /name="entryId" value="([^"]+)"[\s\S]{0,400}?Approve approve\.me@example\.com/.exec(list)?.[1];
    expect(entryId).toBeTruthy();
    const approveAs = (jar: CookieJar, csrf: string, id: string) =>
      fetch(`${server.base}/admin/waitlist`, {
        method: "POST",
        redirect: "manual",
        headers: { cookie: jar.header(), origin: server.base, "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ csrf, intent: "approve", entryId: id }),
      });
    expect((await approveAs(user.jar, userToken, entryId!)).status).toBe(403);
    expect((await approveAs(admin.jar, adminToken, "00000000-0000-0000-0000-000000000000")).status).toBe(404);
    expect((await approveAs(admin.jar, adminToken, entryId!)).status).toBe(200);

    const assistant = await browse(user.jar, `${server.base}/assistant`);
    expect(assistant.url.pathname).toBe("/assistant");
    expect(await assistant.response.text()).toContain('<h1 id="assistant-title">Research assistant</h1>');
  });

  test("state-changing requests without the CSRF token, or from another origin, fail", async () => {
    const { jar } = await devIdpSignIn(server.base, { email: "csrf@example.com" });
    const token = await csrfTokenOf(server.base, jar);
    const remove = (headers: Record<string, string>, body: Record<string, string>) =>
      fetch(`${server.base}/account`, {
        method: "POST",
        redirect: "manual",
        headers: { cookie: jar.header(), "content-type": "application/x-www-form-urlencoded", ...headers },
        body: new URLSearchParams(body),
      });
    const missing = await remove({ origin: server.base }, { intent: "delete", confirm: "yes" });
    expect(missing.status).toBe(403);
    expect(await missing.json()).toMatchObject({ error: { code: "csrf" } });
    const browserPost = await remove(
      { origin: server.base, accept: "text/html" },
      { intent: "delete", confirm: "yes" },
    );
    expect(browserPost.status).toBe(403);
    expect(await browserPost.text()).toContain("security token is missing or expired, so nothing was changed");
    expect((await remove({ origin: server.base }, { csrf: "forged", intent: "delete", confirm: "yes" })).status).toBe(
      403,
    );
    expect(
      (await remove({ origin: "https://evil.example" }, { csrf: token, intent: "delete", confirm: "yes" })).status,
    ).toBe(403);
    expect((await remove({}, { csrf: token, intent: "delete", confirm: "yes" })).status).toBe(403);
    const signOut = await fetch(`${server.base}/auth/sign-out`, {
      method: "POST",
      redirect: "manual",
      headers: { cookie: jar.header(), origin: server.base, "content-type": "application/x-www-form-urlencoded" },
      body: "",
    });
    expect(signOut.status).toBe(403);
    // Still signed in after all of that.
    expect((await browse(jar, `${server.base}/account`)).url.pathname).toBe("/account");
    // Without the confirmation box nothing is deleted; with token and confirmation the account goes.
    expect((await remove({ origin: server.base }, { csrf: token, intent: "delete" })).status).toBe(400);
    const deleted = await remove({ origin: server.base }, { csrf: token, intent: "delete", confirm: "yes" });
    expect(deleted.status).toBe(302);
    expect(deleted.headers.get("location")).toBe("/account/deleted");
    expect((await browse(jar, `${server.base}/account`)).url.pathname).toBe("/auth/sign-in");
  });

  test("a signed-in visitor joins from 'Join the Waitlist' with one button, without a second sign-in", async () => {
    const { jar } = await devIdpSignIn(server.base, { email: "second.thoughts@example.com" });
    const token = await csrfTokenOf(server.base, jar);
    // Take the user off the list (as an admin would), then come back through the pricing link.
    const admin = await devIdpSignIn(server.base, { email: "admin@example.com", returnTo: "/admin/waitlist" });
    const list = await admin.response.text();
    const entryId = /name="entryId" value="([^"]+)"[\s\S]{0,400}?Remove second\.thoughts@example\.com/.exec(list)?.[1];
    const adminToken = await csrfTokenOf(server.base, admin.jar);
    const removed = await fetch(`${server.base}/admin/waitlist`, {
      method: "POST",
      headers: { cookie: admin.jar.header(), origin: server.base, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ csrf: adminToken, intent: "remove", entryId: entryId! }),
    });
    expect(removed.status).toBe(200);
    const page = await browse(jar, `${server.base}/auth/sign-in?intent=waitlist&returnTo=/pricing`);
    expect(await page.response.text()).toContain("Join the waitlist");
    const joined = await browse(jar, `${server.base}/auth/sign-in?intent=waitlist`, {
      method: "POST",
      headers: { origin: server.base, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ csrf: token, intent: "waitlist" }),
    });
    expect(joined.url.pathname).toBe("/waitlist/thank-you");
    expect(await joined.response.text()).toContain("Your waitlist entry was made for second.thoughts@example.com.");
  });

  test("the export is a JSON download of the caller's own data only", async () => {
    const a = await devIdpSignIn(server.base, { email: "export-a@example.com" });
    await devIdpSignIn(server.base, { email: "export-b@example.com" });
    const response = await fetch(`${server.base}/account/export`, { headers: { cookie: a.jar.header() } });
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="legal-calendar-account-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const body = await response.json();
    expect(body.profile.email).toBe("export-a@example.com");
    expect(body.waitlistEntry.email).toBe("export-a@example.com");
    expect(JSON.stringify(body)).not.toContain("export-b@example.com");
  });

  test("sign-out ends the session server-side; the old cookie no longer works", async () => {
    const { jar } = await devIdpSignIn(server.base, { email: "leaver@example.com" });
    const stolen = jar.get("lc_session")!;
    const token = await csrfTokenOf(server.base, jar);
    const out = await browse(jar, `${server.base}/auth/sign-out`, {
      method: "POST",
      headers: { origin: server.base, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ csrf: token }),
    });
    expect(out.url.pathname + out.url.search).toBe("/auth/sign-in?signedOut=1");
    expect(await out.response.text()).toContain("You are signed out.");
    const replay = await fetch(`${server.base}/account`, {
      redirect: "manual",
      headers: { cookie: `lc_session=${stolen}` },
    });
    expect(replay.status).toBe(302);
  });

  test("the session API: GET reads the remaining idle time, POST slides it, DELETE ends it", async () => {
    const { jar } = await devIdpSignIn(server.base, { email: "timer@example.com" });
    const token = await csrfTokenOf(server.base, jar);
    const status = await (await fetch(`${server.base}/auth/session`, { headers: { cookie: jar.header() } })).json();
    expect(status.signedIn).toBe(true);
    expect(status.expiresInSeconds).toBeGreaterThan(29 * 60);
    expect(status.expiresInSeconds).toBeLessThanOrEqual(30 * 60);
    const json = {
      cookie: jar.header(),
      origin: server.base,
      "content-type": "application/json",
      "x-csrf-token": token,
    };
    expect((await fetch(`${server.base}/auth/session`, { method: "POST", headers: json, body: "{}" })).status).toBe(
      200,
    );
    expect(
      (await fetch(`${server.base}/auth/session`, { method: "DELETE", headers: { ...json, "x-csrf-token": "wrong" } }))
        .status,
    ).toBe(403);
    expect((await fetch(`${server.base}/auth/session`, { method: "DELETE", headers: json })).status).toBe(200);
    expect((await fetch(`${server.base}/auth/session`, { headers: { cookie: jar.header() } })).status).toBe(401);
  });

  test("a failed callback is logged and shown as a short message", async () => {
    const jar = new CookieJar();
    const failed = await browse(jar, `${server.base}/auth/callback/dev?code=forged&state=forged`);
    expect(failed.url.pathname + failed.url.search).toBe("/auth/sign-in?error=failed");
    expect(await failed.response.text()).toContain("Sign-in did not work.");
    expect(server.output()).toContain("sign-in failed at the callback");
  });

  test("the sign-in and account texts are German for German visitors", async () => {
    const html = await (await fetch(`${server.base}/auth/sign-in`, { headers: { "accept-language": "de-DE" } })).text();
    expect(html).toContain('<html lang="de"');
    expect(html).toContain("Weiter mit Entwicklungs-Anmeldung");
    expect(html).toMatch(/class="dev-idp-banner"[^>]*><p>Entwicklungs-Anmeldung aktiv/);
    const { jar } = await devIdpSignIn(server.base, { email: "deutsch@example.com" });
    const thanks = await (
      await fetch(`${server.base}/waitlist/thank-you`, { headers: { cookie: jar.header(), "accept-language": "de" } })
    ).text();
    expect(thanks).toContain("Ihr Wartelisteneintrag wurde für deutsch@example.com angelegt.");
    expect(thanks).toContain("Wie es weitergeht");
  });

  test("every page shows the development sign-in label while it is active", async () => {
    for (const page of ["/", "/pricing", "/auth/sign-in"]) {
      const html = await (await fetch(`${server.base}${page}`)).text();
      expect(html, page).toMatch(
        /<aside class="dev-idp-banner" aria-label="Development sign-in is active[^"]*"><p>Development sign-in is active/,
      );
    }
  });
});

describe("the development provider on a public address", () => {
  test("is not mounted without DEV_IDP=true, and the label is gone", async () => {
    const server = await start({ PUBLIC_URL: "https://legal-calendar.example" });
    expect((await fetch(`${server.url}/dev-idp/.well-known/openid-configuration`)).status).toBe(404);
    const page = await (await fetch(`${server.url}/auth/sign-in`)).text();
    expect(page).not.toContain('class="dev-idp-banner"');
    expect(page).toContain("No sign-in provider is configured.");
    expect((await fetch(`${server.url}/auth/sign-in?provider=dev`, { redirect: "manual" })).status).toBe(404);
  });

  test("with an https PUBLIC_URL the cookies carry Secure (whatever TRUST_PROXY says)", async () => {
    const server = await start({ PUBLIC_URL: "https://legal-calendar.example", DEV_IDP: "true", TRUST_PROXY: "true" });
    // (Starting a sign-in here cannot set lc_auth: the provider's discovery document lives at the
    // public https address, which this test machine cannot reach. The session cookie's Secure is
    // checked in app/domain/accounts/session.server.test.ts; here the cookie the server clears.)
    // As the proxy forwards a browser's POST: the public Host and Origin (fetch cannot set Host).
    const signOut = await new Promise<{ status: number; headers: { get: (name: string) => string | null } }>(
      (resolve, reject) => {
        const url = new URL(server.url);
        const req = http.request(
          {
            host: url.hostname,
            port: url.port,
            path: "/auth/sign-out",
            method: "POST",
            headers: {
              host: "legal-calendar.example",
              "x-forwarded-proto": "https",
              origin: "https://legal-calendar.example",
              "content-type": "application/x-www-form-urlencoded",
              "content-length": 0,
            },
          },
          (res) => {
            res.resume();
            const header = (name: string) => [res.headers[name] ?? null].flat()[0] ?? null;
            res.on("end", () => resolve({ status: res.statusCode!, headers: { get: header } }));
          },
        );
        req.on("error", reject);
        req.end();
      },
    );
    expect(signOut.status).toBe(302);
    expect(signOut.headers.get("set-cookie")).toMatch(
      /^lc_session=; Path=\/; HttpOnly; SameSite=Lax; Max-Age=0; Secure$/,
    );
  });

  test("runs with DEV_IDP=true", async () => {
    const server = await start({ PUBLIC_URL: "https://legal-calendar.example", DEV_IDP: "true" });
    const discovery = await fetch(`${server.url}/dev-idp/.well-known/openid-configuration`);
    expect(discovery.status).toBe(200);
    expect((await discovery.json()).issuer).toBe("https://legal-calendar.example/dev-idp");
    // And the sign-in rate limit of this server: 60 attempts a minute, then 429 with Retry-After.
    const statuses: number[] = [];
    for (let i = 0; i < 60; i++)
      statuses.push((await fetch(`${server.url}/auth/sign-in?provider=none`, { redirect: "manual" })).status);
    expect(statuses.every((status) => status === 404)).toBe(true);
    const limited = await fetch(`${server.url}/auth/sign-in?provider=none`, { redirect: "manual" });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await fetch(`${server.url}/auth/sign-in`)).status).toBe(200);
  });
});
