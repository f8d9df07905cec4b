import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, Outlet, StaticRouterProvider } from "react-router";
import { afterEach, expect, test, vi } from "vitest";
import { setDatabase } from "#app/db/client.server.ts";
import { catalogs } from "#app/i18n/messages/index.ts";
import * as signOutRoute from "#app/routes/auth.sign-out.tsx";
import { logger } from "#app/utils/logger.server.ts";
import { openTestDatabase } from "../support/database.ts";
import { signIn } from "../support/sign-in.ts";

/*
 * A sign-out that fails (here: the database is gone when the session is to be deleted) is logged
 * and shows its short message. The route's real action and ErrorBoundary, rendered the way the
 * server renders them (static handler + StaticRouterProvider), below a root that provides the texts.
 */

afterEach(() => {
  setDatabase(undefined);
  vi.restoreAllMocks();
});

function signOutRoutes() {
  return [
    {
      id: "root",
      path: "/",
      loader: () => ({ lang: "en", messages: catalogs.en }),
      Component: Outlet,
      children: [
        {
          id: "routes/auth.sign-out",
          path: "auth/sign-out",
          action: ({ request }: { request: Request }) => signOutRoute.action({ request } as Parameters<typeof signOutRoute.action>[0]),
          Component: signOutRoute.default,
          ErrorBoundary: signOutRoute.ErrorBoundary,
        },
      ],
    },
  ];
}

async function postSignOut(cookie: string, csrf: string) {
  const routes = signOutRoutes();
  const handler = createStaticHandler(routes);
  const context = await handler.query(
    new Request("http://localhost/auth/sign-out", {
      method: "POST",
      headers: { cookie, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ csrf }),
    }),
  );
  if (context instanceof Response) return { response: context, html: "", status: context.status };
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(createElement(StaticRouterProvider, { router, context, hydrate: false }));
  return { response: null, html, status: context.statusCode };
}

test("a failed sign-out is logged and shows 'Sign-out did not work.'", async () => {
  const database = await openTestDatabase();
  setDatabase(database);
  const alice = await signIn({ email: "alice-out@example.com" });
  await database.close();
  const logged = vi.spyOn(logger, "error").mockImplementation(() => undefined);

  const { status, html, response } = await postSignOut(alice.cookie, alice.csrfToken);
  expect(response).toBeNull();
  expect(status).toBe(500);
  expect(html).toMatch(/<p class="status-message" data-kind="error" role="alert">Sign-out did not work\. Please reload the page and try again\.<\/p>/);
  expect(logged).toHaveBeenCalledWith(expect.objectContaining({ err: expect.any(Error) }), "sign-out failed");
});

test("the control: with a working database the same request signs out and redirects", async () => {
  const database = await openTestDatabase();
  setDatabase(database);
  try {
    const bob = await signIn({ email: "bob-out@example.com" });
    const { response } = await postSignOut(bob.cookie, bob.csrfToken);
    expect(response?.status).toBe(302);
    expect(response?.headers.get("location")).toBe("/auth/sign-in?signedOut=1");
    expect(response?.headers.get("set-cookie")).toMatch(/^lc_session=; .*Max-Age=0/);
  } finally {
    await database.close();
  }
});
