import crypto from "node:crypto";
import pg from "pg";
import { openDatabase } from "#app/db/client.server.ts";

function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
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

export const uniqueName = (prefix: string) => `${prefix}_${crypto.randomBytes(5).toString("hex")}`;

/** Creates and migrates a template database on the server of `url`; returns its name. */
export async function createPostgresTemplate(url: string): Promise<string> {
  const template = uniqueName("legalcal_template");
  await admin(url, (client) => client.query(`CREATE DATABASE ${template}`));
  const database = await openDatabase({ kind: "postgres", url: withDatabase(url, template), maxConnections: 1 });
  await database.close();
  return template;
}

export async function dropPostgresTemplate(url: string, template: string) {
  await admin(url, (client) => client.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`));
}

/** A fresh database copied from the template: returns its URL and a function that drops it. */
export async function createPostgresCopy(url: string, template: string) {
  const name = uniqueName("legalcal_test");
  await admin(url, (client) => client.query(`CREATE DATABASE ${name} TEMPLATE ${template}`));
  return {
    url: withDatabase(url, name),
    drop: () => admin(url, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)),
  };
}
