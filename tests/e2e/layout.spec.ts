import { axeViolations, expect, test } from "./fixtures.ts";

test("every page has the header and the footer with their links", async ({ page, thirdPartyRequests }) => {
  void thirdPartyRequests;
  await page.goto("/");
  const header = page.getByRole("banner");
  await expect(header.getByRole("link", { name: /Legal Calendar/ })).toHaveAttribute("href", "/");
  await expect(header.getByRole("link", { name: "Pricing" })).toHaveAttribute("href", "/pricing");
  await expect(header.getByRole("link", { name: "Contact" })).toHaveAttribute("href", "/contact");
  const footer = page.getByRole("contentinfo");
  await expect(footer.getByRole("heading", { name: "Quick Links" })).toBeVisible();
  await expect(footer.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
  await expect(footer.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute("href", "/privacy-policy");
  await expect(footer.getByRole("link", { name: "GDPR Compliance" })).toHaveAttribute("href", "/gdpr");
  await expect(footer.getByRole("link", { name: "Impressum" })).toHaveAttribute("href", "/impressum");
  await expect(footer).toContainText(`© ${new Date().getFullYear()} Legal Calendar`);
  expect(await axeViolations(page)).toEqual([]);
});

test("an unknown address shows the 404 page with status 404", async ({ page, thirdPartyRequests }) => {
  void thirdPartyRequests;
  const response = await page.goto("/this/does/not/exist");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test("the language switch shows German and remembers it", async ({ page, thirdPartyRequests }) => {
  void thirdPartyRequests;
  await page.goto("/");
  await page.getByRole("link", { name: "Diese Seite auf Deutsch anzeigen" }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  await expect(page.getByRole("contentinfo").getByRole("link", { name: "Datenschutzerklärung" })).toBeVisible();
  await page.goto("/");
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  await page.getByRole("link", { name: "Show this page in English" }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
});

test("@mobile the menu button toggles the navigation with aria-expanded and the keyboard", async ({
  page,
  thirdPartyRequests,
}) => {
  void thirdPartyRequests;
  await page.goto("/");
  const button = page.getByRole("button", { name: "Menu" });
  const pricing = page.getByRole("banner").getByRole("link", { name: "Pricing" });
  await expect(button).toHaveAttribute("aria-expanded", "false");
  await expect(pricing).toBeHidden();
  // The button works once the page has hydrated; a key pressed before that does nothing, so the
  // key is pressed again until the menu is open.
  await expect(async () => {
    if ((await button.getAttribute("aria-expanded")) !== "true") {
      await button.focus();
      await page.keyboard.press("Enter");
    }
    await expect(button).toHaveAttribute("aria-expanded", "true", { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await expect(pricing).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(button).toHaveAttribute("aria-expanded", "false");
  expect(await axeViolations(page)).toEqual([]);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("@mobile the navigation and the language switch work", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("banner").getByRole("link", { name: "Pricing" })).toBeVisible();
    await page.getByRole("link", { name: "Diese Seite auf Deutsch anzeigen" }).click();
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
  });
});
