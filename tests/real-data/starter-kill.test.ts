import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, expect, test } from "vitest";
import { queryRows, setDatabase } from "#app/db/client.server.ts";
import { serverTestDatabase, type ServerTestDatabase } from "../support/database.ts";
import { startServer, type LogLine, type ServerProcess } from "../support/server-process.ts";

/*
 * The bundled starter set (data/starter: the real BGH metadata, court lists, decisions and EU
 * acts) on a first start that is killed with SIGKILL in the middle of the installation: the next
 * start completes it, and the database holds exactly what an uninterrupted installation gives
 * (the counts in data/starter/README.md), nothing twice.
 */
const root = path.resolve(import.meta.dirname, "../..");
let database: ServerTestDatabase | undefined;
const servers: ServerProcess[] = [];
afterAll(async () => {
  for (const server of servers) await server.stop().catch(() => undefined);
  await database?.remove();
});

/** The first log line that `match` accepts, once the server has written it. */
const logLine = async (server: ServerProcess, match: (line: LogLine) => boolean) =>
  (await server.waitForLog((lines) => lines.some(match))).find(match)!;

test(
  "a first start killed mid-installation completes on the next start with exactly the full set",
  { timeout: 900_000 },
  async () => {
    database = await serverTestDatabase("starter-kill");
    const env = {
      ...database.env,
      STARTER_DATA: "auto",
      STARTER_DATA_PATH: path.join(root, "data/starter"),
      INGEST_SCHEDULE: "false",
      LOG_LEVEL: "info",
    };

    const first = await startServer(env);
    servers.push(first);
    // Killed once a third of the records are in: inside the BGH metadata, the largest file.
    const midway = await logLine(
      first,
      (line) =>
        line.msg === "starter set installed" ||
        (line.msg === "installing the starter set" && Number(line.percent) >= 30),
    );
    expect(midway.msg).toBe("installing the starter set");
    await first.stop("SIGKILL");

    const second = await startServer(env);
    servers.push(second);
    const resumed = await logLine(
      second,
      (line) => line.msg === "starter set installed" || line.msg === "starter set already installed; nothing to do",
    );
    expect(resumed.msg).toBe("starter set installed");
    expect(await (await fetch(`${second.url}/readyz`)).json()).toEqual({ ready: true, status: "ready" });
    await second.stop();

    const handle = await database.open();
    setDatabase(handle);
    try {
      const decisions = await queryRows<{ source: string; count: number }>(
        sql`select source, count(*)::int as count from decisions group by source order by source`,
      );
      const distinct = await queryRows<{ count: number }>(
        sql`select count(*)::int as count from (select distinct source, source_id from decisions) d`,
      );
      const quarantined = await queryRows<{ count: number; rows: number }>(
        sql`select count(distinct (source, source_id))::int as count, count(*)::int as rows from quarantined_records`,
      );
      const acts = await queryRows<{ count: number }>(sql`select count(*)::int as count from acts`);
      // What an uninterrupted installation of this data/starter gives (data/starter/README.md).
      expect(decisions).toEqual([
        { source: "bgh", count: 27_929 },
        { source: "oldp", count: 10 },
        { source: "rii", count: 32_536 },
      ]);
      expect(distinct).toEqual([{ count: 60_475 }]);
      expect(quarantined).toEqual([{ count: 89, rows: 89 }]);
      expect(acts).toEqual([{ count: 7 }]);
    } finally {
      setDatabase(undefined);
      await handle.close();
    }
  },
);
