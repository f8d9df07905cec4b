import { beforeEach, describe, expect, test } from "vitest";
import { getDb } from "#app/db/client.server.ts";
import { decisions } from "#app/db/schema/decisions.ts";
import { makeDecision } from "#app/domain/decisions/seed-decisions.server.ts";
import { upsertDecisions } from "#app/domain/decisions/upsert-decisions.server.ts";
import { useTestDatabase } from "#tests/support/database.ts";
import { getSitemap, getSitemapPart, renderSitemap, robotsTxt, staticSitemapPaths } from "./sitemap.server.ts";

useTestDatabase();
const baseUrl = "https://legal-calendar.example";

/** Three decisions of one court, changed on 2025-06-01. */
async function storeThreeDecisions() {
  await upsertDecisions(
    ["1 O 1/25", "2 O 2/25", "3 O 3/25"].map((fileNumber) =>
      makeDecision({
        courtName: "LG München I",
        region: "bayern",
        branch: "ordinary",
        decisionDate: "2025-05-02",
        fileNumbers: [fileNumber],
      }),
    ),
    { now: new Date("2025-06-01T10:00:00Z") },
  );
}

// Each test starts without decisions and stores what it lists.
beforeEach(async () => {
  await getDb().delete(decisions);
});

describe("sitemap", () => {
  test("without decisions it lists the public pages, the feeds page and the decision list", async () => {
    const sitemap = await getSitemap({ baseUrl });
    expect(sitemap).toEqual({ kind: "urlset", urls: staticSitemapPaths.map((path) => ({ loc: `${baseUrl}${path}` })) });
    expect(staticSitemapPaths).toEqual(
      expect.arrayContaining([
        "/",
        "/pricing",
        "/contact",
        "/privacy-policy",
        "/gdpr",
        "/impressum",
        "/calendar-feeds",
        "/decisions",
      ]),
    );
  });

  test("lists every decision's page with its last change", async () => {
    await storeThreeDecisions();
    const sitemap = await getSitemap({ baseUrl });
    if (sitemap.kind !== "urlset") throw new Error("expected one file");
    const decisions = sitemap.urls.filter((url) => url.loc.includes("/decision-details/"));
    expect(decisions).toHaveLength(3);
    expect(decisions[0]!.loc).toMatch(/^https:\/\/legal-calendar\.example\/decision-details\/oldp-seed-1-o-1-25/);
    expect(decisions[0]!.lastmod).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const xml = renderSitemap(sitemap);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toContain(`<url><loc>${baseUrl}/pricing</loc></url>`);
    expect(xml.match(/<url>/g)).toHaveLength(staticSitemapPaths.length + 3);
  });

  test("beyond the per-file limit it becomes an index of parts that together hold every URL", async () => {
    await storeThreeDecisions();
    const sitemap = await getSitemap({ baseUrl, limit: 2 });
    expect(sitemap).toEqual({
      kind: "index",
      sitemaps: [
        `${baseUrl}/sitemap/pages.xml`,
        `${baseUrl}/sitemap/decisions-1.xml`,
        `${baseUrl}/sitemap/decisions-2.xml`,
      ],
    });
    expect(renderSitemap(sitemap)).toContain(`<sitemap><loc>${baseUrl}/sitemap/decisions-2.xml</loc></sitemap>`);
    const first = await getSitemapPart({ baseUrl, name: "decisions-1.xml", limit: 2 });
    const second = await getSitemapPart({ baseUrl, name: "decisions-2.xml", limit: 2 });
    expect(first).toHaveLength(2);
    expect(second).toHaveLength(1);
    expect(new Set([...first!, ...second!].map((url) => url.loc)).size).toBe(3);
    expect(await getSitemapPart({ baseUrl, name: "decisions-3.xml", limit: 2 })).toBeNull();
    expect(await getSitemapPart({ baseUrl, name: "decisions-0.xml" })).toBeNull();
    expect(await getSitemapPart({ baseUrl, name: "../etc/passwd" })).toBeNull();
    expect(await getSitemapPart({ baseUrl, name: "pages.xml" })).toHaveLength(staticSitemapPaths.length);
  });

  test("escapes XML special characters", () => {
    expect(renderSitemap({ kind: "urlset", urls: [{ loc: "https://x.example/?a=1&b=<2>" }] })).toContain(
      "<loc>https://x.example/?a=1&amp;b=&lt;2&gt;</loc>",
    );
  });
});

test("robots.txt allows the public site, keeps crawlers out of private areas and names the sitemap", () => {
  const robots = robotsTxt(baseUrl);
  expect(robots).toContain("User-agent: *\nAllow: /\n");
  expect(robots).toContain("Disallow: /account\n");
  expect(robots).toContain(`Sitemap: ${baseUrl}/sitemap.xml\n`);
});
