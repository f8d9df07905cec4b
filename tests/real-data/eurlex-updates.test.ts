import fs from "node:fs";
import http from "node:http";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, test } from "vitest";
import { queryRows } from "#app/db/client.server.ts";
import { importActFile } from "#app/domain/corpus/import/import-act-file.server.ts";
import { searchLegalDocuments } from "#app/domain/corpus/retrieval/search-legal-documents.server.ts";
import { updateInstalledActs } from "#app/domain/corpus/import/update-installed-acts.server.ts";
import { useTestDatabase } from "../support/database.ts";
import { realDataFile } from "../support/real-data.ts";
import { searchSettingsOf } from "#app/domain/corpus/search-settings.ts";
import { getEnv } from "#app/env.server.ts";

useTestDatabase();

// A local EUR-Lex: CELLAR lists the consolidated version of 27 July 2026, and the page is the real
// consolidated HTML of the AI Act.
const page = fs.readFileSync(realDataFile("eu-acts/ai-act_2024-1689_EN.consolidated-2026-07-27.html"));
let server: http.Server;
let base = "";
beforeAll(async () => {
  server = http.createServer((req, res) => {
    if (req.url?.startsWith("/sparql")) {
      res.setHeader("content-type", "application/sparql-results+json");
      res.end(
        JSON.stringify({
          head: { vars: ["celex"] },
          results: { bindings: [{ celex: { type: "literal", value: "02024R1689-20260727" } }] },
        }),
      );
      return;
    }
    const found = req.url === "/legal-content/EN/TXT/HTML/?uri=CELEX:02024R1689-20260727";
    res.statusCode = found ? 200 : 404;
    res.setHeader("content-type", "text/html; charset=utf-8");
    res.end(found ? page : "<html></html>");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

test("the update check installs the real consolidated AI Act page next to the act as adopted, and answers cite it", async () => {
  await importActFile({
    embeddings: searchSettingsOf(getEnv()).embeddings,
    file: realDataFile("eu-acts/ai-act_2024-1689_EN.cellar.xhtml"),
  });
  const options = {
    sparqlUrl: `${base}/sparql`,
    baseUrl: base,
    retries: 0,
    now: () => new Date("2026-11-25T06:00:00Z"),
  };

  expect(await updateInstalledActs({ embeddings: searchSettingsOf(getEnv()).embeddings, ...options })).toMatchObject({
    checked: 1,
    listed: 1,
    installed: 1,
  });
  const rows = await queryRows<{ version: string; valid_from: string | null; articles: number }>(
    sql`select a.version, a.valid_from::text, count(*) filter (where p.kind = 'article')::int as articles from acts a join provisions p on p.act_id = a.id group by a.id order by a.id`,
  );
  expect(rows).toEqual([
    { version: "", valid_from: null, articles: 113 },
    { version: "02024R1689-20260727", valid_from: "2026-07-27", articles: 119 },
  ]);

  const { matches } = await searchLegalDocuments(
    {
      query: "From when do the obligations for high-risk AI systems listed in Annex III apply?",
      asOf: "2026-11-25",
      topK: 10,
    },
    { search: searchSettingsOf(getEnv()) },
  );
  expect(matches.find((match) => match.pinpoint.startsWith("art_113"))).toMatchObject({
    versionCelex: "02024R1689-20260727",
  });

  expect(await updateInstalledActs({ embeddings: searchSettingsOf(getEnv()).embeddings, ...options })).toMatchObject({
    installed: 0,
  });
});
