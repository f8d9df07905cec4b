import { describe, expect, it } from "vitest";
import { setDatabase } from "#app/db/client.server.ts";
import { loader } from "#app/routes/decision-details.$id.tsx";
import { useTestDatabase } from "#tests/support/database.ts";
import { makeDecision, seedDecisions } from "./seed-decisions.server.ts";
import { upsertDecisions } from "./upsert-decisions.server.ts";

const database = useTestDatabase();
type Args = Parameters<typeof loader>[0];
const load = (id: string) =>
  loader({ params: { id }, request: new Request(`http://x/decision-details/${id}`) } as unknown as Args);
const statusOf = async (promise: Promise<unknown>) => {
  try {
    await promise;
    return 200;
  } catch (error) {
    return (error as { init?: { status?: number } }).init?.status;
  }
};

describe("the decision page's loader", () => {
  it("gives the decision with the 3 most recent other decisions", async () => {
    await seedDecisions();
    const result = await load("oldp-seed-lg-muenchen-i-12-o-345-23");
    expect(result.decision).toMatchObject({ courtName: "LG München I", pdfUrl: null });
    expect(result.recent.map((decision) => decision.decisionDate)).toEqual(["2024-03-12", "2024-03-01", "2024-02-20"]);
  });

  it("shows the tenor once: apart, unless the full text has its own Tenor section (as Open Legal Data publishes it)", async () => {
    await seedDecisions();
    await upsertDecisions([
      makeDecision({
        sourceId: "tenor-in-text",
        courtName: "LAG Düsseldorf",
        region: "nordrhein-westfalen",
        branch: "labour",
        decisionDate: "2022-12-15",
        fileNumbers: ["12 Sa 347/21"],
        tenor: "Die Berufung wird zurückgewiesen.",
        fullTextHtml:
          "<h2>Tenor</h2> <p>Die Berufung wird zurückgewiesen.</p><h2>Gründe</h2><p>Die Berufung ist unbegründet.</p>",
      }),
    ]);
    const inText = (await load("oldp-tenor-in-text")).decision;
    expect(inText.tenor).toBeNull();
    expect(inText.fullTextHtml).toContain("Die Berufung wird zurückgewiesen.");
    // The seed's decisions have a tenor and a full text without one: shown apart.
    expect((await load("oldp-seed-lg-muenchen-i-12-o-345-23")).decision.tenor).toBe(
      "Die Revision wird zurückgewiesen.",
    );
    expect((await load("rii-kare600071234")).decision.tenor).toBe("Die Revision wird zurückgewiesen.");
  });

  it("answers 404 for an unknown id and 500 when the database fails", async () => {
    expect(await statusOf(load("no-such-decision"))).toBe(404);
    setDatabase(undefined);
    try {
      expect(await statusOf(load("rii-kare600071234"))).toBe(500);
    } finally {
      setDatabase(database.current);
    }
  });
});
