import type { Page } from "@playwright/test";
import { decisionIdFor } from "#app/domain/decisions/decision-id.ts";
import { seedDecisionRecords } from "#app/domain/decisions/seed-decisions.server.ts";
import { startExtraServer } from "../support/extra-server.ts";
import { axeViolations, expect, test } from "./fixtures.ts";

const pages = ["/", "/pricing", "/contact", "/privacy-policy", "/gdpr", "/impressum"] as const;
const languages = ["en", "de"] as const;
type Lang = (typeof languages)[number];

/** Opens a page in a language: ?lang= sets the remembered choice and redirects to the clean URL. */
async function open(page: Page, path: string, lang: Lang) {
  await page.goto(`${path}?lang=${lang}`);
  await expect(page.locator("html")).toHaveAttribute("lang", lang);
  expect(new URL(page.url()).pathname).toBe(path);
}

/** What the sample calendar must show for the e2e seed: the month of its latest decision. */
function expectedSampleMonth(lang: Lang) {
  const today = new Date().toISOString().slice(0, 10);
  const records = seedDecisionRecords().filter((record) => record.decisionDate <= today);
  const latest = records
    .map((record) => record.decisionDate)
    .sort()
    .at(-1)!;
  const month = latest.slice(0, 7);
  const label = new Intl.DateTimeFormat(lang === "de" ? "de-DE" : "en-GB", {
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${month}-15T12:00:00Z`));
  const inMonth = records.filter((record) => record.decisionDate.startsWith(month));
  return {
    label,
    decisions: inMonth.map((record) => ({ ...record, id: decisionIdFor(record.source, record.sourceId) })),
  };
}

const text = {
  en: {
    home: "Track new German court decisions in the calendar you already use",
    cta: "Add Your Free Calendar",
    calendarTitle: "Sample calendar",
    caption: (month: string) => `Court decisions in ${month}`,
    pricingTitle: "Simple, transparent pricing",
    free: "Free",
    freeFeatures: [
      "Calendar feeds for every federal state and court branch",
      "Decision pages with headnote, operative part and full text",
      "Search across all imported decisions",
      "EU-law research assistant with a free account (monthly question limit)",
      "No tracking, no advertising",
    ],
    perMonth: "per month",
    comingSoon: "Coming Soon",
    tba: "Price to be announced",
    waitlist: "Join the Waitlist",
    faq: "Frequently asked questions",
    contactTitle: "Contact us",
    respond: "We'll respond within 24 hours",
    privacyTitle: "Privacy Policy",
    privacyHeadings: [
      "1. Controller",
      "2. Server logs",
      "3. Cookies",
      "4. Analytics and tracking",
      "5. Fonts",
      "8. Research assistant and AI model provider",
      "9. Contacting us",
      "11. Your rights",
      "12. Right to lodge a complaint",
    ],
    otherPolicy: "Diese Datenschutzerklärung auf Deutsch lesen",
    gdprTitle: "GDPR compliance, in plain language",
    gdprHeadings: [
      "What we store per user",
      "Where it is stored",
      "How long we keep it",
      "Who else processes it",
      "How to export or delete your data",
    ],
    impressumTitle: "Legal notice (Impressum)",
    ddg: "Information under section 5 of the German Digital Services Act (DDG)",
    accountPage: "account page",
    notFound: "Page not found",
    decisionNotFound: "Decision not found.",
    signInTitle: "Sign in",
    signInWaitlist: "Sign in to join the waitlist.",
    devProvider: "Continue with Development sign-in",
    waitlistTitle: "You are on the waitlist",
    approvedTitle: "You have access",
    approved: "Approved: you have access.",
    openAssistant: "Open the research assistant",
    entryFor: (email: string) => `Your waitlist entry was made for ${email}.`,
    waiting: /^Waiting for approval \(since \d{1,2} \p{L}+ \d{4}\)$/u,
    next: "What happens next",
  },
  de: {
    home: "Neue Gerichtsentscheidungen im Kalender, den Sie ohnehin nutzen",
    cta: "Kostenlosen Kalender hinzufügen",
    calendarTitle: "Beispielkalender",
    caption: (month: string) => `Gerichtsentscheidungen im ${month}`,
    pricingTitle: "Einfache, transparente Preise",
    free: "Kostenlos",
    freeFeatures: [
      "Kalender-Feeds für jedes Bundesland und jede Gerichtsbarkeit",
      "Entscheidungsseiten mit Leitsatz, Tenor und Volltext",
      "Suche in allen importierten Entscheidungen",
      "Rechercheassistent zum EU-Recht mit kostenlosem Konto (monatliches Fragenkontingent)",
      "Kein Tracking, keine Werbung",
    ],
    perMonth: "pro Monat",
    comingSoon: "Demnächst verfügbar",
    tba: "Preis wird noch bekannt gegeben",
    waitlist: "Auf die Warteliste",
    faq: "Häufige Fragen",
    contactTitle: "Kontakt",
    respond: "Wir antworten innerhalb von 24 Stunden",
    privacyTitle: "Datenschutzerklärung",
    privacyHeadings: [
      "1. Verantwortlicher",
      "2. Server-Logs",
      "3. Cookies",
      "4. Webanalyse und Tracking",
      "5. Schriftarten",
      "8. Rechercheassistent und KI-Modellanbieter",
      "9. Kontaktaufnahme",
      "11. Ihre Rechte",
      "12. Beschwerderecht",
    ],
    otherPolicy: "Read this privacy policy in English",
    gdprTitle: "DSGVO-Konformität in einfacher Sprache",
    gdprHeadings: [
      "Was wir pro Nutzer speichern",
      "Wo die Daten liegen",
      "Wie lange wir sie speichern",
      "Wer die Daten noch verarbeitet",
      "So exportieren oder löschen Sie Ihre Daten",
    ],
    impressumTitle: "Impressum",
    ddg: "Angaben gemäß § 5 DDG",
    accountPage: "Kontoseite",
    notFound: "Seite nicht gefunden",
    decisionNotFound: "Entscheidung nicht gefunden.",
    signInTitle: "Anmelden",
    signInWaitlist: "Melden Sie sich an, um sich auf die Warteliste zu setzen.",
    devProvider: "Weiter mit Entwicklungs-Anmeldung",
    waitlistTitle: "Sie stehen auf der Warteliste",
    approvedTitle: "Sie haben Zugang",
    approved: "Freigeschaltet: Sie haben Zugang.",
    openAssistant: "Rechercheassistent öffnen",
    entryFor: (email: string) => `Ihr Wartelisteneintrag wurde für ${email} angelegt.`,
    waiting: /^Wartet auf Freischaltung \(seit \d{1,2}\. \p{L}+ \d{4}\)$/u,
    next: "Wie es weitergeht",
  },
};

/**
 * 'Join the Waitlist' on /pricing, signed in through the development identity provider (its form is
 * English only): ends on /waitlist/thank-you (accounts area; intent=waitlist works without waitlist mode).
 */
async function joinWaitlist(page: Page, lang: Lang, email: string) {
  const t = text[lang];
  await open(page, "/pricing", lang);
  await page.getByRole("main").getByRole("link", { name: t.waitlist }).click();
  await expect(page.getByRole("heading", { level: 1, name: t.signInTitle })).toBeVisible();
  await expect(page.getByText(t.signInWaitlist)).toBeVisible();
  await page.getByRole("link", { name: t.devProvider }).click();
  await page.getByRole("textbox", { name: "E-mail" }).fill(email);
  await page.getByRole("textbox", { name: "Name" }).fill("Site Test");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/waitlist\/thank-you$/);
  await expect(page.locator("html")).toHaveAttribute("lang", lang);
}

/**
 * The thank-you page's content: the e-mail of the entry, its status and what happens next. Without
 * WAITLIST_MODE (the shared e2e server) a new entry has access at once; in waitlist mode it waits.
 */
async function expectThankYou(page: Page, lang: Lang, email: string, status: "approved" | "waiting") {
  const t = text[lang];
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1 })).toHaveText(
    status === "approved" ? t.approvedTitle : t.waitlistTitle,
  );
  await expect(main.getByText(t.entryFor(email))).toBeVisible();
  await expect(main.locator("dd")).toHaveText(status === "approved" ? t.approved : t.waiting);
  if (status === "approved") {
    await expect(main.getByRole("link", { name: t.openAssistant })).toHaveAttribute("href", "/assistant");
  } else {
    await expect(main.getByRole("heading", { level: 2, name: t.next })).toBeVisible();
    await expect(main.locator("ol").getByRole("listitem")).toHaveCount(3);
  }
}

for (const lang of languages) {
  const t = text[lang];
  test.describe(`in ${lang}`, () => {
    test("the home page: headline, the call to action, a real sample calendar and the pricing section", async ({
      page,
      thirdPartyRequests,
    }) => {
      void thirdPartyRequests;
      await open(page, "/", lang);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.home);
      await expect(page.getByRole("main").getByRole("link", { name: t.cta }).first()).toHaveAttribute(
        "href",
        "/calendar-feeds",
      );

      const sample = expectedSampleMonth(lang);
      const calendar = page.getByRole("region", { name: t.calendarTitle });
      const table = calendar.getByRole("table", { name: t.caption(sample.label) });
      await expect(table).toBeVisible();
      await expect(table.getByRole("columnheader")).toHaveCount(7);
      for (const decision of sample.decisions) {
        const name = `${decision.courtName} ${decision.fileNumbers[0]}`;
        await expect(table.getByRole("link", { name })).toHaveAttribute("href", `/decision-details/${decision.id}`);
        // The link sits in the cell of its day.
        const cell = table.getByRole("cell").filter({ has: page.getByRole("link", { name }) });
        await expect(cell.locator("time")).toHaveAttribute("datetime", decision.decisionDate);
      }
      await expect(calendar.getByRole("link", { name: /./ })).toHaveCount(sample.decisions.length);

      const pricing = page.getByRole("region", { name: lang === "en" ? "Pricing" : "Preise" });
      await expect(pricing.getByRole("heading", { level: 3, name: t.free })).toBeVisible();
      await expect(pricing.getByRole("link", { name: t.waitlist })).toHaveAttribute(
        "href",
        "/auth/sign-in?intent=waitlist&returnTo=/pricing",
      );
    });

    test("the pricing page: free tier, the Word add-in coming soon, 4 FAQ items and a closing call to action", async ({
      page,
      thirdPartyRequests,
    }) => {
      void thirdPartyRequests;
      await open(page, "/pricing", lang);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.pricingTitle);
      const main = page.getByRole("main");
      await expect(main.getByRole("heading", { level: 2, name: t.free })).toBeVisible();
      await expect(main.getByText("0 EUR", { exact: true })).toBeVisible();
      await expect(main.getByText(t.perMonth, { exact: true })).toBeVisible();
      const freePlan = main.locator(".plan").filter({ has: page.getByRole("heading", { level: 2, name: t.free }) });
      await expect(freePlan.getByRole("listitem")).toHaveText(t.freeFeatures);
      await expect(
        main.getByRole("heading", { level: 2, name: new RegExp(`Microsoft Word Add-in ${t.comingSoon}`) }),
      ).toBeVisible();
      await expect(main.getByText(t.tba)).toBeVisible();
      await expect(main.getByRole("link", { name: t.waitlist })).toHaveAttribute(
        "href",
        "/auth/sign-in?intent=waitlist&returnTo=/pricing",
      );

      const faq = page.getByRole("region", { name: t.faq });
      const items = faq.locator("details");
      await expect(items).toHaveCount(4);
      await expect(items.first()).not.toHaveAttribute("open");
      await items.first().locator("summary").click();
      await expect(items.first()).toHaveAttribute("open");
      await expect(items.first().getByRole("paragraph")).toBeVisible();

      const links = main.getByRole("link", { name: t.cta });
      await expect(links).toHaveCount(2);
      await expect(links.last()).toHaveAttribute("href", "/calendar-feeds");
    });

    test("the contact page: e-mail, the Munich office, the 24-hour promise and 3 FAQ items", async ({
      page,
      thirdPartyRequests,
    }) => {
      void thirdPartyRequests;
      await open(page, "/contact", lang);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.contactTitle);
      const main = page.getByRole("main");
      await expect(main.getByRole("link", { name: "contact@legal-calendar.example" })).toHaveAttribute(
        "href",
        "mailto:contact@legal-calendar.example",
      );
      await expect(main.locator("address")).toContainText("Musterstraße 1");
      await expect(main.locator("address")).toContainText("80331 München");
      await expect(main.getByText(t.respond)).toBeVisible();
      const faq = page.getByRole("region", { name: t.faq });
      await expect(faq.locator("details")).toHaveCount(3);
      await faq.locator("summary").nth(2).press("Enter");
      await expect(faq.locator("details").nth(2)).toHaveAttribute("open");
      await expect(
        main.getByRole("link", { name: lang === "en" ? "privacy policy" : "Datenschutzerklärung" }),
      ).toHaveAttribute("href", "/privacy-policy");
    });

    test("the privacy policy is complete and links to the other language", async ({ page, thirdPartyRequests }) => {
      void thirdPartyRequests;
      await open(page, "/privacy-policy", lang);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.privacyTitle);
      for (const heading of t.privacyHeadings)
        await expect(page.getByRole("heading", { level: 2, name: heading, exact: true })).toBeVisible();
      const main = page.getByRole("main");
      await expect(main).toContainText("lc_session");
      await expect(main).toContainText("Bayerisches Landesamt für Datenschutzaufsicht");
      await expect(main.getByRole("link", { name: t.accountPage })).toHaveAttribute("href", "/account");
      for (const article of [15, 16, 17, 18, 19, 20, 21]) await expect(main).toContainText(`(Art. ${article})`);
      await main.getByRole("link", { name: t.otherPolicy }).click();
      const other = lang === "en" ? "de" : "en";
      await expect(page.locator("html")).toHaveAttribute("lang", other);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(text[other].privacyTitle);
      expect(new URL(page.url()).pathname).toBe("/privacy-policy");
    });

    test("the GDPR page explains storage, processors, export and deletion", async ({ page, thirdPartyRequests }) => {
      void thirdPartyRequests;
      await open(page, "/gdpr", lang);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.gdprTitle);
      for (const heading of t.gdprHeadings)
        await expect(page.getByRole("heading", { level: 2, name: heading })).toBeVisible();
      await expect(page.getByRole("main").getByRole("link", { name: t.accountPage }).first()).toHaveAttribute(
        "href",
        "/account",
      );
    });

    test("the Impressum names the operator under § 5 DDG", async ({ page, thirdPartyRequests }) => {
      void thirdPartyRequests;
      await open(page, "/impressum", lang);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.impressumTitle);
      await expect(page.getByRole("heading", { level: 2, name: t.ddg })).toBeVisible();
      const main = page.getByRole("main");
      await expect(main.locator("address")).toContainText("Legal Calendar (example operator)");
      await expect(main).toContainText("Max Mustermann");
      await expect(main.getByRole("link", { name: "contact@legal-calendar.example" })).toHaveAttribute(
        "href",
        "mailto:contact@legal-calendar.example",
      );
    });

    test("every page has its own title, description, canonical URL and Open Graph tags", async ({
      page,
      baseURL,
      thirdPartyRequests,
    }) => {
      void thirdPartyRequests;
      const titles = new Set<string>();
      for (const path of pages) {
        await open(page, path, lang);
        const title = await page.title();
        expect(title).toMatch(/Legal Calendar/);
        titles.add(title);
        const head = page.locator("head");
        await expect(head.locator('meta[name="description"]')).toHaveAttribute("content", /.{50,}/);
        await expect(head.locator('link[rel="canonical"]')).toHaveAttribute("href", `${baseURL}${path}`);
        await expect(head.locator('meta[property="og:title"]')).toHaveAttribute("content", title);
        await expect(head.locator('meta[property="og:url"]')).toHaveAttribute("content", `${baseURL}${path}`);
        await expect(head.locator('meta[property="og:locale"]')).toHaveAttribute(
          "content",
          lang === "de" ? "de_DE" : "en_US",
        );
      }
      expect(titles.size).toBe(pages.length);
    });

    test("/waitlist/thank-you: signed out it asks to sign in; after 'Join the Waitlist' it confirms the entry", async ({
      page,
      thirdPartyRequests,
    }) => {
      void thirdPartyRequests;
      await open(page, "/", lang);
      await page.goto("/waitlist/thank-you");
      await expect(page).toHaveURL(/\/auth\/sign-in\?returnTo=%2Fwaitlist%2Fthank-you$/);
      await expect(page.getByRole("heading", { level: 1, name: t.signInTitle })).toBeVisible();

      const email = `site.waitlist.${lang}@example.com`;
      await joinWaitlist(page, lang, email);
      await expectThankYou(page, lang, email, "approved");
      expect(await axeViolations(page)).toEqual([]);
    });

    test("axe finds no violations on any page at desktop width", async ({ page, thirdPartyRequests }) => {
      test.slow(); // seven pages and seven axe runs on a shared machine
      void thirdPartyRequests;
      for (const path of pages) {
        await open(page, path, lang);
        expect({ path, violations: await axeViolations(page) }).toEqual({ path, violations: [] });
      }
      const response = await page.goto("/decision-details/no-such-decision");
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1, name: t.decisionNotFound })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });

    test("@mobile axe finds no violations on the 404 page, the decision-not-found page and /waitlist/thank-you at phone width", async ({
      page,
      thirdPartyRequests,
    }) => {
      void thirdPartyRequests;
      await open(page, "/", lang);
      for (const [path, heading] of [
        ["/gibt-es-nicht", t.notFound],
        ["/decision-details/no-such-decision", t.decisionNotFound],
      ] as const) {
        const response = await page.goto(path);
        expect(response?.status()).toBe(404);
        await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
        expect({ path, violations: await axeViolations(page) }).toEqual({ path, violations: [] });
      }
      const email = `site.waitlist.mobile.${lang}@example.com`;
      await joinWaitlist(page, lang, email);
      await expectThankYou(page, lang, email, "approved");
      expect({ path: "/waitlist/thank-you", violations: await axeViolations(page) }).toEqual({
        path: "/waitlist/thank-you",
        violations: [],
      });
    });

    test("@mobile axe finds no violations on any page at phone width, and the calendar becomes a day list", async ({
      page,
      thirdPartyRequests,
    }) => {
      test.slow(); // seven pages and seven axe runs on a shared machine
      void thirdPartyRequests;
      for (const path of pages) {
        await open(page, path, lang);
        expect({ path, violations: await axeViolations(page) }).toEqual({ path, violations: [] });
      }
      await open(page, "/", lang);
      const sample = expectedSampleMonth(lang);
      await expect(page.getByRole("table")).toBeHidden();
      const agenda = page.getByRole("list", { name: new RegExp(sample.label) });
      await expect(agenda.getByRole("link")).toHaveCount(sample.decisions.length);
    });
  });
}

test("the footer and header reach every public page", async ({ page, thirdPartyRequests }) => {
  void thirdPartyRequests;
  await open(page, "/", "en");
  const footer = page.getByRole("contentinfo");
  for (const [name, path] of [
    ["Privacy Policy", "/privacy-policy"],
    ["GDPR Compliance", "/gdpr"],
    ["Impressum", "/impressum"],
    ["Contact", "/contact"],
  ] as const) {
    await footer.getByRole("link", { name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  }
  await page.getByRole("banner").getByRole("link", { name: "Pricing" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(text.en.pricingTitle);
});

test("no public page requests anything from another host", async ({ page, baseURL, thirdPartyRequests }) => {
  // The fixture records every request and fails the test on a foreign host; here we also check
  // that it saw the pages' own assets, so that an empty list means something.
  const own = new Set<string>();
  page.on("request", (request) => own.add(new URL(request.url()).host));
  for (const lang of languages) {
    for (const path of pages) await open(page, path, lang);
  }
  expect([...own]).toEqual([new URL(baseURL!).host]);
  expect(thirdPartyRequests).toEqual([]);
});

test("an unknown address shows the 404 page in German too", async ({ page, thirdPartyRequests }) => {
  void thirdPartyRequests;
  await open(page, "/", "de");
  const response = await page.goto("/preise-gibt-es-nicht");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Seite nicht gefunden" })).toBeVisible();
});

test("robots.txt and sitemap.xml list the public pages and every decision", async ({ request, baseURL }) => {
  const robots = await request.get("/robots.txt");
  expect(robots.headers()["content-type"]).toMatch(/^text\/plain/);
  expect(await robots.text()).toContain(`Sitemap: ${baseURL}/sitemap.xml`);

  const sitemap = await request.get("/sitemap.xml");
  expect(sitemap.status()).toBe(200);
  expect(sitemap.headers()["content-type"]).toMatch(/^application\/xml/);
  const xml = await sitemap.text();
  for (const path of [...pages, "/calendar-feeds", "/decisions"]) expect(xml).toContain(`<loc>${baseURL}${path}</loc>`);
  for (const record of seedDecisionRecords()) {
    expect(xml).toContain(`<loc>${baseURL}/decision-details/${decisionIdFor(record.source, record.sourceId)}</loc>`);
  }
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("every page renders, the FAQ opens and the language switch works", async ({ page, thirdPartyRequests }) => {
    void thirdPartyRequests;
    for (const path of pages) {
      await open(page, path, "en");
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    }
    await open(page, "/pricing", "en");
    const first = page.locator("details").first();
    await first.locator("summary").click();
    await expect(first).toHaveAttribute("open");
    await page.getByRole("link", { name: "Diese Seite auf Deutsch anzeigen" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(text.de.pricingTitle);
    await page.getByRole("link", { name: "Kontakt" }).first().click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(text.de.contactTitle);
    await open(page, "/", "en");
    await expect(page.getByRole("table").getByRole("link").first()).toHaveAttribute("href", /^\/decision-details\//);
  });

  test("'Join the Waitlist' signs in and shows the thank-you page", async ({ page, thirdPartyRequests }) => {
    void thirdPartyRequests;
    await joinWaitlist(page, "de", "site.waitlist.nojs@example.com");
    await expectThankYou(page, "de", "site.waitlist.nojs@example.com", "approved");
  });
});

/*
 * In waitlist mode a new entry waits for approval: its own production server (like the accounts
 * spec; the shared e2e server keeps waitlist mode off). Desktop project only, so that the two
 * projects never start it twice on one port; the phone width is set on the page.
 */
test.describe("waitlist mode, in German", () => {
  const port = Number(process.env.E2E_SITE_WAITLIST_PORT ?? Number(process.env.E2E_PORT ?? 3210) + 18);
  const base = `http://127.0.0.1:${port}`;
  let stop: (() => Promise<void>) | undefined;
  test.use({ baseURL: base });

  test.beforeAll(async () => {
    test.setTimeout(120_000); // a fresh database, then the server, on a shared machine
    ({ stop } = await startExtraServer({ name: "site-waitlist", port, env: { WAITLIST_MODE: "true" } }));
  });
  test.afterAll(async () => {
    await stop?.();
  });

  test("the thank-you page shows the waiting entry and what happens next; axe at desktop and phone width", async ({
    page,
    thirdPartyRequests,
  }) => {
    void thirdPartyRequests;
    await joinWaitlist(page, "de", "site.wartend@example.com");
    await expectThankYou(page, "de", "site.wartend@example.com", "waiting");
    expect(await axeViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByRole("button", { name: "Menü" })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
});
