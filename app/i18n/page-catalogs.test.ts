import { expect, test } from "vitest";
import { rootCatalogs } from "./messages/index.ts";
import { pageMessages } from "./page-messages.server.ts";

// Every page's HTML carries the root's messages: the decision and feed pages' texts travel only
// with those pages (ADR 044), except what an error page shows without its loader.
test("the root's messages leave out the decision and feed pages' texts", () => {
  for (const lang of ["en", "de"] as const) {
    const keys = Object.keys(rootCatalogs[lang]);
    expect(keys.filter((key) => key.startsWith("feeds."))).toEqual([]);
    expect(keys.filter((key) => key.startsWith("decisions.")).sort()).toEqual([
      "decisions.page.backToSearch",
      "decisions.page.failed",
      "decisions.page.notFound",
    ]);
    expect(keys).toContain("common.nav.assistant");
  }
});

test("the decision and feed pages send their own, in the request's language", () => {
  const request = new Request("http://localhost/decisions", { headers: { cookie: "lang=de" } });
  expect(pageMessages(request, "decisions")["decisions.search.title"]).toBe("Gerichtsentscheidungen durchsuchen");
  expect(Object.keys(pageMessages(request, "feeds")).length).toBeGreaterThan(50);
});
