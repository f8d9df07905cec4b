import type { Page } from "@playwright/test";
import { startModelServer } from "../support/extra-server.ts";
import type { OpenAiTestServer } from "../support/openai-test-server.ts";
import { axeViolations, expect, createProject, signInToAssistant, test } from "./fixtures.ts";

const sidebar = (page: Page) => page.getByRole("navigation", { name: "Projects and chats" });
const conversation = (page: Page) => page.getByRole("list", { name: "Conversation" });

test("without a model: create a project, ask, open a citation, follow up, reload, German UI, delete", async ({
  page,
  thirdPartyRequests,
}) => {
  void thirdPartyRequests;
  test.setTimeout(90_000); // one long story on a shared machine
  const consoleInfo: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "info") consoleInfo.push(message.text());
  });
  await signInToAssistant(page, "assistant.nomodel@example.com", "Research Lawyer");
  await expect(page.getByText(/^0 of \d+ model calls used$/)).toBeVisible();
  await expect(page.getByRole("heading", { name: "Comparison of regulations" })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // No project: the send button is disabled and Enter sends nothing (the reason is logged).
  await page.getByRole("navigation", { name: "Views" }).getByRole("link", { name: "Chat" }).click();
  await expect(page).toHaveURL(/view=chat_view/);
  const question = page.getByRole("textbox", { name: "Your question" });
  await question.fill("What are the obligations of deployers?");
  await expect(page.getByRole("button", { name: "Send" })).toBeDisabled();
  await question.press("Enter");
  await expect.poll(() => consoleInfo).toContain("No user or project selected");
  await expect(conversation(page).getByRole("listitem")).toHaveCount(0);

  await createProject(page, "Robot Act research");
  await page.getByRole("button", { name: "Edit project" }).click();
  await expect(page.getByRole("textbox", { name: "Title", exact: true })).toHaveValue("Robot Act research");
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole("textbox", { name: "Title", exact: true }).fill("Robot Act: deployers");
  await page.getByRole("textbox", { name: "Description" }).fill("Duties of deployers under the Robot Act");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Robot Act: deployers" })).toBeVisible();
  await expect(page.getByText("Duties of deployers under the Robot Act")).toBeVisible();
  await expect(sidebar(page).getByRole("link", { name: "Robot Act: deployers" })).toHaveAttribute(
    "aria-current",
    "true",
  );

  await question.fill("What are the obligations of deployers?");
  await page.getByRole("button", { name: "Send" }).click();
  const answers = conversation(page).locator('[data-type="ai"]');
  await expect(conversation(page).locator('[data-type="user"]').first()).toContainText(
    "What are the obligations of deployers?",
  );
  await expect(answers.first().getByText("Produced without an AI model")).toBeVisible();
  await expect(page).toHaveURL(/[?&]chat=[0-9a-f-]{36}/);
  await expect(sidebar(page).getByRole("link", { name: "What are the obligations of deployers?" })).toHaveAttribute(
    "aria-current",
    "true",
  );

  // A citation marker opens the provision with its EUR-Lex link.
  await answers
    .first()
    .getByRole("button", { name: /^\[1\] Source 1:/ })
    .first()
    .click();
  const source = page.getByRole("dialog");
  await expect(source.getByRole("heading", { level: 2 })).toContainText("[1]");
  await expect(source.getByRole("link", { name: "Read it on EUR-Lex" })).toHaveAttribute(
    "href",
    /^https:\/\/eur-lex\.europa\.eu\//,
  );
  expect(await axeViolations(page)).toEqual([]);
  await source.getByRole("button", { name: "Close" }).click();
  await expect(source).toBeHidden();

  // A follow-up asks that question.
  const followUp = answers.first().getByRole("list").last().getByRole("button").first();
  const followUpText = (await followUp.textContent())!;
  await followUp.click();
  await expect(conversation(page).locator('[data-type="user"]').nth(1)).toHaveText(new RegExp(escape(followUpText)));
  await expect(answers).toHaveCount(2);
  await expect(answers.nth(1).getByText("Produced without an AI model")).toBeVisible();
  await expect(page.getByText(/^0 of \d+ model calls used$/)).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // Everything was stored: a reload shows the same chat in the same view.
  const url = page.url();
  await page.reload();
  await expect(page).toHaveURL(url);
  await expect(conversation(page).locator('[data-type="user"]')).toHaveCount(2);
  await expect(answers).toHaveCount(2);
  await expect(page.getByRole("navigation", { name: "Views" }).getByRole("link", { name: "Chat" })).toHaveAttribute(
    "aria-current",
    "page",
  );

  // German UI through the language switch keeps project, chat and view.
  await page.getByRole("link", { name: "Diese Seite auf Deutsch anzeigen" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Rechercheassistent" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Ansichten" }).getByRole("link", { name: "Chat" })).toHaveAttribute(
    "aria-current",
    "page",
  );
  const antworten = page.getByRole("list", { name: "Unterhaltung" }).locator('[data-type="ai"]');
  await expect(antworten.first().getByText("Ohne KI-Modell erstellt")).toBeVisible();
  await expect(
    antworten
      .first()
      .getByRole("button", { name: /^\[1\] Quelle 1:/ })
      .first(),
  ).toBeVisible();
  await expect(page.getByText(/^0 von \d+ Modellaufrufen verbraucht$/)).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // Deleting the selected project asks first, then clears the selection.
  await page.getByRole("button", { name: "Projekt löschen" }).click();
  const confirm = page.getByRole("dialog", { name: "Das Projekt „Robot Act: deployers“ löschen?" });
  await expect(confirm).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  const deletedUrl = page.url();
  await confirm.getByRole("button", { name: "Endgültig löschen" }).click();
  await expect(page.getByText("Noch keine Projekte.")).toBeVisible();
  await expect(page).not.toHaveURL(/project=/);
  await page.reload();
  await expect(page.getByText("Noch keine Projekte.")).toBeVisible();
  // An old link to the deleted project opens no project (and no error).
  await page.goto(deletedUrl);
  await expect(page.getByText("Wählen Sie ein Projekt oder legen Sie eines an.", { exact: false })).toBeVisible();
  await expect(page.getByRole("button", { name: "Senden" })).toBeDisabled();
  await expect(page.getByRole("alert")).toHaveCount(0);
});

