import path from "node:path";
import { startExtraServer } from "../support/extra-server.ts";
import { starterSample } from "../support/starter-sample.ts";
import { createProject, expect, signInToAssistant, test } from "./fixtures.ts";

/*
 * A new user's first start: the production server on an empty (migrated) data folder with the bundled
 * starter set installs it in the background — healthy at once, real decisions on the landing
 * page's calendar and in the BGH feed within the import time, and the assistant answers from the
 * installed EU acts (the AI Act as amended in 2026).
 * The ordinary run installs a sample of the set (tests/support/starter-sample.ts: every file but
 * the two large BGH metadata files, of which the newest and oldest records); with
 * E2E_STARTER_SET=full it installs the whole of data/starter (60,551 records), once per CI run.
 */
const full = process.env.E2E_STARTER_SET === "full";
const port = Number(process.env.E2E_STARTER_PORT ?? Number(process.env.E2E_PORT ?? 3210) + 23);
const origin = `http://127.0.0.1:${port}`;

test.describe("first start on an empty data folder", () => {
  test.describe.configure({ mode: "serial" });
  // Installing 60,551 records takes about a minute on a quiet machine; a shared one needs more.
  test.setTimeout(full ? 360_000 : 120_000);
  let stop: (() => Promise<void>) | undefined;
  test.afterAll(async () => stop?.());
  test.use({ baseURL: origin });

  test("is healthy at once, installs the starter set, then shows real decisions and a non-empty BGH feed", async ({
    page,
    request,
  }) => {
    const folder = full ? path.resolve("data/starter") : starterSample();
    ({ stop } = await startExtraServer({
      name: full ? "starter-full" : "starter",
      port,
      env: { STARTER_DATA: "auto", STARTER_DATA_PATH: folder, INGEST_SCHEDULE: "false" },
    }));
    expect((await request.get(`${origin}/healthz`)).status()).toBe(200);
    const first = await (await request.get(`${origin}/readyz`)).json();
    expect(first).toMatchObject({ ready: true });
    expect(["importing", "ready"]).toContain(first.status);

    await expect
      .poll(async () => (await (await request.get(`${origin}/readyz`)).json()).status, {
        timeout: full ? 330_000 : 100_000,
        intervals: [1_000],
      })
      .toBe("ready");

    await page.goto(`${origin}/`);
    await expect(page.getByText("No decisions have been imported yet")).toHaveCount(0);
    // The latest month of the set (June 2026): BGH decisions, each linking to its page.
    const decisionLinks = page.locator('a[href^="/decision-details/rii-"]');
    expect(await decisionLinks.count()).toBeGreaterThan(0);
    await decisionLinks.first().click();
    await expect(page.getByText("Bundesgerichtshof").first()).toBeVisible();
    // Known by its metadata: the page leads to the official source and says the full text comes from there.
    await expect(page.getByRole("link", { name: "Read it at www.rechtsprechung-im-internet.de" })).toHaveAttribute(
      "href",
      /^https:\/\/www\.rechtsprechung-im-internet\.de\/jportal\/\?quelle=jlink&docid=/,
    );
    await expect(page.getByText("Its full text is fetched from www.rechtsprechung-im-internet.de")).toBeVisible();
    await expect(page.getByRole("button", { name: "Source Not Available" })).toHaveCount(0);

    const feed = await request.get(`${origin}/feeds/bund/bgh.ics`);
    expect(feed.status()).toBe(200);
    const body = await feed.text();
    expect(body).toContain("BEGIN:VCALENDAR");
    expect((body.match(/BEGIN:VEVENT/g) ?? []).length).toBeGreaterThan(100);
  });

  test("the assistant answers a question from the installed acts, citing the law in force", async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto(`${origin}/`);
    await signInToAssistant(page, "first.start@example.com", "First Start");
    await createProject(page, "High-risk deadlines");
    await page.getByRole("navigation", { name: "Views" }).getByRole("link", { name: "Chat" }).click();

    await page
      .getByRole("textbox", { name: "Your question" })
      .fill("From when do the rules for high-risk AI systems apply?");
    await page.getByRole("button", { name: "Send" }).click();
    const answer = page.getByRole("list", { name: "Conversation" }).locator('[data-type="ai"]').first();
    // The first question after the install builds the search index of every act (with their paraphrases).
    await expect(answer.getByText("Produced without an AI model")).toBeVisible({ timeout: 30_000 });
    // The consolidated AI Act's Art. 113 (as amended by Regulation (EU) 2026/1744), opened from its citation.
    await answer
      .getByRole("button", { name: /^\[\d+\] Source \d+: Art(icle|\.) 113\b/ })
      .first()
      .click();
    const source = page.getByRole("dialog");
    await expect(source).toContainText("2 December 2027");
    await expect(source.getByRole("link", { name: "Read it on EUR-Lex" })).toHaveAttribute(
      "href",
      /02024R1689-20260727/,
    );
  });
});
