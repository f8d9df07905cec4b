import { afterAll, beforeAll, describe, expect, inject, test } from "vitest";
import { setDatabase } from "#app/db/client.server.ts";
import { announceFeedDataChange } from "#app/domain/feeds/data-version.server.ts";
import { decisionRow, insertDecisions } from "#tests/fixtures/feeds/feed-fixtures.ts";
import { serverTestDatabase, type ServerTestDatabase } from "../support/database.ts";
import { freePort, startServer, type ServerProcess } from "../support/server-process.ts";

/**
 * Two production servers on one PostgreSQL database (ADR 027), as behind a proxy: every feed has
 * the same bytes and ETag on both, and a change written by a third process reaches both within
 * their refresh interval (1 s here), with nobody asking for the feed. PGlite has one opener, so
 * this runs with TEST_DATABASE_URL only.
 */
describe.runIf(inject("databaseTemplate").kind === "postgres")("feeds on two instances sharing one database", () => {
  let database: ServerTestDatabase;
  const servers: ServerProcess[] = [];
  const rebuilt = /"msg":"feeds rebuilt in the background"/;

  beforeAll(async () => {
    database = await serverTestDatabase("feeds-two");
    const handle = await database.open({ maxConnections: 1 });
    await insertDecisions(handle.db, [
      decisionRow({
        id: "lag-hh-1",
        region: "hamburg",
        branch: "labour",
        courtName: "LAG Hamburg",
        decisionDate: "2024-05-10",
      }),
    ]);
    await handle.close();
    const publicUrl = `http://127.0.0.1:${await freePort()}`;
    for (let i = 0; i < 2; i++) {
      // One PUBLIC_URL, as behind one proxy: the feeds' links are the same on both.
      const server = await startServer({ PUBLIC_URL: publicUrl, FEED_REVALIDATE_SECONDS: "1", ...database.env });
      servers.push(server);
      await server.waitForOutput(rebuilt);
    }
  });
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await database?.remove();
  });

  const fetchBoth = (path: string) =>
    Promise.all(
      servers.map(async (server) => {
        const response = await fetch(`${server.url}${path}`, { headers: { "accept-encoding": "br" } });
        return {
          etag: response.headers.get("etag"),
          lastModified: response.headers.get("last-modified"),
          text: await response.text(),
        };
      }),
    );

  test("answer every feed with the same bytes, ETag and Last-Modified", async () => {
    for (const path of ["/feeds/hamburg/labour.ics", "/feeds/court/lag-hamburg.ics", "/feeds/index.json"]) {
      const [a, b] = await fetchBoth(path);
      expect(b!.text, path).toBe(a!.text);
      expect(b!.etag, path).toBe(a!.etag);
      expect(b!.lastModified, path).toBe(a!.lastModified);
    }
  });

  test("a change written and announced by another process reaches both without a request", async () => {
    const seen = servers.map((server) => server.output().length);
    const handle = await database.open({ maxConnections: 1 });
    setDatabase(handle);
    try {
      await insertDecisions(handle.db, [
        decisionRow({
          id: "lag-hh-2",
          region: "hamburg",
          branch: "labour",
          courtName: "LAG Hamburg",
          decisionDate: "2024-06-01",
        }),
      ]);
      await announceFeedDataChange("decisions");
    } finally {
      setDatabase(undefined);
      await handle.close();
    }
    await Promise.all(servers.map((server, i) => server.waitForOutput(rebuilt, seen[i])));
    const [a, b] = await fetchBoth("/feeds/hamburg/labour.ics");
    expect(a!.text).toContain("UID:rii-src-lag-hh-2@legal-calendar");
    expect(b!.text).toBe(a!.text);
    expect(b!.etag).toBe(a!.etag);
  });
});
