import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { startTestServer, type TestServer } from "../support/test-server.ts";
import { signIn, type SignedIn } from "../support/sign-in.ts";

/*
 * The authorization suite, table-driven, against the production server: every file in
 * app/routes/ is classified (public / signed-in / admin / user-owned-id) and each class is checked
 * with a real request; an unclassified route file fails the suite. Then every state-changing
 * route is sent without the CSRF token and from a foreign Origin. Users and sessions are made in
 * the server's database before it starts (tests/support/sign-in.ts), so users without an e-mail
 * (which the development provider cannot produce) are possible too.
 */

type Access = "public" | "signed-in" | "admin" | "user-owned-id";
type Probe = {
  method?: "GET" | "POST" | "PATCH" | "DELETE";
  path: string;
  /** A form body (urlencoded); the CSRF token is added for signed-in requests. */
  form?: Record<string, string>;
  /** A JSON body. */
  json?: unknown;
  /** This request's class when it differs from the route's page (e.g. a public page's POST that needs sign-in). */
  access?: Exclude<Access, "user-owned-id">;
};
type Row =
  | { access: Exclude<Access, "user-owned-id">; probes: Probe[] }
  | {
      access: "user-owned-id";
      /**
       * Creates something that belongs to `owner` through the running server and returns the
       * request that reads it (its id in the path). Another user's request for it must get 404.
       */
      create: (base: string, owner: SignedIn) => Promise<Probe>;
    };

/**
 * Every route file and who may use it. A new file in app/routes/ must get a row here (the first
 * test fails otherwise). Projects and chats (the assistant issue) add "user-owned-id" rows.
 */
