import fs from "node:fs";
import type { Download, Page } from "@playwright/test";
import { readDocx } from "../support/read-docx.ts";
import { axeViolations, expect, createProject, signInToAssistant, test } from "./fixtures.ts";

/** Clicks a download link and returns the file's name and bytes. */
async function download(page: Page, click: () => Promise<void>): Promise<{ name: string; bytes: Buffer }> {
  const [file] = (await Promise.all([page.waitForEvent("download"), click()])) as [Download, void];
  const path = await file.path();
  return { name: file.suggestedFilename(), bytes: fs.readFileSync(path) };
}

test("without a model: ask a question, then download the chat and the answer as Word and the project as Markdown", async ({
  page,
  thirdPartyRequests,
}) => {
  void thirdPartyRequests;
  test.slow(); // a sign-in, an answer and three downloads on a shared machine
  await signInToAssistant(page, "export.nomodel@example.com", "Export Lawyer");
  await createProject(page, "Robot Act export");
  await page.getByRole("navigation", { name: "Views" }).getByRole("link", { name: "Chat" }).click();
  await page.getByRole("textbox", { name: "Your question" }).fill("What are the obligations of deployers?");
  await page.getByRole("button", { name: "Send" }).click();
  const answer = page.getByRole("list", { name: "Conversation" }).locator('[data-type="ai"]').first();
  await expect(answer.getByText("Produced without an AI model")).toBeVisible();
  await expect(page).toHaveURL(/[?&]chat=[0-9a-f-]{36}/);

  const chatExport = page.getByRole("group", { name: "Export this chat" });
  await expect(chatExport).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  const chat = await download(page, () => chatExport.getByRole("link", { name: "Word (.docx)" }).click());
  expect(chat.name).toMatch(/^research-chat-what-are-the-obligations-of-deployers-\d{4}-\d\d-\d\d\.docx$/);
  const docx = readDocx(chat.bytes);
  const text = docx.paragraphs.map((paragraph) => paragraph.text).join("\n");
  expect(text).toContain("Research chat: What are the obligations of deployers?");
  expect(text).toContain("Question 1");
  expect(text).toContain("Not legal advice.");
  expect(docx.footnotes.length).toBeGreaterThan(0);
  expect(docx.footnotes[0]!.hyperlinks[0]).toMatch(/^https:\/\/eur-lex\.europa\.eu\//);

  const single = await download(page, () =>
    answer.getByRole("group", { name: "Export this answer" }).getByRole("link", { name: "Word (.docx)" }).click(),
  );
  expect(single.name).toMatch(/^research-answer-\d{4}-\d\d-\d\d\.docx$/);
  expect(readDocx(single.bytes).paragraphs.map((paragraph) => paragraph.text)).toContain(
    "What are the obligations of deployers?",
  );

  const project = await download(page, () =>
    page.getByRole("group", { name: "Export this project" }).getByRole("link", { name: "Markdown (.md)" }).click(),
  );
  expect(project.name).toMatch(/^research-project-robot-act-export-\d{4}-\d\d-\d\d\.md$/);
  const markdown = project.bytes.toString("utf8");
  expect(markdown).toContain("# Research project: Robot Act export");
  expect(markdown).toContain("## Chat: What are the obligations of deployers?");
  expect(markdown).toMatch(/^\[\^1\]: .+<https:\/\/eur-lex\.europa\.eu\//m);
});

test.describe("the AI Act check result without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("downloads the result as Markdown with its provisions as footnotes", async ({ page, thirdPartyRequests }) => {
    void thirdPartyRequests;
    await page.goto(
      "/ai-act-check?subject=ai_system&role=deployer&eu=yes&market=yes&output=yes&practice=emotion_recognition_workplace_education&step=result",
    );
    await expect(page.getByRole("heading", { level: 2, name: "Result" })).toBeVisible();
    const file = await download(page, () =>
      page.getByRole("group", { name: "Download this result" }).getByRole("link", { name: "Markdown (.md)" }).click(),
    );
    expect(file.name).toMatch(/^ai-act-check-result-\d{4}-\d\d-\d\d\.md$/);
    const markdown = file.bytes.toString("utf8");
    expect(markdown).toContain("# AI Act check: result");
    expect(markdown).toContain("_Not legal advice.");
    expect(markdown).toContain("Prohibited practice");
    expect(markdown).toMatch(
      /^\[\^\d+\]: Art\. 5\(1\)\(f\) AI Act \(CELEX 32024R1689\)\. <https:\/\/eur-lex\.europa\.eu\/legal-content\/EN\/TXT\/\?uri=CELEX:02024R1689-20260727#art_5>/m,
    );
  });
});
