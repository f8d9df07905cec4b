import { describe, expect, test } from "vitest";
import { getClientEnv, parseEnv } from "./env.server.ts";

describe("environment", () => {
  test("defaults give a local server on the embedded database", () => {
    const env = parseEnv({});
    expect(env).toMatchObject({ HOST: "127.0.0.1", PORT: 3000, DATA_DIR: "./data", PUBLIC_URL: "http://127.0.0.1:3000" });
    expect(env.DATABASE_URL).toBeUndefined();
  });

  test("each wrong variable is named in the error", () => {
    expect(() => parseEnv({ PORT: "eighty", DATABASE_URL: "mysql://x", LOG_LEVEL: "loud" })).toThrowError(
      /PORT:[\s\S]*LOG_LEVEL:|PORT:[\s\S]*DATABASE_URL:/,
    );
    try {
      parseEnv({ PORT: "eighty", DATABASE_URL: "mysql://x" });
    } catch (error) {
      expect((error as Error).message).toContain("PORT");
      expect((error as Error).message).toContain("DATABASE_URL");
    }
  });

  test("only the allow-listed values reach the browser", () => {
    const env = parseEnv({ AI_API_KEY: "sk-secret", OIDC_CLIENT_SECRET: "s3cret", PUBLIC_URL: "https://example.org/" });
    const client = getClientEnv(env);
    expect(client).toEqual({ PUBLIC_URL: "https://example.org" });
    expect(JSON.stringify(client)).not.toContain("secret");
  });
});

test(".env.example documents every variable the server reads", async () => {
  const fs = await import("node:fs");
  const { EnvSchema } = await import("./env.server.ts");
  const example = fs.readFileSync(new URL("../.env.example", import.meta.url), "utf8");
  const variables = Object.keys(EnvSchema.in.shape);
  const undocumented = variables.filter((name) => !new RegExp(`\\b${name}=`).test(example));
  expect(undocumented).toEqual([]);
});
