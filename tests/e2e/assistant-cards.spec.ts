import type { Page } from "@playwright/test";
import { startModelServer } from "../support/extra-server.ts";
import { axeViolations, expect, createProject, signInToAssistant, test } from "./fixtures.ts";

/*
 * The comparison view without a model on the shared e2e server (fixture corpus: the AI Act and
 * the PLD installed under their CELEX numbers, the DSM Directive and 85/374/EEC not installed).
 */
const card = (page: Page, name: RegExp) => page.getByRole("article", { name });

test("comparison view without a model: generate the cards, open a citation, regenerate, reload", async ({
  page,
  thirdPartyRequests,
}) => {
  void thirdPartyRequests;
  test.setTimeout(90_000);
  await signInToAssistant(page, "assistant.cards@example.com", "Cards Lawyer");
  await expect(page.getByText("Select or create a project to compare the regulations that apply to it.")).toBeVisible();

  await createProject(page, "AI hiring robot");
  await expect(page.getByText("No cards yet for this project.")).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await page.getByRole("button", { name: "Generate cards" }).click();
  await expect(page.getByRole("button", { name: "Regenerate cards" })).toBeEnabled();
  await expect(page.getByRole("status").filter({ hasText: "The cards are ready." })).toBeAttached();
  await expect(page.getByText("Made without an AI model", { exact: true })).toBeVisible();
  const madeAt = page.getByText(/^Made on /);
  await expect(madeAt).toBeVisible();

  const aiAct = card(page, /^AI Act/);
  await expect(aiAct.getByText("Applies", { exact: true })).toBeVisible();
  await expect(card(page, /^DSM Copyright Directive/).getByText("Not assessed: text not installed")).toBeVisible();
  await expect(
    card(page, /^Product Liability Directive \(EU\) 2024\/2853/).getByText("Applies", { exact: true }),
  ).toBeVisible();
  await expect(card(page, /^Product Liability Directive 85\/374\/EEC/)).toBeVisible();

  // A citation opens the provision in the source dialog; focus returns to it on close.
  const marker = aiAct.getByRole("button", { name: /^\[\d+\] Source \d+: .+, AI Act$/ }).first();
  await marker.click();
  const source = page.getByRole("dialog");
  await expect(source.getByRole("heading", { level: 2 })).toContainText("[");
  await expect(source.getByRole("link", { name: "Read it on EUR-Lex" })).toHaveAttribute(
    "href",
    /^https:\/\/eur-lex\.europa\.eu\//,
  );
  expect(await axeViolations(page)).toEqual([]);
  await source.getByRole("button", { name: "Close" }).click();
  await expect(source).toBeHidden();
  await expect(marker).toBeFocused();

  // Regenerate after describing the project further (the description is part of what the cards read).
  await page.getByRole("button", { name: "Edit project" }).click();
  await page.getByRole("textbox", { name: "Description" }).fill("Our robot software was placed on the market in 2024.");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Our robot software was placed on the market in 2024.")).toBeVisible();
  await page.getByRole("button", { name: "Regenerate cards" }).click();
  await expect(page.getByRole("button", { name: "Regenerate cards" })).toBeEnabled();
  await expect(page.getByRole("status").filter({ hasText: "The cards are ready." })).toBeAttached();
  expect(await axeViolations(page)).toEqual([]);

  // Stored on the project: a reload shows the same cards.
  const before = await madeAt.textContent();
  await page.reload();
  await expect(page.getByText(before!)).toBeVisible();
  await expect(card(page, /^AI Act/).getByText("Applies", { exact: true })).toBeVisible();

  // German UI.
  await page.getByRole("link", { name: "Diese Seite auf Deutsch anzeigen" }).click();
  await expect(page.getByRole("button", { name: "Karten neu erstellen" })).toBeVisible();
  await expect(page.getByText(/^Erstellt am /)).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

/*
 * With a model: a server of its own (port E2E_PORT+32, seeded corpus, AI_BASE_URL → the project's
 * OpenAI-compatible test server answering structured output, USAGE_LIMIT=2).
 */
test.describe("with a model", () => {
  test.describe.configure({ mode: "serial" });
  const port = Number(process.env.E2E_CARDS_PORT ?? Number(process.env.E2E_PORT ?? 3210) + 32);
  let stop: (() => Promise<void>) | undefined;
  test.use({ baseURL: `http://127.0.0.1:${port}` });

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    ({ stop } = await startModelServer({ name: "assistant-cards-model", port, usageLimit: 2 }));
  });
  test.afterAll(async () => stop?.());

  // Not the shared fixture: Chromium logs the refused request (429) as a console error, which is
  // the API's contract here; every other console error still fails the test.
  test("the model writes the cards (the uncited point dropped), each regeneration counts, the limit is explained", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error" && !/status of 429 \(Too Many Requests\)/.test(message.text()))
        errors.push(message.text());
    });
    page.on("pageerror", (error) => errors.push(error.message));
    await signInToAssistant(page, "assistant.cards.model@example.com", "Cards Model Lawyer");
    await expect(page.getByText("0 of 2 model calls used")).toBeVisible();
    await createProject(page, "AI hiring robot");

    await page.getByRole("button", { name: "Generate cards" }).click();
    await expect(page.getByRole("button", { name: "Regenerate cards" })).toBeEnabled();
    const aiAct = card(page, /^AI Act/);
    await expect(aiAct.getByText("The project describes an AI system placed on the Union market.")).toBeVisible();
    await expect(page.getByText("A provision that is not among the passages.")).toHaveCount(0);
    await expect(page.getByText("Made without an AI model", { exact: true })).toHaveCount(0);
    await expect(page.getByText("1 of 2 model calls used")).toBeVisible();

    // By keyboard: the citation opens the source dialog, Escape closes it, focus returns.
    const marker = aiAct.getByRole("button", { name: /^\[1\] Source 1:/ }).first();
    await marker.focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("dialog").getByRole("link", { name: "Read it on EUR-Lex" })).toHaveAttribute(
      "href",
      /^https:\/\/eur-lex\.europa\.eu\//,
    );
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toBeHidden();
    await expect(marker).toBeFocused();

    await page.getByRole("button", { name: "Regenerate cards" }).click();
    await expect(page.getByText("2 of 2 model calls used")).toBeVisible();
    await page.getByRole("button", { name: "Regenerate cards" }).click();
    await expect(page.getByRole("alert")).toHaveText(
      "You have reached your usage limit of model calls; the cards were not regenerated.",
    );
    await expect(aiAct.getByText("The project describes an AI system placed on the Union market.")).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });
});
