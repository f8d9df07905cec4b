import type { Locator, Page } from "@playwright/test";
import { startModelServer } from "../support/extra-server.ts";
import type { OpenAiTestServer } from "../support/openai-test-server.ts";
import { axeViolations, expect, createProject, signInToAssistant, test } from "./fixtures.ts";

/** Presses Tab until `target` has the focus (at most 40 times), as a keyboard user moves on. */
async function tabTo(page: Page, target: Locator) {
  for (let presses = 0; presses < 40; presses++) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
    await page.keyboard.press("Tab");
  }
  await expect(target).toBeFocused();
}

test("procedural breakdown without a model: form → steps and checklist, a provision in the source dialog, the flowchart stepped through by keyboard to an outcome, reload keeps it", async ({
  page,
  thirdPartyRequests,
}) => {
  void thirdPartyRequests;
  test.setTimeout(120_000); // one long story on a shared machine
  await signInToAssistant(page, "assistant.breakdown@example.com", "Procedure Lawyer");
  await createProject(page, "CV screening");
  await page.getByRole("navigation", { name: "Views" }).getByRole("link", { name: "Procedural breakdown" }).click();
  await expect(page).toHaveURL(/view=procedural_breakdown/);

  const form = page.getByRole("form", { name: "Question and context" });
  await form.getByRole("textbox", { name: "Question" }).fill("Which duties apply to our CV screening tool?");
  await form.getByRole("textbox", { name: "Industry" }).fill("Human resources");
  await form.getByRole("textbox", { name: "Type of AI" }).fill("Ranking model");
  await form.getByRole("textbox", { name: "Region" }).fill("Germany");
  // The words say the role (a provider), so the breakdown shows only the provider's duties and does not ask.
  await form
    .getByRole("textbox", { name: "Intended use" })
    .fill("CV screening for hiring; we develop it and sell it to employers");
  await form.getByRole("button", { name: "Build the breakdown" }).click();

  const result = page.getByRole("article", { name: "Which duties apply to our CV screening tool?" });
  await expect(result.getByRole("heading", { name: "Classify the system" })).toBeVisible();
  await expect(result.getByText("Built by the AI Act engine without an AI model.")).toBeVisible();
  const steps = result.getByRole("region", { name: "Steps" });
  await expect(steps.getByText("High-risk AI system (Annex III)", { exact: false }).first()).toBeVisible();
  await expect(steps.getByRole("heading", { name: "Duties as Provider" })).toBeVisible();
  await expect(result.getByRole("region", { name: "Checklist" }).getByRole("listitem").first()).toContainText(
    "Provider:",
  );
  expect(await axeViolations(page)).toEqual([]);

  // A step's provision opens the source dialog with its EUR-Lex link.
  await steps
    .getByRole("button", { name: /Annex III, point 4/ })
    .first()
    .click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("heading", { level: 2 })).toContainText("Annex III, point 4");
  await expect(dialog.getByRole("link", { name: "Read it on EUR-Lex" })).toHaveAttribute(
    "href",
    /^https:\/\/eur-lex\.europa\.eu\/.*#anx_III$/,
  );
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toBeHidden();

  // The whole tree is there as a list; a question's branch links to the next question.
  const flowchart = result.getByRole("region", { name: "Flowchart" });
  const tree = flowchart.getByRole("list", { name: "Decision tree" });
  await expect(tree.locator(":scope > li")).toHaveCount(9);
  await expect(tree.getByText("Outcome: Prohibited practice")).toBeVisible();

  // Step through by keyboard only: yes (in scope), no (not prohibited), no (no Annex I product), yes (Annex III), no (no derogation).
  const stepper = flowchart.getByRole("region", { name: "Step through" });
  await tabTo(page, stepper.getByRole("button", { name: "Start" }));
  await page.keyboard.press("Enter");
  for (const [n, answer] of [
    [1, "Yes"],
    [2, "No"],
    [3, "No"],
    [4, "Yes"],
    [5, "No"],
  ] as const) {
    await expect(stepper.getByRole("heading", { name: new RegExp(`^Question ${n}:`) })).toBeFocused();
    await tabTo(page, stepper.getByRole("button", { name: answer, exact: true }));
    await page.keyboard.press(answer === "Yes" ? "Enter" : "Space");
  }
  const outcome = stepper.getByRole("heading", { name: "Outcome: High-risk (Annex III)" });
  await expect(outcome).toBeFocused();
  await expect(
    stepper.getByText(
      "The high-risk requirements and the duties of providers and deployers apply from 2 December 2027.",
    ),
  ).toBeVisible();
  const provision = stepper.getByRole("button", { name: /Art\. 26$/ });
  await tabTo(page, provision);
  await page.keyboard.press("Enter");
  await expect(page.getByRole("dialog").getByRole("heading", { level: 2 })).toContainText("Art. 26");
  expect(await axeViolations(page)).toEqual([]);
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toBeHidden();
  await expect(provision).toBeFocused();
  // Back returns to the last question.
  await tabTo(page, stepper.getByRole("button", { name: "Back" }));
  await page.keyboard.press("Enter");
  await expect(stepper.getByRole("heading", { name: /^Question 5:/ })).toBeFocused();

  // Stored on the project: a reload shows the same breakdown.
  await page.reload();
  await expect(
    page
      .getByRole("article", { name: "Which duties apply to our CV screening tool?" })
      .getByRole("heading", { name: "Classify the system" }),
  ).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

/*
 * With a model: a server of its own whose AI_BASE_URL points at the project's OpenAI-compatible
 * test server, which answers with the rewrite as JSON; the engine still decides the structure.
 */
test.describe("with a model", () => {
  test.describe.configure({ mode: "serial" });
  const port = Number(process.env.E2E_BREAKDOWN_PORT ?? Number(process.env.E2E_PORT ?? 3210) + 36);
  let upstream: OpenAiTestServer | undefined;
  let stop: (() => Promise<void>) | undefined;
  test.use({ baseURL: `http://127.0.0.1:${port}` });

  test.beforeAll(async () => {
    test.setTimeout(120_000); // a fresh database with the seeded corpus, then the server
    const answer = JSON.stringify({
      summary_markdown: "The model's summary: a transparency duty applies [1].",
      steps: [{ index: 0, description: "The model's scope step." }],
    });
    ({ upstream, stop } = await startModelServer({ name: "breakdown-model", port, usageLimit: 4, model: { answer } }));
  });
  test.afterAll(async () => stop?.());

  test("the model rewrites the summary and a step; the engine's steps, checklist and flowchart stay; one model call counted", async ({
    page,
    thirdPartyRequests,
  }) => {
    void thirdPartyRequests;
    test.setTimeout(90_000);
    await signInToAssistant(page, "assistant.breakdown.model@example.com", "Model Procedure Lawyer");
    await expect(page.getByText("0 of 4 model calls used")).toBeVisible();
    await createProject(page, "Support chatbot");
    await page.getByRole("navigation", { name: "Views" }).getByRole("link", { name: "Procedural breakdown" }).click();

    const form = page.getByRole("form", { name: "Question and context" });
    await form.getByRole("textbox", { name: "Question" }).fill("What must our support chatbot do?");
    await form.getByText("Details for the AI Act engine").click();
    // The role is asked, not assumed.
    await form.getByLabel("Your role").selectOption("provider");
    await form.getByRole("checkbox", { name: "Interacts with people" }).check();
    await form.getByRole("button", { name: "Build the breakdown" }).click();

    const result = page.getByRole("article", { name: "What must our support chatbot do?" });
    await expect(result.getByText("Texts written by the AI model from the AI Act engine's result.")).toBeVisible();
    await expect(result.getByText("The model's summary: a transparency duty applies")).toBeVisible();
    await expect(result.getByText("The model's scope step.")).toBeVisible();
    await expect(result.getByRole("region", { name: "Checklist" })).toContainText(
      "Tell people they are interacting with an AI system",
    );
    await expect(
      result.getByRole("region", { name: "Flowchart" }).getByText("Outcome: Transparency duties (Art. 50)").first(),
    ).toBeVisible();
    await expect(page.getByText("1 of 4 model calls used")).toBeVisible();
    expect(upstream!.requests).toHaveLength(1);
    expect(await axeViolations(page)).toEqual([]);
  });
});

test("@mobile the breakdown at phone width: no sideways scrolling, stepping through by tapping, axe", async ({
  page,
  thirdPartyRequests,
}) => {
  void thirdPartyRequests;
  test.setTimeout(120_000);
  await signInToAssistant(page, "assistant.breakdown.mobile@example.com", "Mobile Procedure Lawyer");
  await createProject(page, "Phone check");
  await page.getByRole("navigation", { name: "Views" }).getByRole("link", { name: "Procedural breakdown" }).click();
  const form = page.getByRole("form", { name: "Question and context" });
  await form.getByRole("textbox", { name: "Question" }).fill("Is emotion recognition of our employees allowed?");
  await form.getByRole("textbox", { name: "Intended use" }).fill("emotion recognition of employees at the workplace");
  await form.getByRole("button", { name: "Build the breakdown" }).click();
  const result = page.getByRole("article", { name: "Is emotion recognition of our employees allowed?" });
  await expect(result.getByRole("region", { name: "Steps" }).getByText("Prohibited practice").first()).toBeVisible();
  const stepper = result.getByRole("region", { name: "Step through" });
  await stepper.getByRole("button", { name: "Start" }).tap();
  await stepper.getByRole("button", { name: "Yes", exact: true }).tap();
  await stepper.getByRole("button", { name: "Yes", exact: true }).tap();
  await expect(stepper.getByRole("heading", { name: "Outcome: Prohibited practice" })).toBeVisible();
  await expect(stepper.getByRole("button", { name: /Art\. 99\(3\)$/ })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  expect(await axeViolations(page)).toEqual([]);
});