test("phone width: the page works with the keyboard and without sideways scrolling @mobile", async ({
  page,
  thirdPartyRequests,
}) => {
  void thirdPartyRequests;
  await signInToAssistant(page, "assistant.phone@example.com", "Phone Lawyer");
  await createProject(page, "On the road");
  await page.getByRole("navigation", { name: "Views" }).getByRole("link", { name: "Procedural breakdown" }).click();
  await expect(page.getByRole("heading", { name: "Procedural breakdown" })).toBeVisible();
  await page.getByRole("navigation", { name: "Views" }).getByRole("link", { name: "Chat" }).click();
  await page.getByRole("textbox", { name: "Your question" }).fill("Which penalties apply?");
  await page.getByRole("textbox", { name: "Your question" }).press("Enter");
  await expect(
    conversation(page).locator('[data-type="ai"]').first().getByText("Produced without an AI model"),
  ).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  expect(await axeViolations(page)).toEqual([]);

  // Deleting the chat asks first, then leaves the project without chats.
  await page.getByRole("button", { name: "Delete this chat" }).click();
  await page
    .getByRole("dialog", { name: "Delete this chat?" })
    .getByRole("button", { name: "Delete for good" })
    .click();
  await expect(page.getByText("No chats in this project yet.", { exact: false })).toBeVisible();
  await expect(page).not.toHaveURL(/chat=/);
  await expect(conversation(page).getByRole("listitem")).toHaveCount(0);
});

/*
 * With a model: a server of its own whose AI_BASE_URL points at the project's OpenAI-compatible
 * test server (the shared e2e server has no AI_* settings). The question chooses the test
 * server's scenario with "[test:<scenario>]". USAGE_LIMIT=4 makes the limit reachable.
 */
