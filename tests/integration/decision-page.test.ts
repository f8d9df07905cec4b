import { eq } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { getDb, setDatabase } from "#app/db/client.server.ts";
import { decisions } from "#app/db/schema/decisions.ts";
import { makeDecision } from "#app/domain/decisions/seed-decisions.server.ts";
import { upsertDecisions } from "#app/domain/decisions/upsert-decisions.server.ts";
import * as decisionRoute from "#app/routes/decision-details.$id.tsx";
import { logger } from "#app/utils/logger.server.ts";
import { useTestDatabase } from "../support/database.ts";
import { renderRoute } from "../support/render-route.ts";

/*
 * The decision page as the server renders it: the route's real loader, component and
 * ErrorBoundary under a root that provides the texts (static handler + StaticRouterProvider).
 */
const database = useTestDatabase();
afterEach(() => vi.restoreAllMocks());

async function renderPage(id: string, lang: "en" | "de" = "en") {
  const { response, status, html } = await renderRoute({
    id: "routes/decision-details.$id",
    path: "decision-details/:id",
    module: decisionRoute,
    request: new Request(`http://localhost/decision-details/${id}`),
    lang,
  });
  if (response) throw new Error(`unexpected response ${response.status}`);
  return { status, html };
}

const text = (html: string) =>
  html
    .replace(/<!-- -->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ");

beforeAll(async () => {
  await upsertDecisions([
    makeDecision({
      source: "neuris",
      sourceId: "KSRE000000001",
      ecli: "ECLI:DE:LSGNRW:2024:0305.L9AS100.23.00",
      courtName: "Landessozialgericht Nordrhein-Westfalen",
      region: "nordrhein-westfalen",
      branch: "social",
      level: "Landessozialgericht",
      decisionType: "Beschluss",
      decisionDate: "2024-03-05",
      fileNumbers: ["L 9 AS 100/23", "L 9 AS 101/23 B ER", "L 9 AS 102/23"],
      tenor: "Die Beschwerde wird zurückgewiesen.",
      sourceUrl: "https://www.justiz.nrw.de/nrwe/sgs/lsg_nrw/j2024/L_9_AS_100_23.html",
    }),
  ]);
  // A row without a title (the column allows it; the page falls back to 'Untitled Decision').
  await getDb().update(decisions).set({ title: null }).where(eq(decisions.id, "neuris-ksre000000001"));
});

describe("the decision page", () => {
  it("shows 'Untitled Decision' for a decision without a title, the court/date subtitle and all facts", async () => {
    const { status, html } = await renderPage("neuris-ksre000000001");
    expect(status).toBe(200);
    expect(html).toMatch(/<h1 id="decision-title">Untitled Decision<\/h1>/);
    const plain = text(html);
    expect(plain).toContain("Landessozialgericht Nordrhein-Westfalen · 5 March 2024");
    expect(html).toContain('<time dateTime="2024-03-05">');
    // The facts: every file number, the jurisdiction (branch), the court level and the decision type.
    expect(plain).toContain("File numbers L 9 AS 100/23, L 9 AS 101/23 B ER, L 9 AS 102/23");
    expect(plain).toContain("Jurisdiction Social courts");
    expect(plain).toContain("Court level Landessozialgericht");
    expect(plain).toContain("Decision type Beschluss");
    expect(plain).toContain("ECLI ECLI:DE:LSGNRW:2024:0305.L9AS100.23.00");
    expect(plain).toContain("Region North Rhine-Westphalia");
    // The tenor section and the link to the source page.
    expect(html).toMatch(
      /<h2 id="decision-tenor">Operative part \(Tenor\)<\/h2><p>Die Beschwerde wird zurückgewiesen\.<\/p>/,
    );
    expect(html).toMatch(
      /<a class="button" href="https:\/\/www\.justiz\.nrw\.de\/nrwe\/sgs\/lsg_nrw\/j2024\/L_9_AS_100_23\.html"[^>]*>Read it at www\.justiz\.nrw\.de<\/a>/,
    );
    expect(html).not.toContain("disabled");
  });

  it("in German: the fallback title, the subtitle's date and the source link", async () => {
    const { html } = await renderPage("neuris-ksre000000001", "de");
    expect(html).toContain('<h1 id="decision-title">Entscheidung ohne Titel</h1>');
    expect(text(html)).toContain("Landessozialgericht Nordrhein-Westfalen · 05.03.2024");
    expect(html).toContain(">Bei www.justiz.nrw.de lesen</a>");
  });

  it("answers 404 'Decision not found.' for an unknown id", async () => {
    const { status, html } = await renderPage("no-such-decision");
    expect(status).toBe(404);
    expect(html).toContain("<h1>Decision not found.</h1>");
  });

  it("answers 500 'Failed to load decision.' when the database fails, and logs it", async () => {
    const logged = vi.spyOn(logger, "error").mockImplementation(() => undefined);
    setDatabase(undefined);
    try {
      const { status, html } = await renderPage("neuris-ksre000000001");
      expect(status).toBe(500);
      expect(html).toContain("<h1>Failed to load decision.</h1>");
      expect(html).not.toContain("Untitled Decision");
      expect(logged).toHaveBeenCalledWith(
        expect.objectContaining({ id: "neuris-ksre000000001" }),
        "failed to load decision",
      );
    } finally {
      setDatabase(database.current);
    }
  });
});
