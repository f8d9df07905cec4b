import { beforeAll, describe, expect, it } from "vitest";
import { makeDecision } from "#app/domain/decisions/seed-decisions.server.ts";
import { upsertDecisions } from "#app/domain/decisions/upsert-decisions.server.ts";
import * as searchRoute from "#app/routes/decisions._index.tsx";
import { useTestDatabase } from "../support/database.ts";
import { renderRoute } from "../support/render-route.ts";

/*
 * The decision search as the server renders it (static handler + StaticRouterProvider, no
 * client JavaScript): result order and the Previous/Next links, followed as plain links.
 */
useTestDatabase();

async function renderSearch(pathAndQuery: string) {
  const { response, status, html } = await renderRoute({
    id: "routes/decisions._index",
    path: "decisions",
    module: searchRoute,
    request: new Request(`http://localhost${pathAndQuery}`),
  });
  if (response) throw new Error(`unexpected response ${response.status}`);
  return { status, html };
}

const unescape = (value: string) => value.replace(/&amp;/g, "&");
/** The decision pages the hits link to, in order. */
const hitIds = (html: string) => [...html.matchAll(/href="\/decision-details\/([^"]+)"/g)].map((match) => match[1]!);
/** The href of the link with this exact text, as a browser would follow it. */
const linkTo = (html: string, text: string) => {
  const match = new RegExp(`<a href="([^"]*)"[^>]*>${text}</a>`).exec(html);
  return match ? unescape(match[1]!) : null;
};

beforeAll(async () => {
  const day = (offset: number) => new Date(Date.UTC(2020, 0, 1) + offset * 86_400_000).toISOString().slice(0, 10);
  await upsertDecisions([
    // 25 decisions about a lease-rent adjustment, one a day.
    ...Array.from({ length: 25 }, (_, i) =>
      makeDecision({
        sourceId: `pacht-${i}`,
        courtName: "Landgericht Lübeck",
        region: "schleswig-holstein",
        branch: "ordinary",
        decisionDate: day(i),
        fileNumbers: [`1 O ${i + 1}/20`],
        fullTextHtml: `<p>Streit um die Pachtzinsanpassung für das Grundstück Nr. ${i + 1}.</p>`,
      }),
    ),
    // Relevance: one decision is about "Mietminderung" (title, headnote and text) but older;
    // the newer one mentions it once, in passing.
    makeDecision({
      sourceId: "miete-stark",
      courtName: "Amtsgericht Kiel",
      region: "schleswig-holstein",
      branch: "ordinary",
      decisionDate: "2021-03-01",
      fileNumbers: ["11 C 1/21"],
      title: "Mietminderung wegen Baulärms",
      headnote: "Eine Mietminderung ist bei erheblichem Baulärm gerechtfertigt.",
      fullTextHtml:
        "<p>Die Mietminderung um 20 Prozent ist angemessen. Die Höhe der Mietminderung richtet sich nach der Dauer.</p>",
    }),
    makeDecision({
      sourceId: "miete-schwach",
      courtName: "Amtsgericht Kiel",
      region: "schleswig-holstein",
      branch: "ordinary",
      decisionDate: "2023-05-01",
      fileNumbers: ["12 C 2/23"],
      title: "Kosten eines Umzugs",
      fullTextHtml:
        "<p>Die Klägerin verlangt Umzugskosten; eine Mietminderung hatte sie früher erwogen, aber nicht geltend gemacht.</p>",
    }),
  ]);
});

describe("the decision search page", () => {
  it("ranks the better match first in relevance order, the newer first in date order", async () => {
    const relevance = await renderSearch("/decisions?q=Mietminderung&sort=relevance");
    expect(hitIds(relevance.html)).toEqual(["oldp-miete-stark", "oldp-miete-schwach"]);
    const byDate = await renderSearch("/decisions?q=Mietminderung&sort=date");
    expect(hitIds(byDate.html)).toEqual(["oldp-miete-schwach", "oldp-miete-stark"]);
  });

  it("pages more than 20 hits; Next and Previous are plain links that lead to the other page", async () => {
    const first = await renderSearch("/decisions?q=Pachtzinsanpassung&sort=date");
    expect(first.status).toBe(200);
    expect(first.html).toContain("25 decisions found");
    expect(first.html).toContain("<span>Page 1 of 2</span>");
    const firstIds = hitIds(first.html);
    expect(firstIds).toHaveLength(20);
    expect(firstIds[0]).toBe("oldp-pacht-24");
    expect(firstIds.at(-1)).toBe("oldp-pacht-5");
    expect(linkTo(first.html, "Previous page")).toBeNull();
    const next = linkTo(first.html, "Next page");
    expect(next).toBe("/decisions?q=Pachtzinsanpassung&sort=date&page=2");

    const second = await renderSearch(next!);
    expect(second.html).toContain("<span>Page 2 of 2</span>");
    expect(hitIds(second.html)).toEqual([
      "oldp-pacht-4",
      "oldp-pacht-3",
      "oldp-pacht-2",
      "oldp-pacht-1",
      "oldp-pacht-0",
    ]);
    expect(linkTo(second.html, "Next page")).toBeNull();
    const previous = linkTo(second.html, "Previous page");
    expect(previous).toBe("/decisions?q=Pachtzinsanpassung&sort=date");
    expect(hitIds((await renderSearch(previous!)).html)).toEqual(firstIds);
  });
});
