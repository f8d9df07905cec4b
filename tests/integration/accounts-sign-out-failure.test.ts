import { afterEach, expect, test, vi } from "vitest";
import { setDatabase } from "#app/db/client.server.ts";
import * as signOutRoute from "#app/routes/auth.sign-out.tsx";
import { logger } from "#app/utils/logger.server.ts";
import { openTestDatabase } from "../support/database.ts";
import { renderRoute } from "../support/render-route.ts";
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

function postSignOut(cookie: string, csrf: string) {
  return renderRoute({
    id: "routes/auth.sign-out",
    path: "auth/sign-out",
    module: signOutRoute,
    request: new Request("http://localhost/auth/sign-out", {
      method: "POST",
      headers: { cookie, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ csrf }),
    }),
  });
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
  expect(html).toMatch(
    /<p class="status-message" data-kind="error" role="alert">Sign-out did not work\. Please reload the page and try again\.<\/p>/,
  );
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
