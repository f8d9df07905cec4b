import { describe, expect, test } from "vitest";
import { getClientEnv, parseEnv } from "./env.server.ts";

describe("environment", () => {
  test("defaults give a local server on the embedded database", () => {
    const env = parseEnv({});
    expect(env).toMatchObject({
      HOST: "127.0.0.1",
      PORT: 3000,
      DATA_DIR: "./data",
      PUBLIC_URL: "http://127.0.0.1:3000",
    });
    expect(env.DATABASE_URL).toBeUndefined();
  });

  test("each wrong variable is named in the error", () => {
    expect(() => parseEnv({ PORT: "eighty", DATABASE_URL: "mysql://x", LOG_LEVEL: "loud" })).toThrowError(
      /PORT="eighty": expected a number[\s\S]*LOG_LEVEL="loud": [\s\S]*DATABASE_URL=\(hidden\)/,
    );
    try {
      parseEnv({ PORT: "eighty", DATABASE_URL: "mysql://x" });
    } catch (error) {
      expect((error as Error).message).toContain("PORT");
      expect((error as Error).message).toContain("DATABASE_URL");
    }
  });

  test("a wrong setting names the variable, its value and the allowed values; secrets stay hidden", () => {
    const message = (source: NodeJS.ProcessEnv) => {
      try {
        parseEnv(source);
      } catch (error) {
        return (error as Error).message;
      }
      throw new Error("no error");
    };
    expect(message({ LOG_LEVEL: "verbose" })).toMatch(
      /LOG_LEVEL="verbose": .*"fatal".*"error".*"warn".*"info".*"debug".*"trace".*"silent"/,
    );
    expect(message({ TRUST_PROXY: "yes" })).toMatch(
      /TRUST_PROXY="yes": expected "false", "true" \(one proxy\) or the number of proxy hops/,
    );
    expect(message({ SESSION_IDLE_MINUTES: "100000" })).toMatch(/SESSION_IDLE_MINUTES="100000": .*1440/);
    expect(message({ WAITLIST_MODE: "maybe" })).toMatch(/WAITLIST_MODE="maybe": .*"true".*"false"/);
    const secret = message({ OPERATOR_EMAIL: "nope", DATABASE_URL: "mysql://user:pw@host/db" });
    expect(secret).toMatch(/OPERATOR_EMAIL="nope"/);
    expect(secret).not.toContain("pw@host");
  });

  test("TRUST_PROXY is a number of proxy hops, never 'trust every hop'", () => {
    expect(parseEnv({}).TRUST_PROXY).toBe(0);
    expect(parseEnv({ TRUST_PROXY: "false" }).TRUST_PROXY).toBe(0);
    expect(parseEnv({ TRUST_PROXY: "true" }).TRUST_PROXY).toBe(1);
    expect(parseEnv({ TRUST_PROXY: "2" }).TRUST_PROXY).toBe(2);
  });

  test("RII_DOCUMENTS_URL: the public service by default, an http(s) address when set", () => {
    expect(parseEnv({}).RII_DOCUMENTS_URL).toBe("https://www.rechtsprechung-im-internet.de/jportal/docs/bsjrs/");
    expect(parseEnv({ RII_DOCUMENTS_URL: "http://127.0.0.1:8080/docs/" }).RII_DOCUMENTS_URL).toBe(
      "http://127.0.0.1:8080/docs/",
    );
    expect(() => parseEnv({ RII_DOCUMENTS_URL: "ftp://mirror.example/docs/" })).toThrowError(
      /RII_DOCUMENTS_URL="ftp:\/\/mirror\.example\/docs\/": /,
    );
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