const routeTable: Record<string, Row> = {
  "$.tsx": { access: "public", probes: [{ path: "/no-such-page" }] },
  "_index.tsx": { access: "public", probes: [{ path: "/" }] },
  "account.tsx": {
    access: "signed-in",
    probes: [{ path: "/account" }, { method: "POST", path: "/account", form: { intent: "delete" } }],
  },
  "account_.deleted.tsx": { access: "public", probes: [{ path: "/account/deleted" }] },
  "account_.export.ts": { access: "signed-in", probes: [{ path: "/account/export" }] },
  "admin.data.tsx": { access: "admin", probes: [{ path: "/admin/data" }] },
  "admin.waitlist.tsx": {
    access: "admin",
    probes: [
      { path: "/admin/waitlist" },
      {
        method: "POST",
        path: "/admin/waitlist",
        form: { intent: "approve", entryId: "00000000-0000-0000-0000-000000000000" },
      },
    ],
  },
  "ai-act-check.tsx": {
    access: "public",
    probes: [
      { path: "/ai-act-check" },
      { path: "/ai-act-check?subject=ai_system&role=provider&eu=yes&market=yes&step=result" },
    ],
  },
  "ai-act-check_.export.ts": {
    access: "public",
    probes: [{ path: "/ai-act-check/export?subject=ai_system&role=provider&eu=yes&market=yes&step=result&format=md" }],
  },
  "api.ai-act.classify.ts": {
    access: "public",
    probes: [
      {
        method: "POST",
        path: "/api/ai-act/classify",
        json: { profileVersion: 1, roles: ["provider"], establishedInEu: true, placedOnEuMarket: true },
      },
    ],
  },
  "api.functions.searchLegalDocuments.ts": {
    access: "signed-in",
    probes: [{ method: "POST", path: "/api/functions/searchLegalDocuments", json: { data: { query: "deployers" } } }],
  },
  "api.assistant.projects.ts": { access: "signed-in", probes: [{ path: "/api/assistant/projects" }] },
  "api.assistant.projects.$id.ts": {
    access: "user-owned-id",
    create: async (base, owner) => ({ path: `/api/assistant/projects/${await createProjectVia(base, owner)}` }),
  },
  "api.assistant.projects.$id.breakdown.ts": {
    access: "user-owned-id",
    create: async (base, owner) => ({
      method: "POST",
      path: `/api/assistant/projects/${await createProjectVia(base, owner)}/breakdown`,
      json: {
        question: "Which duties apply?",
        context: { industry: "Retail", ai_type: "Chatbot", region: "EU", intended_use: "customer service" },
      },
    }),
  },
  "api.assistant.projects.$id.chats.ts": {
    access: "user-owned-id",
    create: async (base, owner) => ({ path: `/api/assistant/projects/${await createProjectVia(base, owner)}/chats` }),
  },
  "api.assistant.chats.$id.ts": {
    access: "user-owned-id",
    create: async (base, owner) => ({ path: `/api/assistant/chats/${(await createChatVia(base, owner)).chatId}` }),
  },
  "api.assistant.chats.$id.export.ts": {
    access: "user-owned-id",
    create: async (base, owner) => ({
      path: `/api/assistant/chats/${(await createChatVia(base, owner)).chatId}/export?format=docx`,
    }),
  },
  "api.assistant.projects.$id.export.ts": {
    access: "user-owned-id",
    create: async (base, owner) => ({
      path: `/api/assistant/projects/${await createProjectVia(base, owner)}/export?format=md`,
    }),
  },
  "api.assistant.chats.$id.messages.ts": {
    access: "user-owned-id",
    create: async (base, owner) => {
      const { chatId, projectId } = await createChatVia(base, owner);
      return {
        method: "POST",
        path: `/api/assistant/chats/${chatId}/messages`,
        json: { projectId, question: "And the logs?" },
      };
    },
  },
  "api.assistant.projects.$id.regulation-cards.ts": {
    access: "user-owned-id",
    create: async (base, owner) => ({
      method: "POST",
      path: `/api/assistant/projects/${await createProjectVia(base, owner)}/regulation-cards`,
      json: { language: "en" },
    }),
  },
  "api.assistant.usage.ts": { access: "signed-in", probes: [{ path: "/api/assistant/usage" }] },
  "assistant.tsx": { access: "signed-in", probes: [{ path: "/assistant" }] },
  "auth.callback.$provider.tsx": { access: "public", probes: [{ path: "/auth/callback/oidc" }] },
  "auth.session.ts": {
    access: "signed-in",
    probes: [{ path: "/auth/session" }, { method: "POST", path: "/auth/session", json: {} }],
  },
  "auth.sign-in.tsx": {
    access: "public",
    probes: [
      { path: "/auth/sign-in" },
      { method: "POST", path: "/auth/sign-in?intent=waitlist", form: { intent: "waitlist" }, access: "signed-in" },
    ],
  },
  // Signing out works signed out as well (it ends whatever session the cookie names).
  "auth.sign-out.tsx": {
    access: "public",
    probes: [{ path: "/auth/sign-out" }, { method: "POST", path: "/auth/sign-out", form: {} }],
  },
  "calendar-feeds.tsx": { access: "public", probes: [{ path: "/calendar-feeds" }] },
  "contact.tsx": { access: "public", probes: [{ path: "/contact" }] },
  "decision-details.$id.tsx": { access: "public", probes: [{ path: "/decision-details/no-such-decision" }] },
  "decisions._index.tsx": { access: "public", probes: [{ path: "/decisions" }] },
  "decisions.ecli.$ecli.ts": { access: "public", probes: [{ path: "/decisions/ecli/ECLI:DE:XX:2026:1" }] },
  "gdpr.tsx": { access: "public", probes: [{ path: "/gdpr" }] },
  "impressum.tsx": { access: "public", probes: [{ path: "/impressum" }] },
  "pricing.tsx": { access: "public", probes: [{ path: "/pricing" }] },
  "privacy-policy.tsx": { access: "public", probes: [{ path: "/privacy-policy" }] },
  "privacy.ts": { access: "public", probes: [{ path: "/privacy" }] },
  "robots[.]txt.ts": { access: "public", probes: [{ path: "/robots.txt" }] },
  "sitemap.$name.ts": { access: "public", probes: [{ path: "/sitemap/pages.xml" }] },
  "sitemap[.]xml.ts": { access: "public", probes: [{ path: "/sitemap.xml" }] },
  "waitlist.thank-you.tsx": { access: "signed-in", probes: [{ path: "/waitlist/thank-you" }] },
};

/** Makes a project of `owner` through the running server (as the assistant's page does). */
async function createProjectVia(base: string, owner: SignedIn): Promise<string> {
  const id = crypto.randomUUID();
  const response = await fetch(`${base}/api/assistant/projects`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: base, cookie: owner.cookie },
    body: JSON.stringify({ id, title: "Authorization check" }),
  });
  expect(response.status).toBe(201);
  return id;
}

