import { setDatabase, type Database } from "#app/db/client.server.ts";
import { serverTestDatabase, type ServerTestDatabase } from "./database.ts";
import { freePort, startServer, type ServerProcess } from "./server-process.ts";

export type TestServer = ServerProcess & {
  /** The server's origin (its PUBLIC_URL). */
  base: string;
  /** The server's database (open it here only while the server is stopped, or on PostgreSQL). */
  database: ServerTestDatabase;
  /** Stops the server and removes its database. */
  close: () => Promise<void>;
};

/**
 * The production server (needs the build) on a fresh database of its own (serverTestDatabase):
 * for integration tests that talk HTTP to it. `env` adds or overrides settings; `setup` runs
 * first with the database as getDb()'s (e.g. to import an act or sign users in).
 */
export async function startTestServer(name: string, env: Record<string, string> = {}, setup?: (database: Database) => Promise<void>): Promise<TestServer> {
  const database = await serverTestDatabase(name);
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  try {
    if (setup) {
      const handle = await database.open();
      setDatabase(handle);
      try {
        await setup(handle);
      } finally {
        setDatabase(undefined);
        await handle.close();
      }
    }
    const server = await startServer({ PORT: String(port), PUBLIC_URL: base, LOG_LEVEL: "warn", ...database.env, ...env });
    return {
      ...server,
      base,
      database,
      close: async () => {
        await server.stop();
        await database.remove();
      },
    };
  } catch (error) {
    await database.remove();
    throw error;
  }
}
