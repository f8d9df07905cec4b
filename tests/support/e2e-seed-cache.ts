import { spawnSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import pg from "pg";

/*
 * The databases of the end-to-end servers, made once and copied for every server: "seeded" (the
 * fixtures of tests/support/seed-e2e.ts) for the shared e2e server and the extra servers with
 * `seed: true`, "migrated" (empty) for the other extra servers. Seeding migrates a new database
 * and imports the fixtures (tens of seconds on a loaded machine), migrating a new PGlite folder
 * takes seconds; a copy takes about a second. Each is cached under the hash of what it is made of
 * (the migrations; for the seeded one also the domain code that imports, the fixtures and the
 * seed), so a change to any of them makes it anew. PGlite: a folder under .tmp/e2e-seed;
 * PostgreSQL: a template database.
 */
const root = path.resolve(import.meta.dirname, "../..");
export type E2eDatabaseKind = "seeded" | "migrated";
const inputs: Record<E2eDatabaseKind, string[]> = {
  seeded: [
    "app/db/migrations",
    "app/domain",
    "tests/fixtures/corpus",
    "tests/support/seed-e2e.ts",
    "package-lock.json",
  ],
  migrated: ["app/db/migrations", "package-lock.json"],
};
const scripts: Record<E2eDatabaseKind, string> = {
  seeded: 'const { seedE2e } = await import("./tests/support/seed-e2e.ts"); await seedE2e();',
  migrated:
    'const { openDatabase } = await import("#app/db/client.server.ts"); const env = process.env;' +
    ' await (await (env.DATABASE_URL ? openDatabase({ kind: "postgres", url: env.DATABASE_URL }) : openDatabase({ kind: "pglite", dataDir: env.DATA_DIR }))).close();',
};

function inputHash(kind: E2eDatabaseKind): string {
  const hash = crypto.createHash("sha256");
  const add = (file: string) => {
    const stat = fs.statSync(file);
    if (stat.isDirectory()) {
      for (const name of fs.readdirSync(file).sort()) add(path.join(file, name));
    } else {
      hash.update(path.relative(root, file)).update("\0").update(fs.readFileSync(file)).update("\0");
    }
  };
  for (const input of inputs[kind]) add(path.join(root, input));
  hash.update(`CORPUS_PARAPHRASES=${process.env.CORPUS_PARAPHRASES ?? ""}`);
  return hash.digest("hex").slice(0, 16);
}

/** Seeds or migrates the given database (DATA_DIR or DATABASE_URL) in a Node process of its own. */
function make(kind: E2eDatabaseKind, env: { DATA_DIR: string } | { DATABASE_URL: string }) {
  const parentEnv = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => name !== "DATABASE_URL" && name !== "DATA_DIR"),
  );
  const seeded = spawnSync(process.execPath, ["--input-type=module", "-e", scripts[kind]], {
    cwd: root,
    env: { ...parentEnv, LOG_LEVEL: "warn", ...env },
    encoding: "utf8",
  });
  if (seeded.status !== 0) throw new Error(`making the ${kind} e2e database failed:\n${seeded.stderr}`);
}

/** Fills the new folder `dataDir` with a copy of the seeded (or the empty migrated) PGlite database. */
export function copySeededFolder(dataDir: string, kind: E2eDatabaseKind = "seeded") {
  const cache = path.join(root, ".tmp/e2e-seed");
  const seeded = path.join(cache, `${kind}-${inputHash(kind)}`);
  if (!fs.existsSync(seeded)) {
    fs.mkdirSync(cache, { recursive: true });
    // Seeded aside, then renamed: a server starting at the same time never copies half a folder.
    const partial = `${seeded}.${process.pid}`;
    fs.rmSync(partial, { recursive: true, force: true });
    make(kind, { DATA_DIR: partial });
    for (const old of fs.readdirSync(cache))
      if (old.startsWith(`${kind}-`) && !old.includes("."))
        fs.rmSync(path.join(cache, old), { recursive: true, force: true });
    try {
      fs.renameSync(partial, seeded);
    } catch {
      fs.rmSync(partial, { recursive: true, force: true });
    }
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.cpSync(seeded, dataDir, { recursive: true });
}

async function admin<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** The URL of database `name` on the server of `url`. */
export function databaseUrl(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

/**
 * Creates database `name` (dropping one of that name) as a copy of the seeded (or the empty
 * migrated) template on the PostgreSQL server of `adminUrl`; returns its URL.
 */
export async function createSeededDatabase(
  adminUrl: string,
  name: string,
  kind: E2eDatabaseKind = "seeded",
): Promise<string> {
  const prefix = `legalcal_e2e_${kind}_`;
  const template = `${prefix}${inputHash(kind)}`;
  const exists = await admin(
    adminUrl,
    async (client) => (await client.query("SELECT 1 FROM pg_database WHERE datname = $1", [template])).rowCount === 1,
  );
  if (!exists) {
    const partial = `${template}_${process.pid}`;
    await admin(adminUrl, async (client) => {
      await client.query(`DROP DATABASE IF EXISTS ${partial} WITH (FORCE)`);
      await client.query(`CREATE DATABASE ${partial}`);
    });
    make(kind, { DATABASE_URL: databaseUrl(adminUrl, partial) });
    await admin(adminUrl, async (client) => {
      // Templates of earlier seeds (another hash) are not needed again.
      const { rows } = await client.query<{ datname: string }>(
        "SELECT datname FROM pg_database WHERE datname ~ $1 AND datname <> $2",
        [`^${prefix}[0-9a-f]{16}$`, template],
      );
      for (const { datname } of rows) await client.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
      try {
        await client.query(`ALTER DATABASE ${partial} RENAME TO ${template}`);
      } catch {
        // Another server seeded it first.
        await client.query(`DROP DATABASE IF EXISTS ${partial} WITH (FORCE)`);
      }
    });
  }
  await admin(adminUrl, async (client) => {
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await client.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
  });
  return databaseUrl(adminUrl, name);
}
