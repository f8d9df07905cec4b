import type { Browser, Page } from "@playwright/test";
import { axeViolations, expect, test } from "./fixtures.ts";

const eurLex = "https://eur-lex.europa.eu/legal-content";

/** axe needs script in the page: check the same server-rendered address in a context with JavaScript. */
async function axeOn(browser: Browser, from: Page) {
  const context = await browser.newContext({
    javaScriptEnabled: true,
    storageState: await from.context().storageState(),
  });
  const page = await context.newPage();
  await page.goto(from.url());
  const violations = await axeViolations(page);
  await context.close();
  return violations;
}

test.describe("the public AI Act check without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the questionnaire leads step by step to a result with linked citations and a shareable address", async ({
    page,
    browser,
    thirdPartyRequests,
  }) => {
    void thirdPartyRequests;
    test.slow(); // seven pages and four axe runs
    await page.goto("/ai-act-check");
    await expect(page.getByRole("heading", { level: 1, name: "AI Act check" })).toBeVisible();
    await expect(page.getByText("consolidated text 02024R1689-20260727 of 27 July 2026")).toBeVisible();
    await expect(page.getByRole("radio", { name: /^An AI system/ })).toBeChecked();
    expect(await axeOn(browser, page)).toEqual([]);
    await page.getByRole("button", { name: "Next" }).click();

    await expect(page.getByRole("heading", { level: 2, name: "Your role and where it is used" })).toBeVisible();
    // Nothing about the visitor's situation is pre-answered.
    for (const legend of [
      "Are you established or located in the EU?",
      /^Is it placed on the market/,
      /^Is its output used in the EU\?/,
    ]) {
      const group = page.getByRole("group", { name: legend });
      await expect(group.getByRole("radio", { name: "Yes" })).not.toBeChecked();
      await expect(group.getByRole("radio", { name: "No" })).not.toBeChecked();
    }
    await page.getByRole("checkbox", { name: /^Deployer/ }).check();
    await page
      .getByRole("group", { name: "Are you established or located in the EU?" })
      .getByRole("radio", { name: "Yes" })
      .check();
    await page
      .getByRole("group", { name: /^Is it placed on the market/ })
      .getByRole("radio", { name: "Yes" })
      .check();
    await page.getByRole("button", { name: "Next" }).click();

    await expect(page.getByRole("heading", { level: 2, name: "Exclusions" })).toBeVisible();
    await page.getByRole("button", { name: "Next" }).click();

    await expect(page.getByRole("heading", { level: 2, name: "Prohibited practices" })).toBeVisible();
    expect(await axeOn(browser, page)).toEqual([]);
    await page.getByRole("button", { name: "Next" }).click();

    // Several Annex III uses: emotion recognition (1(c)) of workers whose performance it monitors (4(b)).
    await expect(page.getByRole("heading", { level: 2, name: "High-risk uses and products" })).toBeVisible();
    const biometrics = page.getByRole("group", { name: /^1\. Biometrics/ });
    await biometrics.getByRole("checkbox", { name: /^1\. Biometrics/ }).check();
    await biometrics.getByLabel("Which point of that area (Annex III)").selectOption("1c");
    const employment = page.getByRole("group", { name: /^4\. Employment/ });
    await employment.getByRole("checkbox", { name: /^4\. Employment/ }).check();
    await employment.getByLabel("Which point of that area (Annex III)").selectOption("4b");
    await expect(
      page.getByRole("group", { name: /^5\. Essential services/ }).getByRole("option", { name: /^5\(b\)/ }),
    ).toHaveText(
      "5(b) Creditworthiness or credit score of natural persons (not systems used to detect financial fraud)",
    );
    expect(await axeOn(browser, page)).toEqual([]);
    await page.getByRole("button", { name: "Next" }).click();

    await expect(page.getByRole("heading", { level: 2, name: "Transparency and your organisation" })).toBeVisible();
    await page.getByRole("button", { name: "Next" }).click();

    await expect(page.getByRole("heading", { level: 2, name: "Dates" })).toBeVisible();
    await page.getByLabel("Show what applies on").fill("2027-06-01");
    await page.getByRole("button", { name: "Show the result" }).click();

    const result = page.getByRole("region", { name: "Result" });
    await expect(result).toContainText("What applies on 1 June 2027.");
    await expect(result.getByRole("listitem").filter({ hasText: "High-risk AI system (Annex III)" })).toHaveCount(2);
    await expect(
      result.getByRole("listitem").filter({ hasText: "High-risk AI system (Annex III)" }).first(),
    ).toContainText("Applies from 2 December 2027");
    await expect(result.getByRole("listitem").filter({ hasText: "Inform workers' representatives" })).toContainText(
      "Applies from 2 December 2027",
    );
    await expect(result.getByRole("link", { name: "Art. 50(3)" }).first()).toHaveAttribute(
      "href",
      `${eurLex}/EN/TXT/?uri=CELEX:02024R1689-20260727#art_50`,
    );
    await expect(result.getByRole("link", { name: "Annex III, point 4" }).first()).toHaveAttribute(
      "href",
      `${eurLex}/EN/TXT/?uri=CELEX:02024R1689-20260727#anx_III`,
    );
    await expect(
      result.getByRole("link", { name: "Get the full procedural breakdown in the research assistant" }),
    ).toHaveAttribute("href", "/assistant");
    expect(await axeOn(browser, page)).toEqual([]);

    // The address holds the answers and nothing else: opened again, it shows the same result.
    const shared = new URL(page.url());
    expect(shared.pathname).toBe("/ai-act-check");
    expect(shared.searchParams.getAll("role")).toEqual(["deployer"]);
    expect(shared.searchParams.get("step")).toBe("result");
    const again = await page.context().newPage();
    await again.goto(shared.toString());
    await expect(
      again.getByRole("region", { name: "Result" }).getByRole("link", { name: "Art. 50(3)" }).first(),
    ).toBeVisible();
  });

  test("a prohibited practice is reported as prohibited only, its fine dated from the prohibition", async ({
    page,
    thirdPartyRequests,
  }) => {
    void thirdPartyRequests;
    await page.goto(
      "/ai-act-check?subject=ai_system&role=provider&eu=yes&market=yes&practice=non_consensual_intimate_imagery&synthetic=yes&deepfake=yes&asOf=2026-11-01&step=result",
    );
    const result = page.getByRole("region", { name: "Result" });
    await expect(
      result.getByRole("listitem").filter({ hasText: "Prohibited practice: Generates or manipulates intimate images" }),
    ).toContainText("Applies from 2 December 2026");
    await expect(result.getByRole("listitem").filter({ hasText: "Prohibited practices: Up to" })).toContainText(
      "Applies from 2 December 2026",
    );
    await expect(result.getByRole("link", { name: "Art. 50(2)" })).toHaveCount(0);
    await expect(result.getByRole("link", { name: "Art. 4(1)" })).toHaveCount(0);
  });

  test("going on without saying where it is used brings the role question back with a message", async ({
    page,
    thirdPartyRequests,
  }) => {
    void thirdPartyRequests;
    await page.goto("/ai-act-check?subject=ai_system&role=provider&step=exclusions");
    await expect(page.getByRole("alert")).toHaveText(
      "Say whether you are established in the EU and whether it is placed on the market or put into service in the EU.",
    );
  });

  test("the Annex III point, the Art. 50(1) exception and the Annex X question reach their duties without JavaScript", async ({
    page,
    thirdPartyRequests,
  }) => {
    void thirdPartyRequests;
    await page.goto(
      "/ai-act-check?subject=ai_system&role=provider&role=deployer&eu=yes&market=yes&output=yes&step=high-risk",
    );
    await expect(page.getByRole("heading", { level: 2, name: "High-risk uses and products" })).toBeVisible();
    const services = page.getByRole("group", { name: /^5\. Essential services/ });
    await services.getByRole("checkbox", { name: /^5\. Essential services/ }).check();
    await services.getByLabel("Which point of that area (Annex III)").selectOption("5b");
    await page.getByRole("button", { name: "Next" }).click();

    await expect(page.getByRole("heading", { level: 2, name: "Transparency and your organisation" })).toBeVisible();
    await page.getByRole("checkbox", { name: "It interacts directly with people (e.g. a chatbot)" }).check();
    await page.getByLabel("If it interacts with people: does an exception apply? (Art. 50(1))").selectOption("obvious");
    await page.getByRole("button", { name: "Next" }).click();

    await expect(page.getByRole("heading", { level: 2, name: "Dates" })).toBeVisible();
    await page.getByLabel("Already on the market or in service since (optional)").fill("2026-03-01");
    await page
      .getByRole("checkbox", { name: /^It is a component of a large-scale EU IT system listed in Annex X/ })
      .check();
    await page.getByLabel("Show what applies on").fill("2028-01-01");
    await page.getByRole("button", { name: "Show the result" }).click();

    const result = page.getByRole("region", { name: "Result" });
    await expect(
      result
        .getByRole("listitem")
        .filter({ hasText: "Carry out a fundamental rights impact assessment before first use" }),
    ).toContainText("comply by 31 December 2030");
    await expect(result.getByRole("link", { name: "Art. 27(1)" }).first()).toBeVisible();
    await expect(result.getByRole("link", { name: "Art. 111(1)" }).first()).toBeVisible();
    await expect(result.getByText("Tell people they are interacting with an AI system")).toHaveCount(0);
    const shared = new URL(page.url());
    // Each area's point select sends its value; the unused ones are empty.
    expect(shared.searchParams.getAll("point").filter(Boolean)).toEqual(["5b"]);
    expect(shared.searchParams.get("interactionException")).toBe("obvious");
    expect(shared.searchParams.get("largeScale")).toBe("yes");
  });

  test("going on without a role brings the role question back with a message", async ({ page, thirdPartyRequests }) => {
    void thirdPartyRequests;
    await page.goto("/ai-act-check?subject=ai_system&step=roles");
    await page
      .getByRole("group", { name: "Are you established or located in the EU?" })
      .getByRole("radio", { name: "Yes" })
      .check();
    await page
      .getByRole("group", { name: /^Is it placed on the market/ })
      .getByRole("radio", { name: "Yes" })
      .check();
    await page.getByRole("button", { name: "Next" }).click();
    await expect(page.getByRole("alert")).toHaveText("Choose at least one role.");
    await expect(page.getByRole("heading", { level: 2, name: "Your role and where it is used" })).toBeVisible();
  });

  test("a general-purpose model above 10^25 FLOP: systemic risk, Arts. 53 and 55", async ({
    page,
    thirdPartyRequests,
  }) => {
    void thirdPartyRequests;
    await page.goto("/ai-act-check");
    await page.getByRole("radio", { name: /^A general-purpose AI model/ }).check();
    await page.getByRole("button", { name: "Next" }).click();
    await page.getByRole("checkbox", { name: /^Provider/ }).check();
    await page
      .getByRole("group", { name: "Are you established or located in the EU?" })
      .getByRole("radio", { name: "No" })
      .check();
    await page
      .getByRole("group", { name: /^Is it placed on the market/ })
      .getByRole("radio", { name: "Yes" })
      .check();
    await page.getByRole("button", { name: "Next" }).click();
    await page.getByRole("button", { name: "Next" }).click();
    await expect(page.getByRole("heading", { level: 2, name: "The model" })).toBeVisible();
    await page.getByLabel("Cumulative training compute (floating-point operations)").fill("3e25");
    await page.getByRole("button", { name: "Next" }).click();
    await page.getByRole("button", { name: "Show the result" }).click();
    const result = page.getByRole("region", { name: "Result" });
    await expect(
      result.getByRole("listitem").filter({ hasText: "General-purpose AI model with systemic risk" }),
    ).toBeVisible();
    await expect(result.getByRole("link", { name: "Art. 55(1)" }).first()).toBeVisible();
    await expect(result.getByRole("link", { name: "Art. 53(1)(c)" }).first()).toBeVisible();
  });

  test("in German: questions, result and links to the German consolidated text", async ({
    page,
    browser,
    thirdPartyRequests,
  }) => {
    void thirdPartyRequests;
    await page.goto("/ai-act-check?lang=de");
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    await expect(page.getByRole("heading", { level: 2, name: "Was prüfen Sie?" })).toBeVisible();
    await page.goto(
      "/ai-act-check?subject=ai_system&role=provider&eu=yes&market=yes&interacts=yes&asOf=2026-09-01&step=result",
    );
    const result = page.getByRole("region", { name: "Ergebnis" });
    await expect(result.getByRole("listitem").filter({ hasText: "Transparenzpflichten" })).toContainText(
      "Gilt seit dem 2. August 2026",
    );
    await expect(result.getByRole("link", { name: "Art. 50 Abs. 1" }).first()).toHaveAttribute(
      "href",
      `${eurLex}/DE/TXT/?uri=CELEX:02024R1689-20260727#art_50`,
    );
    expect(await axeOn(browser, page)).toEqual([]);
  });
});

