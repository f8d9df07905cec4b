import { expect, test } from "vitest";
import { listConsolidatedVersions } from "./list-consolidated-versions.server.ts";

const results = (celexes: string[]) =>
  JSON.stringify({
    head: { vars: ["celex"] },
    results: { bindings: celexes.map((value) => ({ celex: { type: "literal", value } })) },
  });

test("asks for every act in one POSTed query and keeps only each act's own consolidated versions, oldest first", async () => {
  let sent: { method?: string; query?: string | null } = {};
  const cellar = (async (_url: string, init: RequestInit) => {
    sent = { method: init.method, query: new URLSearchParams(String(init.body)).get("query") };
    return new Response(
      results([
        "02024R1689-20270101",
        "02024R1689-20260727",
        "02013R0167-20240801",
        "not a celex",
        "01985L0374-19990604",
      ]),
    );
  }) as unknown as typeof fetch;
  const versions = await listConsolidatedVersions(["32024R1689", "31985L0374", "32024R1689"], {
    fetchImpl: cellar,
    sparqlUrl: "http://cellar.test/sparql",
  });
  expect(sent.method).toBe("POST");
  expect(sent.query).toContain(
    "VALUES ?act { <http://publications.europa.eu/resource/celex/31985L0374> <http://publications.europa.eu/resource/celex/32024R1689> }",
  );
  expect(sent.query).toContain("cdm:act_consolidated_consolidates_resource_legal");
  expect(Object.fromEntries(versions)).toEqual({
    "31985L0374": ["01985L0374-19990604"],
    "32024R1689": ["02024R1689-20260727", "02024R1689-20270101"],
  });
});

test("an answer larger than the bound, an error status or another shape fails with the reason", async () => {
  const answer = (body: string, status = 200) =>
    (async () => new Response(body, { status })) as unknown as typeof fetch;
  const options = { sparqlUrl: "http://cellar.test/sparql", retries: 0 };
  await expect(
    listConsolidatedVersions(["32024R1689"], {
      ...options,
      fetchImpl: answer(results(Array(100).fill("02024R1689-20270101"))),
      maxBytes: 500,
    }),
  ).rejects.toThrow("CELLAR SPARQL at http://cellar.test/sparql answered more than 500 bytes; not read");
  await expect(
    listConsolidatedVersions(["32024R1689"], { ...options, fetchImpl: answer("busy", 503) }),
  ).rejects.toThrow("CELLAR SPARQL at http://cellar.test/sparql failed: HTTP 503");
  await expect(
    listConsolidatedVersions(["32024R1689"], { ...options, fetchImpl: answer('{"boolean": true}') }),
  ).rejects.toThrow(/answered JSON that is not SPARQL results/);
  // Nothing installed: nothing asked.
  expect((await listConsolidatedVersions([], { ...options, fetchImpl: answer("", 500) })).size).toBe(0);
});
