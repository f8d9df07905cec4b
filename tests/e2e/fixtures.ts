import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page } from "@playwright/test";

/**
 * Every test fails on a console error, a failed page script or a request to a third-party host.
 */
export const test = base.extend<{ thirdPartyRequests: string[] }>({
  thirdPartyRequests: async ({ page, baseURL }, use) => {
    const own = new URL(baseURL!).host;
    const foreign: string[] = [];
    const errors: string[] = [];
    const documents = new Set<string>();
    page.on("request", (request) => {
      if (request.isNavigationRequest()) documents.add(request.url());
      const url = new URL(request.url());
      if (!["data:", "blob:", "about:"].includes(url.protocol) && url.host !== own) foreign.push(request.url());
    });
    page.on("console", (message) => {
      const failedLoad = message.text().startsWith("Failed to load resource");
      // A page answered with an error status (e.g. the 404 page) is logged by Chromium: expected.
      const documentStatus = failedLoad && documents.has(message.location().url);
      // The session check answers 401 once the session is over: the inactivity timer's "signed
      // out", not a fault (a check or keep-alive can cross the sign-out's DELETE in flight).
      const sessionOver =
        failedLoad &&
        message.text().includes("status of 401") &&
        new URL(message.location().url || "about:blank").pathname === "/auth/session";
      if (message.type() === "error" && !documentStatus && !sessionOver)
        errors.push(`${message.text()} (${message.location().url})`);
    });
    page.on("pageerror", (error) => errors.push(error.message));
    await use(foreign);
    expect(foreign, "requests to third-party hosts").toEqual([]);
    expect(errors, "console errors").toEqual([]);
  },
});

export { expect };

/**
 * Signs in through the built-in development provider's form (a real OIDC round trip) and lands
 * in the research assistant.
 */
export async function signInToAssistant(page: Page, email: string, name: string) {
  await page.goto("/auth/sign-in?returnTo=/assistant");
  await page.getByRole("link", { name: "Continue with Development sign-in" }).click();
  await page.getByRole("textbox", { name: "E-mail" }).fill(email);
  await page.getByRole("textbox", { name: "Name" }).fill(name);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Research assistant" })).toBeVisible();
}

/** axe-core with WCAG 2.2 AA rules: returns the violations (expect them to be []). */
export async function axeViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
    .analyze();
  return results.violations.map((violation) => ({
    id: violation.id,
    impact: violation.impact,
    nodes: violation.nodes.map((node) => node.target.join(" ")),
  }));
}

/**
 * Creates a project in the assistant's sidebar and selects it. Waits for the page to hydrate
 * first: the form works through the API only, and text typed before hydration is not in the
 * form's state.
 */
export async function createProject(page: Page, title: string) {
  const sidebar = page.getByRole("navigation", { name: "Projects and chats" });
  await expect(sidebar.getByRole("button", { name: "Create project" })).toBeEnabled();
  await sidebar.getByRole("textbox", { name: "New project title" }).fill(title);
  await sidebar.getByRole("button", { name: "Create project" }).click();
  await expect(sidebar.getByRole("link", { name: title })).toHaveAttribute("aria-current", "true");
  await expect(page).toHaveURL(/[?&]project=[0-9a-f-]{36}/);
}