test("with JavaScript the same forms lead to the same result (several Annex III uses, workplace)", async ({
  page,
  thirdPartyRequests,
}) => {
  void thirdPartyRequests;
  await page.goto("/ai-act-check?subject=ai_system&role=deployer&eu=yes&market=yes&step=high-risk");
  await page
    .getByRole("group", { name: /^2\. Safety components/ })
    .getByRole("checkbox", { name: /^2\. Safety components/ })
    .check();
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Transparency and your organisation" })).toBeVisible();
  await page.getByRole("checkbox", { name: "We deploy it as an employer at the workplace (Art. 26(7))" }).check();
  await page.getByRole("button", { name: "Next" }).click();
  await page.getByLabel("Show what applies on").fill("2028-01-01");
  await page.getByRole("button", { name: "Show the result" }).click();
  const result = page.getByRole("region", { name: "Result" });
  await expect(result.getByRole("listitem").filter({ hasText: "Inform workers' representatives" })).toContainText(
    "Applies since 2 December 2027",
  );
  expect(new URL(page.url()).searchParams.get("workplace")).toBe("yes");
});

test("the footer links to the AI Act check", async ({ page, thirdPartyRequests }) => {
  void thirdPartyRequests;
  await page.goto("/");
  await page.getByRole("contentinfo").getByRole("link", { name: "AI Act check" }).click();
  await expect(page).toHaveURL(/\/ai-act-check$/);
  await expect(page.getByRole("heading", { level: 1, name: "AI Act check" })).toBeVisible();
});