test.describe("with a model", () => {
  test.describe.configure({ mode: "serial" });
  const port = Number(process.env.E2E_ASSISTANT_PORT ?? Number(process.env.E2E_PORT ?? 3210) + 31);
  let upstream: OpenAiTestServer | undefined;
  let stop: (() => Promise<void>) | undefined;
  test.use({ baseURL: `http://127.0.0.1:${port}` });

  test.beforeAll(async () => {
    test.setTimeout(120_000); // a fresh database with the seeded corpus, then the server
    ({ upstream, stop } = await startModelServer({ name: "assistant-model", port, usageLimit: 4 }));
  });
  test.afterAll(async () => stop?.());

  test("the answer streams in, cites, offers follow-ups; a failure offers Retry; the limit is explained", async ({
    page,
    thirdPartyRequests,
  }) => {
    void thirdPartyRequests;
    test.setTimeout(90_000);
    await signInToAssistant(page, "assistant.model@example.com", "Model Lawyer");
    await expect(page.getByText("0 of 4 model calls used")).toBeVisible();
    await createProject(page, "Logging duties");
    await page.getByRole("navigation", { name: "Views" }).getByRole("link", { name: "Chat" }).click();
    const question = page.getByRole("textbox", { name: "Your question" });
    const answers = conversation(page).locator('[data-type="ai"]');

    // The test server sends one chunk and holds the rest: the placeholder shows it while streaming.
    await question.fill("What are the obligations of deployers? [test:held]");
    await page.getByRole("button", { name: "Send" }).click();
    await expect(answers.first()).toHaveAttribute("aria-busy", "true");
    await expect(answers.first()).toContainText("Deployers must keep");
    await expect(page.getByRole("button", { name: "Answering…" })).toBeDisabled();
    upstream!.release();
    await expect(answers.first()).not.toHaveAttribute("aria-busy", "true");
    await expect(answers.first()).toContainText("to the extent such logs are under their control");
    await expect(answers.first()).not.toContainText("Follow-up Questions");
    await expect(answers.first().getByText("Produced without an AI model")).toHaveCount(0);
    await expect(page.getByText("1 of 4 model calls used")).toBeVisible();

    // By keyboard: the marker opens the source panel, Escape closes it and focus returns.
    const marker = answers
      .first()
      .getByRole("button", { name: /^\[1\] Source 1:/ })
      .first();
    await marker.focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("dialog").getByRole("link", { name: "Read it on EUR-Lex" })).toHaveAttribute(
      "href",
      /^https:\/\/eur-lex\.europa\.eu\//,
    );
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toBeHidden();
    await expect(marker).toBeFocused();

    await answers.first().getByRole("button", { name: "How long must the logs be kept?" }).click();
    await expect(conversation(page).locator('[data-type="user"]').nth(1)).toHaveText(
      /How long must the logs be kept\?/,
    );
    await expect(answers.nth(1)).toContainText("Deployers must keep the logs");
    await expect(page.getByText("2 of 4 model calls used")).toBeVisible();

    // The browser goes away mid-answer: the server finishes and stores it; the chat shows it.
    await question.fill("What must deployers not do? [test:held]");
    await question.press("Enter");
    await expect(answers.nth(2)).toContainText("Deployers must keep");
    await page.reload();
    await expect(answers.nth(2)).toHaveAttribute("aria-busy", "true");
    upstream!.release();
    await expect(answers.nth(2)).toContainText("to the extent such logs are under their control");
    await expect(answers.nth(2)).not.toHaveAttribute("aria-busy", "true");
    await expect(page.getByText("3 of 4 model calls used")).toBeVisible();

    // An upstream failure: the error message with Retry; the question stays.
    await question.fill("And the fines? [test:status-500]");
    await question.press("Enter");
    await expect(answers.nth(3)).toContainText("I encountered an error. Please try again.");
    await expect(page.getByText("4 of 4 model calls used")).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    // Retry asks again, and is refused at the limit with a notice that says so.
    await answers.nth(3).getByRole("button", { name: "Retry" }).click();
    await expect(conversation(page).locator('[data-type="user"]')).toHaveCount(5);
    await expect(answers.nth(4).getByText(/You have used all 4 model calls/)).toBeVisible();

    // Everything is stored, errors included.
    await page.reload();
    await expect(conversation(page).locator('[data-type="user"]')).toHaveCount(5);
    await expect(answers).toHaveCount(5);
    await expect(answers.nth(3)).toContainText("I encountered an error. Please try again.");
    await expect(answers.nth(4).getByText(/You have used all 4 model calls/)).toBeVisible();
    await expect(
      answers
        .first()
        .getByRole("button", { name: /^\[1\] Source 1:/ })
        .first(),
    ).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    await page.goto("/account");
    await expect(page.getByText("4 of 4 model calls used")).toBeVisible();
  });
});

function escape(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
