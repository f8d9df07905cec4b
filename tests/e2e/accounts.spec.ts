import fs from "node:fs";
import { test as plainTest, type Page } from "@playwright/test";
import { startExtraServer } from "../support/extra-server.ts";
import { axeViolations, expect, test } from "./fixtures.ts";

/** Signs in through the built-in development provider's form (a real OIDC round trip). */
async function signInWithDevProvider(page: Page, email: string, name: string) {
  await page.getByRole("link", { name: "Continue with Development sign-in" }).click();
  await expect(page.getByRole("heading", { name: "Sign in to Legal Calendar" })).toBeVisible();
  await expect(page.getByText("Development identity provider.")).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole("textbox", { name: "E-mail" }).fill(email);
  await page.getByRole("textbox", { name: "Name" }).fill(name);
  await page.getByRole("button", { name: "Sign in" }).click();
}

test("sign in through the development provider, come back to the page, see the account, sign out", async ({
  page,
  thirdPartyRequests,
}) => {
  void thirdPartyRequests;
  await page.goto("/pricing");
  await expect(page.getByRole("complementary", { name: /Development sign-in is active/ })).toBeVisible();
  await page.getByRole("banner").getByRole("link", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/auth\/sign-in\?returnTo=%2Fpricing$/);
  await expect(page.getByRole("heading", { level: 1, name: "Sign in" })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await signInWithDevProvider(page, "e2e.user@example.com", "E2E User");
  await expect(page).toHaveURL(/\/pricing$/);
  await page.getByRole("banner").getByRole("link", { name: "Account" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Your account" })).toBeVisible();
  await expect(page.getByText("e2e.user@example.com")).toBeVisible();
  await expect(page.getByText("Research assistant requests: 0")).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download my data (JSON)" }).click();
  const file = await (await download).path();
  expect(JSON.parse(fs.readFileSync(file, "utf8")).profile).toMatchObject({
    email: "e2e.user@example.com",
    displayName: "E2E User",
  });

  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page.getByRole("status")).toHaveText("You are signed out.");
  await expect(page.getByRole("banner").getByRole("link", { name: "Sign in" })).toBeVisible();
  await page.goto("/account");
  await expect(page).toHaveURL(/\/auth\/sign-in\?returnTo=%2Faccount$/);
});

test("the inactivity warning shows a countdown dialog; 'Stay signed in' keeps the session", async ({
  page,
  thirdPartyRequests,
}) => {
  void thirdPartyRequests;
  await page.clock.install();
  await page.goto("/auth/sign-in?returnTo=/account");
  await signInWithDevProvider(page, "idle.user@example.com", "Idle User");
  await expect(page.getByRole("heading", { level: 1, name: "Your account" })).toBeVisible();
  const armed = page.locator('dialog[data-armed="true"]');
  await expect(armed).toBeAttached();
  await page.evaluate(() => {
    const seen: number[] = [];
    (window as unknown as { warnings: number[] }).warnings = seen;
    window.addEventListener("sessionWarning", (event) =>
      seen.push((event as CustomEvent<{ timeLeft: number }>).detail.timeLeft),
    );
  });
  await page.clock.fastForward("29:00");
  // detail.timeLeft is in seconds: one minute (less the real time the test itself took).
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { warnings: number[] }).warnings))
    .toEqual([expect.any(Number)]);
  const [timeLeft] = await page.evaluate(() => (window as unknown as { warnings: number[] }).warnings);
  expect(timeLeft).toBeGreaterThanOrEqual(55);
  expect(timeLeft).toBeLessThanOrEqual(60);
  const dialog = page.getByRole("dialog", { name: "Are you still there?" });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(/signed out in (60|5\d) seconds/);
  await page.clock.fastForward(10_000);
  await expect(dialog).toContainText(/signed out in (50|4\d) seconds/);
  expect(await axeViolations(page)).toEqual([]);
  await dialog.getByRole("button", { name: "Stay signed in" }).click();
  await expect(dialog).toBeHidden();
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "Your account" })).toBeVisible();
  await expect(armed).toBeAttached();

  await page.clock.fastForward("29:00");
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Sign out now" }).click();
  await expect(page.getByRole("status")).toHaveText("You are signed out.");
});

