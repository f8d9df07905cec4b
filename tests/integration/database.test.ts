import { eq, sql } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { getDb, queryRows } from "#app/db/client.server.ts";
import { jobRuns } from "#app/db/schema/index.ts";
import { useTestDatabase } from "../support/database.ts";

const database = useTestDatabase();

describe("the test database", () => {
  test("is migrated: every table of the schema exists", async () => {
    const rows = await queryRows<{ table_name: string }>(
      sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
    );
    const tables = rows.map((row) => row.table_name);
    expect(tables).toEqual(
      expect.arrayContaining([
        "courts",
        "decisions",
        "quarantined_records",
        "users",
        "sessions",
        "acts",
        "provisions",
        "job_runs",
      ]),
    );
  });

  test("reads back what it writes, on the driver this run uses", async () => {
    const [row] = await getDb().insert(jobRuns).values({ jobId: "test", status: "running" }).returning();
    const [read] = await getDb().select().from(jobRuns).where(eq(jobRuns.id, row!.id));
    expect(read?.jobId).toBe("test");
    expect(database.current.kind).toBe(process.env.TEST_DATABASE_URL ? "postgres" : "pglite");
  });
});
