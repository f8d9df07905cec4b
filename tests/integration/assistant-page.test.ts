import { afterAll, beforeAll, expect, test, vi } from "vitest";
import { incrementUsage } from "#app/domain/accounts/usage.server.ts";
import { resetEnvForTests } from "#app/env.server.ts";
import * as accountRoute from "#app/routes/account.tsx";
import * as assistantRoute from "#app/routes/assistant.tsx";
import { useTestDatabase } from "../support/database.ts";
import { renderRoute } from "../support/render-route.ts";
import { signIn } from "../support/sign-in.ts";

/*
 * The assistant page and the account page as the server renders them: the usage meter shows the
 * user's model calls against the configured limit before any script runs.
 */
useTestDatabase();
beforeAll(() => {
  vi.stubEnv("USAGE_LIMIT", "7");
  resetEnvForTests();
});
afterAll(() => {
  vi.unstubAllEnvs();
  resetEnvForTests();
});

const page = (path: string, cookie: string | null, lang: "en" | "de" = "en") =>
  renderRoute({
    id: path === "/assistant" ? "routes/assistant" : "routes/account",
    path: path.slice(1),
    module: path === "/assistant" ? assistantRoute : accountRoute,
    request: new Request(`http://localhost${path}?project=p1&view=chat_view`, { headers: cookie ? { cookie } : {} }),
    lang,
  });

test("the assistant shows the usage meter with the configured limit, in English and German", async () => {
  const alice = await signIn({ email: "alice-meter@example.com" });
  await incrementUsage(alice.user.uid);
  await incrementUsage(alice.user.uid);
  await incrementUsage(alice.user.uid);
  const en = await page("/assistant", alice.cookie);
  expect(en.status).toBe(200);
  expect(en.html).toContain('<h1 id="assistant-title">Research assistant</h1>');
  expect(en.html).toMatch(/<p id="[^"]+">3 of 7 model calls used<\/p><meter min="0" max="7" [^>]*value="3"/);
  const de = await page("/assistant", alice.cookie, "de");
  expect(de.html).toContain("3 von 7 Modellaufrufen verbraucht");
  expect(de.html).toContain("Rechercheassistent");
});

test("the account page shows the same meter", async () => {
  const bob = await signIn({ email: "bob-meter@example.com" });
  await incrementUsage(bob.user.uid);
  const { html } = await page("/account", bob.cookie);
  expect(html).toContain("1 of 7 model calls used");
});

test("signed out, the assistant sends to sign-in and shows nothing", async () => {
  const { response } = await page("/assistant", null);
  expect(response?.status).toBe(302);
  expect(response?.headers.get("location")).toMatch(/^\/auth\/sign-in\?returnTo=/);
});