/*
 * page.clock moves only the browser's clock. The server's idle limit runs on its own (real) clock,
 * so at the deadline the tab's non-extending check (GET /auth/session) is answered as the server
 * answers when the 30 minutes are over: 0 seconds left. Everything else is the real server: the
 * keep-alive POST, the DELETE that ends the session, the sign-in page.
 */
async function serverSaysIdleLimitReached(page: Page) {
  await page.route("**/auth/session", (route) =>
    route.request().method() === "GET"
      ? route.fulfill({ status: 200, json: { signedIn: true, expiresInSeconds: 0 } })
      : route.fallback(),
  );
}

test("activity while the warning is open keeps the session; 30 minutes without activity sign out with a message", async ({
  page,
  thirdPartyRequests,
}) => {
  void thirdPartyRequests;
  await page.clock.install();
  await page.goto("/auth/sign-in?returnTo=/account");
  await signInWithDevProvider(page, "idle.out@example.com", "Idle Out");
  await expect(page.getByRole("heading", { level: 1, name: "Your account" })).toBeVisible();
  await expect(page.locator('dialog[data-armed="true"]')).toBeAttached();
  const dialog = page.getByRole("dialog", { name: "Are you still there?" });

  await page.clock.fastForward("29:00");
  await expect(dialog).toBeVisible();
  // The pointer moves (over the backdrop): that is activity, the warning closes, the 30 minutes restart.
  await page.mouse.move(8, 8);
  await page.mouse.move(20, 30);
  await expect(dialog).toBeHidden();
  await page.clock.fastForward("01:30");
  await expect(page).toHaveURL(/\/account$/);
  await expect(dialog).toBeHidden();

  await page.clock.fastForward("27:30");
  await expect(dialog).toBeVisible();
  await serverSaysIdleLimitReached(page);
  await page.clock.fastForward("01:00");
  await expect(page).toHaveURL(/\/auth\/sign-in\?reason=idle&returnTo=%2Faccount$/);
  await expect(page.getByRole("status")).toHaveText("You were signed out after 30 minutes without activity.");
  await page.unrouteAll();
  // The DELETE really ended the session on the server.
  await page.goto("/account");
  await expect(page).toHaveURL(/\/auth\/sign-in\?returnTo=%2Faccount$/);
});

// Not the shared fixture: Chromium logs the failed request as a console error, which is the point here.
plainTest("a failed automatic sign-out is logged and shown, not hidden behind a redirect", async ({ page }) => {
  const consoleMessages: string[] = [];
  const pageErrors: string[] = [];
  page.on("console", (message) => consoleMessages.push(`${message.type()}: ${message.text()}`));
  page.on("pageerror", (error) => pageErrors.push(error.message));
  await page.clock.install();
  await page.goto("/auth/sign-in?returnTo=/account");
  await signInWithDevProvider(page, "idle.fail@example.com", "Idle Fail");
  await expect(page.getByRole("heading", { level: 1, name: "Your account" })).toBeVisible();
  await expect(page.locator('dialog[data-armed="true"]')).toBeAttached();
  const dialog = page.getByRole("dialog", { name: "Are you still there?" });
  await page.clock.fastForward("29:00");
  await expect(dialog).toBeVisible();

  await serverSaysIdleLimitReached(page);
  await page.route("**/auth/session", (route) =>
    route.request().method() === "DELETE" ? route.fulfill({ status: 503, body: "unavailable" }) : route.fallback(),
  );
  await page.clock.fastForward("01:00");
  await expect(dialog.getByRole("alert")).toHaveText(
    "Automatic sign-out did not work. Please check your connection and sign out yourself.",
  );
  await expect(page).toHaveURL(/\/account$/);
  await expect(dialog.getByRole("button", { name: "Stay signed in" })).toHaveCount(0);
  expect(consoleMessages).toContain("warning: Automatic sign-out after inactivity failed (status 503).");
  expect(await axeViolations(page)).toEqual([]);

  await page.unrouteAll();
  await dialog.getByRole("button", { name: "Sign out now" }).click();
  await expect(page.getByRole("status")).toHaveText("You are signed out.");
  expect(pageErrors).toEqual([]);
  expect(consoleMessages.filter((line) => line.startsWith("error:") && !/503/.test(line))).toEqual([]);
});

