import { axeViolations, expect, test } from "./fixtures.ts";

// The e2e database holds the decisions of seedDecisions() (app/domain/decisions/seed-decisions.server.ts).

test("a decision page shows title, court, date, facts, full text and the PDF button", async ({
  page,
  thirdPartyRequests,
}) => {
  void thirdPartyRequests;
  const response = await page.goto("/decision-details/rii-kare600071234");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: "BAG, Urteil vom 12.03.2024 – 9 AZR 1/23" })).toBeVisible();
  await expect(page.getByRole("link", { name: "View PDF" })).toHaveAttribute(
    "href",
    /^https:\/\/www\.bundesarbeitsgericht\.de\/.*\.pdf$/,
  );
  await expect(page.getByText("ECLI:DE:BAG:2024:120324.U.9AZR1.23.0")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Headnotes" })).toBeVisible();
  await expect(page.getByRole("link", { name: "2", exact: true })).toHaveAttribute("href", "#rn-2");
  await expect(page.getByRole("link", { name: "See the Word add-in" })).toHaveAttribute("href", "/pricing#plan-word");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/decision-details\/rii-kare600071234$/);
  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}");
  expect(jsonLd).toMatchObject({ "@type": "CreativeWork", datePublished: "2024-03-12", author: { name: "BAG" } });
  expect(await axeViolations(page)).toEqual([]);
});

test("without a PDF or source address there is no dead button; recent decisions link to their pages", async ({
  page,
  thirdPartyRequests,
}) => {
  void thirdPartyRequests;
  await page.goto("/decision-details/oldp-seed-lg-muenchen-i-12-o-345-23");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.locator("main button:disabled, main .decision-actions")).toHaveCount(0);
  const recent = page.getByRole("region", { name: "Most Recent Decisions" }).getByRole("link");
  await expect(recent).toHaveCount(3);
  await expect(recent.first()).toHaveText("BAG, Urteil vom 12.03.2024 – 9 AZR 1/23");

  // A client-side navigation shows 'Loading...' until the next decision has loaded.
  await page.route("**/decision-details/**.data*", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 700));
    await route.continue();
  });
  await recent.first().click();
  await expect(page.getByRole("status")).toHaveText("Loading...");
  await expect(page.getByRole("heading", { level: 1, name: "BAG, Urteil vom 12.03.2024 – 9 AZR 1/23" })).toBeVisible();
  await expect(page).toHaveURL(/\/decision-details\/rii-kare600071234$/);
});

test("an unknown decision gives 'Decision not found.' with status 404", async ({ page, thirdPartyRequests }) => {
  void thirdPartyRequests;
  const response = await page.goto("/decision-details/no-such-decision");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Decision not found." })).toBeVisible();
});

test("/decisions/ecli/:ecli redirects to the decision page", async ({ page, thirdPartyRequests }) => {
  void thirdPartyRequests;
  await page.goto("/decisions/ecli/ecli:de:bag:2024:120324.u.9azr1.23.0");
  await expect(page).toHaveURL(/\/decision-details\/rii-kare600071234$/);
});

test("the search finds German word forms and filters, and works without JavaScript", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  await page.goto("/decisions");
  await page.getByRole("searchbox", { name: "Search terms" }).fill("Kündigungen");
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/q=K%C3%BCndigungen/);
  const hits = page.getByRole("main").getByRole("listitem");
  await expect(
    page.getByRole("link", { name: "Landesarbeitsgericht Düsseldorf, Urteil vom 20.02.2024 – 3 Sa 412/23" }),
  ).toBeVisible();
  await page.getByRole("combobox", { name: "Region" }).selectOption("bayern");
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page.getByText("No decisions match your search.")).toBeVisible();
  await page.goto("/decisions?region=bayern&branch=administrative&sort=date");
  await expect(hits).toHaveCount(2);
  await expect(hits.first().getByRole("link")).toHaveText(/Bayerischer Verwaltungsgerichtshof/);
  await context.close();
});

test("the search page has no accessibility violations", async ({ page, thirdPartyRequests }) => {
  void thirdPartyRequests;
  await page.goto("/decisions?q=K%C3%BCndigung");
  await expect(page.getByText(/decisions? found/)).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});
