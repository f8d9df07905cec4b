/**
 * No secret reaches the browser: neither through the client bundle (server code or environment
 * access compiled into it) nor through a rendered page (loader data, hydration data, headers).
 */
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { serverTestDatabase, type ServerTestDatabase } from "../support/database.ts";
import { ensureBuild, startServer, type ServerProcess } from "../support/server-process.ts";

const root = path.resolve(import.meta.dirname, "../..");
const secretNames = [
  "GOOGLE_CLIENT_SECRET",
  "MICROSOFT_CLIENT_SECRET",
  "OIDC_CLIENT_SECRET",
  "AI_API_KEY",
  "EMBEDDINGS_API_KEY",
  "DATABASE_URL",
  "OLDP_API_TOKEN",
];
// One canary per secret: if any of them shows up anywhere the browser can read, this fails.
// (DATABASE_URL must be a real address: its value is checked as it is.)
const canaries = Object.fromEntries(
  secretNames.filter((name) => name !== "DATABASE_URL").map((name) => [name, `canary-${name.toLowerCase()}-7f3a9c`]),
);

describe("secrets stay on the server", () => {
  test("the client bundle holds no environment access, no server-only module and no secret's name", () => {
    ensureBuild();
    const assets = path.join(root, "build/client/assets");
    const scripts = fs.readdirSync(assets).filter((file) => file.endsWith(".js"));
    expect(scripts.length).toBeGreaterThan(5);
    for (const file of scripts) {
      const code = fs.readFileSync(path.join(assets, file), "utf8");
      for (const name of secretNames) expect(code, `${file} names ${name}`).not.toContain(name);
      expect(code, `${file} reads process.env`).not.toMatch(/process\.env\.[A-Z]/);
      expect(code, `${file} imports a Node built-in`).not.toMatch(/from\s*["']node:/);
      expect(code, `${file} carries the database driver`).not.toMatch(/pglite|drizzle-orm|node-postgres/i);
    }
  });

  describe("pages of a server configured with every secret", () => {
    let server: ServerProcess;
    let database: ServerTestDatabase | undefined;

    beforeAll(async () => {
      database = await serverTestDatabase("secrets");
      if (database.env.DATABASE_URL) canaries.DATABASE_URL = database.env.DATABASE_URL;
      const env: Record<string, string> = {
        ...database.env,
        AI_BASE_URL: "http://127.0.0.1:9/v1",
        AI_MODEL: "test-model",
        AI_PROVIDER_NAME: "Example Model Provider GmbH",
        EMBEDDINGS_BASE_URL: "http://127.0.0.1:9/v1",
        EMBEDDINGS_MODEL: "test-embeddings",
        OIDC_ISSUER: "http://127.0.0.1:9/issuer",
        OIDC_CLIENT_ID: "legal-calendar-test",
        GOOGLE_CLIENT_ID: "google-test-client",
        MICROSOFT_CLIENT_ID: "microsoft-test-client",
        ...canaries,
      };
      server = await startServer(env);
    }, 90_000);
    afterAll(async () => {
      await server?.stop();
      await database?.remove();
    });

    test("no canary in any public page, the sign-in page, the feeds catalogue or the client manifest", async () => {
      const paths = [
        "/",
        "/pricing",
        "/contact",
        "/privacy-policy",
        "/gdpr",
        "/impressum",
        "/calendar-feeds",
        "/decisions",
        "/auth/sign-in",
        "/feeds/index.json",
        "/?lang=de",
      ];
      const manifest = fs
        .readdirSync(path.join(root, "build/client/assets"))
        .find((file) => /^manifest-.*\.js$/.test(file));
      if (manifest) paths.push(`/assets/${manifest}`);
      for (const pagePath of paths) {
        const response = await fetch(`${server.url}${pagePath}`);
        expect(response.status, pagePath).toBeLessThan(400);
        const text = `${[...response.headers].map(([key, value]) => `${key}: ${value}`).join("\n")}\n${await response.text()}`;
        for (const [name, canary] of Object.entries(canaries))
          expect(text, `${pagePath} leaks ${name}`).not.toContain(canary);
      }
      // The configured AI provider is named (privacy policy), so the page did see the configuration.
      const policy = await (await fetch(`${server.url}/privacy-policy`)).text();
      expect(policy).toContain("Example Model Provider GmbH");
    });
  });
});
