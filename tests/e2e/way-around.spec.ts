import { axeViolations, expect, signInToAssistant, test } from "./fixtures.ts";

// The way around the product: the landing leads to everything it does, every signed-in page's
// header leads to the assistant, and /privacy finds the privacy policy.

test("the landing links to the decision search, the assistant and the AI Act check, in English and German", async ({
  page,
  thirdPartyRequests,
}) => {
  void thirdPartyRequests;
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto("/");
  const products = page.getByRole("region", { name: "More than a calendar" });
  await expect(products.getByRole("link", { name: "Search court decisions" })).toHaveAttribute("href", "/decisions");
  await expect(products.getByRole("link", { name: "Research assistant for EU law" })).toHaveAttribute(
    "href",
    "/assistant",
  );
  await products.getByRole("link", { name: "AI Act check" }).click();
  await expect(page).toHaveURL(/\/ai-act-check$/);
  await page.goto("/?lang=de");
  const produkte = page.getByRole("region", { name: "Mehr als ein Kalender" });
  await produkte.getByRole("link", { name: "Gerichtsentscheidungen durchsuchen" }).click();
  await expect(page).toHaveURL(/\/decisions$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.goto("/");
  expect(await axeViolations(page)).toEqual([]);
});

test("signed in, the header leads to the assistant from every page", async ({ page, thirdPartyRequests }) => {
  void thirdPartyRequests;
  await page.setViewportSize({ width: 1366, height: 900 });
  // Signed out there is no assistant link in the header.
  await page.goto("/pricing");
  await expect(page.getByRole("banner").getByRole("link", { name: "Assistant" })).toHaveCount(0);
  await signInToAssistant(page, "way-around@example.com", "Way Around");
  for (const path of ["/account", "/pricing", "/decisions", "/calendar-feeds"]) {
    await page.goto(path);
    await page.getByRole("banner").getByRole("link", { name: "Assistant" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Research assistant" })).toBeVisible();
  }
  await page.goto("/account?lang=de");
  await expect(page.getByRole("banner").getByRole("link", { name: "Assistent" })).toHaveAttribute("href", "/assistant");
  expect(await axeViolations(page)).toEqual([]);
});

test.describe("phone 390×844", () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test("@mobile signed in, the menu leads to the assistant (German)", async ({ page, thirdPartyRequests }) => {
    void thirdPartyRequests;
    await signInToAssistant(page, "way-around.phone@example.com", "Way Around");
    await page.goto("/pricing?lang=de");
    const button = page.getByRole("button", { name: "Menü" });
    await expect(async () => {
      if ((await button.getAttribute("aria-expanded")) !== "true") await button.click();
      await expect(button).toHaveAttribute("aria-expanded", "true", { timeout: 1_000 });
    }).toPass({ timeout: 15_000 });
    await page.getByRole("banner").getByRole("link", { name: "Assistent" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Rechercheassistent" })).toBeVisible();
  });
});

test("/privacy leads to the privacy policy", async ({ request }) => {
  const response = await request.get("/privacy", { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(response.headers()["location"]).toBe("/privacy-policy");
  const followed = await request.get("/privacy");
  expect(followed.status()).toBe(200);
  expect(new URL(followed.url()).pathname).toBe("/privacy-policy");
});