/*
 * The waitlist path end to end needs WAITLIST_MODE=true and an administrator, so it runs against
 * its own production server (the shared e2e server keeps waitlist mode off for other areas).
 */
test.describe("waitlist mode", () => {
  test.describe.configure({ mode: "serial" });
  const port = Number(process.env.E2E_ACCOUNTS_PORT ?? Number(process.env.E2E_PORT ?? 3210) + 17);
  const base = `http://127.0.0.1:${port}`;
  let stop: (() => Promise<void>) | undefined;
  test.use({ baseURL: base });

  // Its own PGlite folder, or with TEST_DATABASE_URL (CI's PostgreSQL run) its own database.
  test.beforeAll(async () => {
    test.setTimeout(120_000); // a fresh database, then the server, on a shared machine
    ({ stop } = await startExtraServer({
      name: "accounts",
      port,
      env: { WAITLIST_MODE: "true", ADMIN_EMAILS: "admin@example.com" },
    }));
  });
  test.afterAll(async () => {
    await stop?.();
  });

  test("join from the pricing page, see the thank-you page, get approved, reach the assistant", async ({
    page,
    browser,
    thirdPartyRequests,
  }) => {
    test.slow(); // two browsers (visitor and admin), sign-in, approval and the assistant: about 30 s on a shared machine
    void thirdPartyRequests;
    await page.goto("/pricing");
    await page.getByRole("link", { name: "Join the Waitlist" }).click();
    await expect(page.getByText("Sign in to join the waitlist.")).toBeVisible();
    await signInWithDevProvider(page, "hopeful@example.com", "Hopeful Lawyer");

    await expect(page).toHaveURL(/\/waitlist\/thank-you$/);
    await expect(page.getByRole("heading", { level: 1, name: "You are on the waitlist" })).toBeVisible();
    await expect(page.getByText("Your waitlist entry was made for hopeful@example.com.")).toBeVisible();
    await expect(page.getByText(/Waiting for approval \(since/)).toBeVisible();
    await expect(page.getByRole("heading", { name: "What happens next" })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.goto("/assistant");
    await expect(page).toHaveURL(/\/waitlist\/thank-you$/);
    await page.goto("/admin/waitlist");
    await expect(page.getByRole("heading", { level: 1, name: "Access denied" })).toBeVisible();

    const adminContext = await browser.newContext({ baseURL: base });
    const admin = await adminContext.newPage();
    await admin.goto("/auth/sign-in?returnTo=/admin/waitlist");
    await signInWithDevProvider(admin, "admin@example.com", "Admin");
    await expect(admin.getByRole("heading", { level: 1, name: "Waitlist" })).toBeVisible();
    const row = admin.getByRole("row", { name: /hopeful@example\.com/ });
    await expect(row).toContainText("Waiting");
    expect(await axeViolations(admin)).toEqual([]);
    await row.getByRole("button", { name: "Approve hopeful@example.com" }).click();
    await expect(admin.getByRole("status")).toHaveText("Approved hopeful@example.com.");
    await expect(admin.getByRole("row", { name: /hopeful@example\.com/ })).toContainText("Approved");
    await adminContext.close();

    await page.goto("/waitlist/thank-you");
    await expect(page.getByRole("heading", { level: 1, name: "You have access" })).toBeVisible();
    await page.getByRole("link", { name: "Open the research assistant" }).click();
    await expect(page).toHaveURL(/\/assistant$/);
    await expect(page.getByRole("heading", { level: 1, name: "Research assistant" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Projects and chats" })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  test("the account page deletes everything after confirmation", async ({ page, thirdPartyRequests }) => {
    void thirdPartyRequests;
    await page.goto("/auth/sign-in?returnTo=/account");
    await signInWithDevProvider(page, "leaving@example.com", "Leaving User");
    await page.goto("/account");
    await expect(page.getByText("On the waitlist since")).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole("checkbox", { name: "I understand that all my data will be deleted permanently." }).check();
    await page.getByRole("button", { name: "Delete my account" }).click();
    await expect(page.getByRole("status")).toHaveText("Your account and all its data were deleted.");
    await page.goto("/account");
    await expect(page).toHaveURL(/\/auth\/sign-in/);
  });
});