/** Makes a project and a chat with one answered question of `owner`. */
async function createChatVia(base: string, owner: SignedIn): Promise<{ projectId: string; chatId: string }> {
  const projectId = await createProjectVia(base, owner);
  const chatId = crypto.randomUUID();
  const response = await fetch(`${base}/api/assistant/chats/${chatId}/messages`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: base, cookie: owner.cookie },
    body: JSON.stringify({ projectId, question: "What must deployers do?" }),
  });
  expect(response.status).toBe(200);
  await response.text();
  return { projectId, chatId };
}

/** The rendered page without its scripts (the root loader's data carries every message text). */
const visible = (html: string) => html.replace(/<script\b[\s\S]*?<\/script>/g, "");

const routesDir = path.resolve(import.meta.dirname, "../../app/routes");

test("every route file in app/routes/ is classified in the authorization table", () => {
  const files = fs
    .readdirSync(routesDir, { withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => entry.name)
    .sort();
  expect(files.length).toBeGreaterThan(0);
  const unclassified = files.filter((file) => !(file in routeTable));
  expect(
    unclassified,
    "route files without a row in routeTable (tests/integration/accounts-authorization.test.ts)",
  ).toEqual([]);
  const stale = Object.keys(routeTable).filter((file) => !files.includes(file));
  expect(stale, "rows for route files that no longer exist").toEqual([]);
});

const cleanups: Array<() => unknown> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

type Users = {
  reader: SignedIn;
  waiting: SignedIn;
  admin: SignedIn;
  verified: SignedIn;
  verifiedToo: SignedIn;
  noEmail: SignedIn;
};

/** Creates the users and sessions in a fresh database, then starts the production server on it. */
async function startWithUsers(
  env: Record<string, string>,
): Promise<{ server: TestServer; base: string; users: Users }> {
  let users: Users | undefined;
  const server = await startTestServer("authz", { LOG_LEVEL: "info", ...env }, async () => {
    users = {
      reader: await signIn({ email: "reader@example.com", verified: true }),
      waiting: await signIn({ email: "waiting@example.com" }),
      admin: await signIn({ email: "admin@example.com" }),
      verified: await signIn({ email: "verified@example.com", verified: true }),
      verifiedToo: await signIn({ email: "verified-too@example.com", verified: true }),
      noEmail: await signIn({ email: null, displayName: "No Mail" }),
    };
  });
  cleanups.push(server.close);
  return { server, base: server.base, users: users! };
}

describe("authorization and CSRF on the production server (waitlist mode, one unreachable OIDC provider)", () => {
  let server: TestServer;
  let base: string;
  let users: Users;
  beforeAll(async () => {
    // startServer gives the server a free port and a PUBLIC_URL naming it: the Origin check
    // accepts only the PUBLIC_URL's origin, which the tests send.
    ({ server, base, users } = await startWithUsers({
      WAITLIST_MODE: "true",
      ADMIN_EMAILS: "admin@example.com",
      // A configured provider whose issuer does not answer: starting a sign-in with it fails.
      OIDC_ISSUER: "http://127.0.0.1:9/unreachable",
      OIDC_CLIENT_ID: "legal-calendar-test",
      OIDC_NAME: "Unreachable IdP",
    }));
  });

  const SIGN_IN = /^\/auth\/sign-in(\?returnTo=|$)/;

  function send(probe: Probe, as: SignedIn | null, options: { origin?: string | null; csrf?: boolean } = {}) {
    const headers: Record<string, string> = { accept: "application/json" };
    if (as) headers.cookie = as.cookie;
    const origin = options.origin === undefined ? base : options.origin;
    const method = probe.method ?? "GET";
    if (method !== "GET" && origin) headers.origin = origin;
    const withToken = options.csrf ?? true;
    let body: string | undefined;
    if (probe.form) {
      headers["content-type"] = "application/x-www-form-urlencoded";
      body = new URLSearchParams({ ...probe.form, ...(as && withToken ? { csrf: as.csrfToken } : {}) }).toString();
    } else if (probe.json !== undefined) {
      headers["content-type"] = "application/json";
      body = JSON.stringify(probe.json);
    } else if (method !== "GET" && as && withToken) {
      headers["x-csrf-token"] = as.csrfToken;
    }
    return fetch(`${base}${probe.path}`, { method, headers, body, redirect: "manual" });
  }

  /** Signed out: a page redirects to sign-in (with returnTo, unless it is the sign-in page itself), an API answers 401. */
  async function expectSignInRequired(response: Response, label: string) {
    if (response.status === 401) return;
    expect(response.status, label).toBe(302);
    expect(response.headers.get("location"), label).toMatch(SIGN_IN);
  }

  function isSignInRedirect(response: Response) {
    return response.status === 302 && SIGN_IN.test(response.headers.get("location") ?? "");
  }

  const rows = Object.entries(routeTable);
  const probesOf = (access: Exclude<Access, "user-owned-id">) =>
    rows.flatMap(([file, row]) =>
      row.access === "user-owned-id"
        ? []
        : row.probes.filter((probe) => (probe.access ?? row.access) === access).map((probe) => ({ file, probe })),
    );
  const label = (file: string, probe: Probe) => `${file}: ${probe.method ?? "GET"} ${probe.path}`;

  test("public routes answer signed-out visitors without asking them to sign in", async () => {
    const probes = probesOf("public");
    expect(probes.length).toBeGreaterThan(15);
    for (const { file, probe } of probes) {
      const response = await send(probe, null);
      await response.arrayBuffer();
      expect(response.status, label(file, probe)).not.toBe(401);
      expect(response.status, label(file, probe)).not.toBe(403);
      expect(response.status, label(file, probe)).toBeLessThan(500);
      expect(isSignInRedirect(response), label(file, probe)).toBe(false);
    }
  });

  test("signed-in routes: signed out → sign-in redirect or 401; signed in → served", async () => {
    const probes = probesOf("signed-in");
    expect(probes.map(({ file }) => file)).toEqual(
      expect.arrayContaining([
        "account.tsx",
        "account_.export.ts",
        "assistant.tsx",
        "auth.session.ts",
        "waitlist.thank-you.tsx",
        "auth.sign-in.tsx",
        "api.functions.searchLegalDocuments.ts",
      ]),
    );
    for (const { file, probe } of probes) {
      const response = await send(probe, null);
      await response.arrayBuffer();
      await expectSignInRequired(response, label(file, probe));
    }
    // A verified user is let in (reads only: the POSTs would change state).
    for (const { file, probe } of probes.filter(({ probe }) => (probe.method ?? "GET") === "GET")) {
      const response = await send(probe, users.reader);
      await response.arrayBuffer();
      expect(response.status, label(file, probe)).toBe(200);
    }
  });

  test("admin routes: signed out → sign-in, a normal user → 403, the admin → served (404 for an entry that does not exist)", async () => {
    const probes = probesOf("admin");
    expect(probes.length).toBeGreaterThanOrEqual(2);
    for (const { file, probe } of probes) {
      const signedOut = await send(probe, null);
      await signedOut.arrayBuffer();
      await expectSignInRequired(signedOut, label(file, probe));
      for (const user of [users.reader, users.waiting]) {
        const forbidden = await send(probe, user);
        await forbidden.arrayBuffer();
        expect(forbidden.status, `${label(file, probe)} as ${user.user.email}`).toBe(403);
      }
      const allowed = await send(probe, users.admin);
      await allowed.arrayBuffer();
      expect(allowed.status, `${label(file, probe)} as admin`).toBe((probe.method ?? "GET") === "GET" ? 200 : 404);
    }
  });

  // Rows appear with the assistant issue (projects, chats); each one is checked here as it is added.
  for (const [file, row] of rows) {
    if (row.access !== "user-owned-id") continue;
    test(`${file}: another user's id answers 404, the owner's 200, signed out → sign-in`, async () => {
      const probe = await row.create(base, users.reader);
      const own = await send(probe, users.reader);
      await own.arrayBuffer();
      expect(own.status, label(file, probe)).toBe(200);
      const other = await send(probe, users.verified);
      expect(other.status, `${label(file, probe)} with another user's cookie`).toBe(404);
      expect(await other.text()).not.toContain(users.reader.user.email!);
      const signedOut = await send(probe, null);
      await signedOut.arrayBuffer();
      await expectSignInRequired(signedOut, label(file, probe));
    });
  }

  /** Every state-changing route, as a signed-in browser would send it (the admin may use all of them). */
  const stateChanging: Probe[] = [
    { method: "POST", path: "/account", form: { intent: "delete", confirm: "yes" } },
    { method: "POST", path: "/auth/sign-out", form: {} },
    { method: "POST", path: "/auth/session", form: {} },
    { method: "DELETE", path: "/auth/session" },
    {
      method: "POST",
      path: "/admin/waitlist",
      form: { intent: "approve", entryId: "00000000-0000-0000-0000-000000000000" },
    },
    { method: "POST", path: "/auth/sign-in?intent=waitlist", form: { intent: "waitlist" } },
    { method: "POST", path: "/api/functions/searchLegalDocuments", form: { data: "deployers" } },
    {
      method: "POST",
      path: "/api/assistant/projects",
      form: { id: "00000000-0000-4000-8000-000000000001", title: "Forged" },
    },
    { method: "DELETE", path: "/api/assistant/projects/00000000-0000-4000-8000-000000000001" },
    { method: "DELETE", path: "/api/assistant/chats/00000000-0000-4000-8000-000000000002" },
    {
      method: "POST",
      path: "/api/assistant/projects/00000000-0000-4000-8000-000000000001/regulation-cards",
      form: { language: "en" },
    },
    {
      method: "POST",
      path: "/api/assistant/chats/00000000-0000-4000-8000-000000000002/messages",
      form: { projectId: "00000000-0000-4000-8000-000000000001", question: "Forged" },
    },
  ];
  const callable = (probe: Probe) => probe.path.startsWith("/api/functions/");

  test("CSRF: every state-changing request without the token, or from a foreign Origin, gets 403 and changes nothing", async () => {
    for (const probe of stateChanging) {
      for (const [how, options] of [
        ["without the token", { csrf: false }],
        ["from a foreign Origin", { origin: "https://evil.example" }],
        ["without any Origin", { origin: null }],
      ] as const) {
        const response = await send(probe, users.admin, options);
        const what = `${probe.method} ${probe.path} ${how}`;
        expect(response.status, what).toBe(403);
        const body = await response.json();
        if (callable(probe))
          expect(body, what).toEqual({
            error: { code: "csrf", status: "PERMISSION_DENIED", message: expect.any(String) },
          });
        else expect(body, what).toEqual({ error: { code: "csrf", message: expect.any(String) } });
      }
    }
    // Nothing happened: the admin is still signed in, with the account.
    const session = await fetch(`${base}/auth/session`, { headers: { cookie: users.admin.cookie } });
    expect(session.status).toBe(200);
    const account = await fetch(`${base}/account`, { headers: { cookie: users.admin.cookie }, redirect: "manual" });
    expect(account.status).toBe(200);
    expect(visible(await account.text())).toContain("admin@example.com");
  });

  test("CSRF: with the token from our own origin the same requests go through (the control for the loop above)", async () => {
    const approve = await send(stateChanging[4]!, users.admin);
    expect(approve.status).toBe(404); // past the CSRF checks: the entry does not exist
    const slide = await send({ method: "POST", path: "/auth/session", json: {} }, users.admin);
    expect(slide.status).toBe(200);
  });

  test("CSRF second layer on callable functions: a wrong X-CSRF-Token or a form body answers 403 PERMISSION_DENIED in the callable shape", async () => {
    const url = `${base}/api/functions/searchLegalDocuments`;
    const json = { "content-type": "application/json", origin: base, cookie: users.reader.cookie };
    const wrong = await fetch(url, {
      method: "POST",
      headers: { ...json, "x-csrf-token": "forged" },
      body: JSON.stringify({ data: { query: "deployers" } }),
    });
    expect(wrong.status).toBe(403);
    expect(await wrong.json()).toEqual({
      error: { code: "csrf", status: "PERMISSION_DENIED", message: "The security token of this request is wrong." },
    });
    const form = await fetch(url, {
      method: "POST",
      headers: { ...json, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ data: "deployers" }),
    });
    expect(form.status).toBe(403);
    expect(await form.json()).toEqual({
      error: { code: "csrf", status: "PERMISSION_DENIED", message: expect.stringContaining("security token") },
    });
    // The same JSON call from our page without a token header passes both layers.
    const fine = await fetch(url, {
      method: "POST",
      headers: json,
      body: JSON.stringify({ data: { query: "deployers" } }),
    });
    expect(fine.status).toBe(200);
    expect(await fine.json()).toHaveProperty("result");
  });

  test("assistant API: a JSON POST from a foreign Origin is refused and creates nothing; a waitlisted user gets 403", async () => {
    const id = crypto.randomUUID();
    const forged = await send(
      { method: "POST", path: "/api/assistant/projects", json: { id, title: "Forged" } },
      users.reader,
      { origin: "https://evil.example" },
    );
    expect(forged.status).toBe(403);
    expect(await forged.json()).toEqual({ error: { code: "csrf", message: expect.any(String) } });
    const listed = await (await send({ path: "/api/assistant/projects" }, users.reader)).json();
    expect(listed.projects.map((project: { id: string }) => project.id)).not.toContain(id);
    for (const probe of [
      { path: "/api/assistant/projects" },
      { method: "POST", path: "/api/assistant/projects", json: { id, title: "Waiting" } },
    ] as Probe[]) {
      const waiting = await send(probe, users.waiting);
      expect(waiting.status, label("api.assistant.*", probe)).toBe(403);
      expect(await waiting.json()).toEqual({ error: { code: "waitlisted", message: expect.any(String) } });
    }
  });

  test("a sign-in that cannot start (provider unreachable) is logged and shown as a short message", async () => {
    const start = await fetch(`${base}/auth/sign-in?provider=oidc&returnTo=/pricing`, { redirect: "manual" });
    expect(start.status).toBe(302);
    const location = start.headers.get("location")!;
    expect(location).toBe("/auth/sign-in?error=unavailable&returnTo=%2Fpricing");
    const page = await (await fetch(`${base}${location}`)).text();
    expect(page).toMatch(
      /role="alert"[^>]*>The sign-in provider is not reachable right now\. Please try again in a moment\./,
    );
    expect(server.output()).toContain("sign-in could not start");
  });

  test("waitlist mode, a user without an e-mail: the thank-you page asks for an e-mail address and no entry is made", async () => {
    const join = await send(
      { method: "POST", path: "/auth/sign-in?intent=waitlist", form: { intent: "waitlist" } },
      users.noEmail,
    );
    expect(join.status).toBe(302);
    expect(join.headers.get("location")).toBe("/waitlist/thank-you");
    const page = await fetch(`${base}/waitlist/thank-you`, { headers: { cookie: users.noEmail.cookie } });
    const html = visible(await page.text());
    expect(html).toContain('<h1 id="waitlist-title">We need an e-mail address</h1>');
    expect(html).toContain(
      "Your sign-in provider did not give us an e-mail address, so we could not put you on the waitlist.",
    );
    expect(html).not.toContain("Your waitlist entry was made");
    const exported = await (
      await fetch(`${base}/account/export`, { headers: { cookie: users.noEmail.cookie } })
    ).json();
    expect(exported.waitlistEntry).toBeNull();
    expect(exported.profile.waitlistId).toBeNull();
  });

  test("'Join the Waitlist' as a verified user or an admin without an entry: 'You have access' with the assistant, no loop, no entry", async () => {
    for (const user of [users.verifiedToo, users.admin]) {
      const join = await send(
        { method: "POST", path: "/auth/sign-in?intent=waitlist", form: { intent: "waitlist" } },
        user,
      );
      expect(join.headers.get("location"), user.user.email!).toBe("/waitlist/thank-you");
      const html = visible(
        await (await fetch(`${base}/waitlist/thank-you`, { headers: { cookie: user.cookie } })).text(),
      );
      expect(html, user.user.email!).toContain('<h1 id="waitlist-title">You have access</h1>');
      expect(html).toContain("Your account already has access to the research assistant");
      expect(html).toMatch(/<a class="button"[^>]*href="\/assistant"[^>]*>Open the research assistant<\/a>/);
      expect(html).not.toContain("You are not on the waitlist.");
      expect(html).not.toContain('href="/auth/sign-in?intent=waitlist"');
      const exported = await (await fetch(`${base}/account/export`, { headers: { cookie: user.cookie } })).json();
      expect(exported.waitlistEntry).toBeNull();
    }
    // The control: a user without access joins through the same button and sees the entry.
    const waiting = await send(
      { method: "POST", path: "/auth/sign-in?intent=waitlist", form: { intent: "waitlist" } },
      users.waiting,
    );
    expect(waiting.headers.get("location")).toBe("/waitlist/thank-you");
    const html = visible(
      await (await fetch(`${base}/waitlist/thank-you`, { headers: { cookie: users.waiting.cookie } })).text(),
    );
    expect(html).toContain("Your waitlist entry was made for waiting@example.com.");
    expect(html).not.toContain("You have access");
  });
});
