import type { Page } from "@playwright/test";
import { axeViolations, createProject, expect, signInToAssistant, test } from "./fixtures.ts";

/**
 * After sending, the person sees the new answer: its start lies in the viewport above the fixed
 * question box, at desktop and phone width, in English and German.
 */
async function askAndExpectAnswerInView(
  page: Page,
  labels: { chat: string; views: string; question: string; send: string; noModel: string },
) {
  await page.getByRole("navigation", { name: labels.views }).getByRole("link", { name: labels.chat }).click();
  const conversation = page.locator("ol.chat-messages");
  const box = page.locator("form.chat-form");
  for (const question of [
    "What are the obligations of deployers?",
    "Which duties does a provider of a high-risk system have?",
  ]) {
    await page.getByRole("textbox", { name: labels.question }).fill(question);
    await page.getByRole("button", { name: labels.send }).click();
    const answer = conversation.locator('[data-type="ai"]').last();
    await expect(answer.getByText(labels.noModel)).toBeVisible();
    // The answer's first line is on screen and not under the question box.
    await expect
      .poll(async () => {
        const [answerBox, formBox] = [await answer.boundingBox(), await box.boundingBox()];
        return answerBox !== null && formBox !== null && answerBox.y >= 0 && answerBox.y + 40 <= formBox.y;
      })
      .toBe(true);
    await expect(answer).toBeInViewport({ ratio: 0.05 });
  }
}

test("desktop 1366×900, English: the new answer scrolls into view as it starts", async ({
  page,
  thirdPartyRequests,
}) => {
  void thirdPartyRequests;
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  await signInToAssistant(page, "in-view.desktop@example.com", "Desktop Reader");
  await createProject(page, "In view");
  await askAndExpectAnswerInView(page, {
    chat: "Chat",
    views: "Views",
    question: "Your question",
    send: "Send",
    noModel: "Produced without an AI model",
  });
});

test.describe("phone 390×844", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("@mobile German: the new answer is in view and the question box stays small", async ({
    page,
    thirdPartyRequests,
  }) => {
    void thirdPartyRequests;
    test.setTimeout(60_000);
    await signInToAssistant(page, "in-view.phone@example.com", "Phone Reader");
    await createProject(page, "Im Blick");
    await page.goto(`${page.url()}&lang=de`);
    await expect(page.getByRole("heading", { level: 1, name: "Rechercheassistent" })).toBeVisible();
    await askAndExpectAnswerInView(page, {
      chat: "Chat",
      views: "Ansichten",
      question: "Ihre Frage",
      send: "Senden",
      noModel: "Ohne KI-Modell erstellt",
    });
    // The fixed question box takes at most a seventh of the screen.
    const formBox = await page.locator("form.chat-form").boundingBox();
    expect(formBox!.height).toBeLessThanOrEqual(844 / 7);
    expect(await axeViolations(page)).toEqual([]);
  });
});
