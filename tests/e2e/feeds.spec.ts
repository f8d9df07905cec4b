import type { Locator, Page } from "@playwright/test";
import { axeViolations, expect, test } from "./fixtures.ts";

type IndexFeed = {
  region: string;
  branch: string;
  court: string | null;
  path: string;
  url: string;
  events: number;
  lastChange: string | null;
};

/** The server's own catalogue: what the page must show (the e2e seed decides the numbers). */
async function feedIndex(page: Page): Promise<{ feeds: IndexFeed[]; courts: IndexFeed[] }> {
  const response = await page.request.get("/feeds/index.json");
  expect(response.status()).toBe(200);
  return response.json();
}

const bagButton = (page: Page) => page.getByRole("button", { name: "Federal Labour Court (BAG)", exact: true });

/**
 * Opens a feed's subscribe dialog. The page's click handler is attached once the page has hydrated;
 * a click before that does nothing, so the click is repeated until the dialog is open.
 */
async function openDialog(page: Page, trigger: Locator, dialogName: string): Promise<Locator> {
  const dialog = page.getByRole("dialog", { name: dialogName });
  await expect(async () => {
    if (!(await dialog.isVisible())) await trigger.click();
    await expect(dialog).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  return dialog;
}

test("the page explains subscribing in tabs that work with mouse and keyboard", async ({
  page,
  thirdPartyRequests,
}) => {
  void thirdPartyRequests;
  await page.goto("/calendar-feeds");
  await expect(page.getByRole("heading", { level: 1, name: "Add Your Free Calendar" })).toBeVisible();
  const tablist = page.getByRole("tablist", { name: "Calendar apps" });
  for (const name of ["Google Calendar", "Outlook 365", "iCalendar Mobile", "iCalendar Desktop"]) {
    await expect(tablist.getByRole("tab", { name })).toBeVisible();
  }
  await expect(page.getByRole("tabpanel")).toHaveCount(1);
  await expect(page.getByRole("tabpanel")).toContainText("From URL");
  await tablist.getByRole("tab", { name: "Outlook 365" }).click();
  await expect(tablist.getByRole("tab", { name: "Outlook 365" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("tabpanel")).toContainText("Subscribe from web");
  await page.keyboard.press("ArrowRight");
  await expect(tablist.getByRole("tab", { name: "iCalendar Mobile" })).toBeFocused();
  await expect(page.getByRole("tabpanel")).toContainText("Add Subscribed Calendar");
  await page.keyboard.press("End");
  await expect(page.getByRole("tabpanel")).toContainText("New Calendar Subscription");
  await page.keyboard.press("ArrowRight");
  await expect(tablist.getByRole("tab", { name: "Google Calendar" })).toHaveAttribute("aria-selected", "true");
  expect(await axeViolations(page)).toEqual([]);
});

test("federal courts and every state are listed with their feeds, sizes and updates", async ({
  page,
  thirdPartyRequests,
}) => {
  test.slow(); // the longest public page, every feed checked, and axe over it: 22–34 s on a shared machine
  void thirdPartyRequests;
  const index = await feedIndex(page);
  await page.goto("/calendar-feeds");
  const federal = page.getByRole("region", { name: "Federal courts" });
  const bag = index.feeds.find((feed) => feed.court === "bag")!;
  expect(bag.events).toBeGreaterThan(0);
  const bagEntry = federal.getByRole("listitem").filter({ has: bagButton(page) });
  await expect(bagEntry).toContainText(`${bag.events} decision`);
  await expect(bagEntry).toContainText("updated");
  await expect(bagEntry.getByRole("link", { name: /^ICS feed/ })).toHaveAttribute("href", "/feeds/bund/bag.ics");

  const states = page.getByRole("region", { name: "Courts of the federal states" });
  await expect(states.getByRole("region")).toHaveCount(16);
  const bavaria = states.getByRole("region", { name: "Bavaria" });
  await expect(bavaria.getByRole("button", { name: "Labour courts Bavaria", exact: true })).toBeVisible();
  const ordinary = index.feeds.find((feed) => feed.region === "bayern" && feed.branch === "ordinary")!;
  expect(ordinary.events).toBeGreaterThan(0);
  await expect(
    bavaria
      .getByRole("listitem")
      .filter({ has: page.getByRole("button", { name: "Civil and criminal courts Bavaria" }) }),
  ).toContainText(`${ordinary.events} decision`);

  // A state whose feeds have no decisions yet says so once; its (empty but valid) feeds are still listed.
  const emptyState = ["saarland", "bremen", "thueringen", "hamburg"].find((region) =>
    index.feeds.filter((feed) => feed.region === region).every((feed) => feed.events === 0),
  );
  expect(emptyState, "the e2e seed leaves a state without decisions").toBeDefined();
  const names: Record<string, string> = {
    saarland: "Saarland",
    bremen: "Bremen",
    thueringen: "Thuringia",
    hamburg: "Hamburg",
  };
  const empty = states.getByRole("region", { name: names[emptyState!] });
  await expect(empty.getByText("This calendar feed will be available soon.")).toHaveCount(1);
  await expect(empty.getByRole("link", { name: /^ICS feed/ })).toHaveCount(6);
  const response = await page.request.get(`/feeds/${emptyState}/labour.ics`);
  expect(response.status()).toBe(200);
  expect(await response.text()).toContain("BEGIN:VCALENDAR");
  expect(await axeViolations(page)).toEqual([]);
});

test("inside a state with decisions, each feed without decisions yet says 'This calendar feed will be available soon.'", async ({
  page,
  thirdPartyRequests,
}) => {
  void thirdPartyRequests;
  const index = await feedIndex(page);
  const names: Record<string, string> = {
    hessen: "Hesse",
    "baden-wuerttemberg": "Baden-Württemberg",
    "nordrhein-westfalen": "North Rhine-Westphalia",
    bayern: "Bavaria",
  };
  const mixed = Object.keys(names).find((region) => {
    const feeds = index.feeds.filter((feed) => feed.region === region);
    return feeds.some((feed) => feed.events > 0) && feeds.some((feed) => feed.events === 0);
  });
  expect(mixed, "the e2e seed has a state with both filled and empty feeds").toBeDefined();
  const feeds = index.feeds.filter((feed) => feed.region === mixed);
  const emptyFeeds = feeds.filter((feed) => feed.events === 0);
  await page.goto("/calendar-feeds");
  const state = page
    .getByRole("region", { name: "Courts of the federal states" })
    .getByRole("region", { name: names[mixed!] });
  const entryOf = (path: string) => state.getByRole("listitem").filter({ has: page.locator(`a[href="${path}"]`) });
  for (const feed of feeds) {
    const entry = entryOf(feed.path);
    await expect(entry).toHaveCount(1);
    if (feed.events === 0) {
      await expect(entry).toContainText("This calendar feed will be available soon.");
    } else {
      await expect(entry).not.toContainText("available soon");
      await expect(entry).toContainText(`${feed.events} decision`);
    }
  }
  // Only the empty feeds say so: no state-wide notice for a state that has decisions.
  await expect(state.getByText("This calendar feed will be available soon.")).toHaveCount(emptyFeeds.length);
  const response = await page.request.get(emptyFeeds[0]!.path);
  expect(response.status()).toBe(200);
  expect(await response.text()).not.toContain("BEGIN:VEVENT");
});

test("a copy button copies the feed address and shows 'Copied!' for 2 seconds", async ({
  page,
  context,
  baseURL,
  thirdPartyRequests,
}) => {
  void thirdPartyRequests;
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.clock.install();
  await page.goto("/calendar-feeds");
  // Stop the page's clock so that only runFor() moves it.
  await page.clock.pauseAt(Date.now() + 60_000);
  const copy = page.getByRole("button", { name: "Copy URL – Federal Labour Court (BAG)" });
  await copy.click();
  const copied = page.getByRole("button", { name: "Copied! – Federal Labour Court (BAG)" });
  await expect(copied).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}/feeds/bund/bag.ics`);
  await page.clock.runFor(1900);
  await expect(copied).toBeVisible();
  await page.clock.runFor(200);
  await expect(copy).toBeVisible();
});

test("an entry opens 'Add to Your Calendar' with the address, Copy Link and one-click subscribe links", async ({
  page,
  context,
  baseURL,
  thirdPartyRequests,
}) => {
  void thirdPartyRequests;
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.goto("/calendar-feeds");
  const trigger = bagButton(page);
  const dialog = await openDialog(page, trigger, "Add to Your Calendar");
  const feedUrl = `${baseURL}/feeds/bund/bag.ics`;
  const webcal = feedUrl.replace(/^https?:/, "webcal:");
  await expect(dialog.getByRole("textbox", { name: "Feed address" })).toHaveValue(feedUrl);
  await expect(dialog.getByRole("link", { name: "Apple Calendar & Outlook desktop" })).toHaveAttribute("href", webcal);
  await expect(dialog.getByRole("link", { name: "Google Calendar" })).toHaveAttribute(
    "href",
    `https://calendar.google.com/calendar/r?cid=${encodeURIComponent(webcal)}`,
  );
  const outlook = new URL((await dialog.getByRole("link", { name: "Outlook.com" }).getAttribute("href"))!);
  expect(`${outlook.origin}${outlook.pathname}`).toBe("https://outlook.live.com/calendar/0/addfromweb");
  expect(outlook.searchParams.get("url")).toBe(feedUrl);
  const office = new URL((await dialog.getByRole("link", { name: "Microsoft 365" }).getAttribute("href"))!);
  expect(`${office.origin}${office.pathname}`).toBe("https://outlook.office.com/calendar/0/addfromweb");
  expect(office.searchParams.get("url")).toBe(feedUrl);

  const copyLink = dialog.getByRole("button", { name: "Copy Link" });
  await expect(copyLink).toBeFocused();
  await copyLink.click();
  await expect(dialog.getByRole("button", { name: "Copied!" })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(feedUrl);
  expect(await axeViolations(page)).toEqual([]);

  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toBeHidden();
  await expect(trigger).toBeFocused();
});

test("the dialog is keyboard-usable: focus stays inside, Escape closes, focus returns", async ({
  page,
  thirdPartyRequests,
}) => {
  void thirdPartyRequests;
  await page.goto("/calendar-feeds");
  const trigger = page.getByRole("button", { name: "Civil and criminal courts Bavaria", exact: true });
  await trigger.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Add to Your Calendar" });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText("Civil and criminal courts Bavaria");
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press("Tab");
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press("Shift+Tab");
  expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(trigger).toBeFocused();
});

test.describe("without the Clipboard API", () => {
  test("copying falls back to the selection and still confirms", async ({ page, thirdPartyRequests }) => {
    void thirdPartyRequests;
    await page.addInitScript(() =>
      Object.defineProperty(navigator, "clipboard", { value: undefined, configurable: true }),
    );
    await page.goto("/calendar-feeds");
    const dialog = await openDialog(page, bagButton(page), "Add to Your Calendar");
    await dialog.getByRole("button", { name: "Copy Link" }).click();
    await expect(dialog.getByRole("button", { name: "Copied!" })).toBeVisible();
  });

  test("when nothing can copy, the address is selected with a hint", async ({ page, thirdPartyRequests }) => {
    void thirdPartyRequests;
    await page.addInitScript(() => {
      Object.defineProperty(navigator, "clipboard", { value: undefined, configurable: true });
      document.execCommand = () => false;
    });
    await page.goto("/calendar-feeds");
    await page.getByRole("button", { name: "Copy URL – Federal Labour Court (BAG)" }).click();
    const dialog = page.getByRole("dialog", { name: "Add to Your Calendar" });
    await expect(dialog).toBeVisible();
    const input = dialog.getByRole("textbox", { name: "Feed address" });
    await expect(input).toBeFocused();
    expect(await input.evaluate((element: HTMLInputElement) => element.selectionEnd! - element.selectionStart!)).toBe(
      (await input.inputValue()).length,
    );
    await dialog.getByRole("button", { name: "Copy Link" }).click();
    await expect(dialog.getByRole("status")).toHaveText(/Ctrl\+C/);
  });
});

test("a keyword feed address is built as the visitor types and can be subscribed", async ({
  page,
  baseURL,
  thirdPartyRequests,
}) => {
  void thirdPartyRequests;
  await page.goto("/calendar-feeds");
  const form = page.getByRole("region", { name: "Keyword feed" });
  await form.getByRole("searchbox", { name: "Keywords" }).fill("Arbeitgeber");
  await form.getByRole("combobox", { name: "Region" }).selectOption("bund");
  await form.getByRole("combobox", { name: "Court branch" }).selectOption("labour");
  const url = `${baseURL}/feeds/search.ics?q=Arbeitgeber&region=bund&branch=labour`;
  await expect(form.getByRole("textbox", { name: "Your feed address" })).toHaveValue(url);
  await form.getByRole("button", { name: "Subscribe to this keyword feed" }).click();
  await expect(
    page.getByRole("dialog", { name: "Add to Your Calendar" }).getByRole("textbox", { name: "Feed address" }),
  ).toHaveValue(url);
  const response = await page.request.get(url);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
  expect(await response.text()).toContain("BEGIN:VEVENT");
});

test("feeds answer with calendars, validators and the permanent redirect of the old region", async ({ page }) => {
  const feed = await page.request.get("/feeds/bund/bag.ics");
  expect(feed.status()).toBe(200);
  expect(feed.headers()["access-control-allow-origin"]).toBe("*");
  const again = await page.request.get("/feeds/bund/bag.ics", { headers: { "if-none-match": feed.headers().etag! } });
  expect(again.status()).toBe(304);
  const old = await page.request.get("/feeds/niedersachen/labour.ics", { maxRedirects: 0 });
  expect(old.status()).toBe(301);
  expect(old.headers().location).toBe("/feeds/niedersachsen/labour.ics");
  expect((await page.request.get("/feeds/atlantis/labour.ics")).status()).toBe(404);
});

test("the page is in German for German visitors", async ({ page, thirdPartyRequests }) => {
  void thirdPartyRequests;
  await page.goto("/calendar-feeds?lang=de");
  await expect(page.getByRole("heading", { level: 1, name: "Ihr kostenloser Kalender" })).toBeVisible();
  const dialog = await openDialog(
    page,
    page.getByRole("button", { name: "Bundesarbeitsgericht (BAG)", exact: true }),
    "Zu Ihrem Kalender hinzufügen",
  );
  await expect(dialog.getByRole("button", { name: "Link kopieren" })).toBeVisible();
  await dialog.getByRole("button", { name: "Schließen" }).click();
});

test("@mobile the feeds and the dialog work on a phone", async ({ page, thirdPartyRequests }) => {
  void thirdPartyRequests;
  await page.goto("/calendar-feeds");
  const dialog = await openDialog(page, bagButton(page), "Add to Your Calendar");
  await expect(dialog.getByRole("link", { name: "Apple Calendar & Outlook desktop" })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toBeHidden();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("every instruction and every feed link is there", async ({ page }) => {
    await page.goto("/calendar-feeds");
    await expect(page.getByText("Choose “From URL”")).toBeVisible();
    await expect(page.getByText("New Calendar Subscription")).toBeVisible();
    await expect(page.getByRole("link", { name: "ICS feed – Federal Labour Court (BAG)" })).toHaveAttribute(
      "href",
      "/feeds/bund/bag.ics",
    );
    await page.getByRole("searchbox", { name: "Keywords" }).fill("Urlaub");
    await page.getByRole("button", { name: "Build the feed address" }).click();
    await expect(page.getByRole("textbox", { name: "Your feed address" })).toHaveValue(
      /\/feeds\/search\.ics\?q=Urlaub$/,
    );
  });
});
