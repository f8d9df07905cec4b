import { describe, expect, test } from "vitest";
import { devIdpEnabled } from "#app/domain/accounts/providers.server.ts";
import { parseEnv } from "#app/env.server.ts";

describe("the development identity provider is not reachable from the network", () => {
  test("HOST=0.0.0.0 without PUBLIC_URL: the derived URL is loopback, but the provider stays off", () => {
    expect(devIdpEnabled(parseEnv({ HOST: "0.0.0.0" }))).toBe(false);
    expect(devIdpEnabled(parseEnv({ HOST: "::" }))).toBe(false);
    expect(devIdpEnabled(parseEnv({ HOST: "192.168.1.20", PUBLIC_URL: "http://127.0.0.1:3000" }))).toBe(false);
  });

  test("bound to loopback only it runs; DEV_IDP=true switches it on anywhere", () => {
    expect(devIdpEnabled(parseEnv({}))).toBe(true);
    expect(devIdpEnabled(parseEnv({ HOST: "localhost" }))).toBe(true);
    expect(devIdpEnabled(parseEnv({ HOST: "0.0.0.0", DEV_IDP: "true" }))).toBe(true);
  });

  test("a configured real provider switches it off", () => {
    expect(devIdpEnabled(parseEnv({ OIDC_ISSUER: "https://id.example", OIDC_CLIENT_ID: "x" }))).toBe(false);
  });
});
