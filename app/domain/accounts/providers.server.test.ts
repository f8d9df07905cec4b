import { describe, expect, test } from "vitest";
import { parseEnv } from "#app/env.server.ts";
import { availableProviders, configuredProviders, devIdpEnabled, isLoopbackUrl } from "./providers.server.ts";

const env = (values: Record<string, string>) => parseEnv({ NODE_ENV: "test", ...values });

describe("sign-in providers", () => {
  test("come from configuration: Google, Microsoft (tenant common by default) and a generic issuer", () => {
    const providers = configuredProviders(
      env({
        GOOGLE_CLIENT_ID: "g",
        GOOGLE_CLIENT_SECRET: "gs",
        MICROSOFT_CLIENT_ID: "m",
        MICROSOFT_CLIENT_SECRET: "ms",
        OIDC_ISSUER: "https://id.example.org/realms/x",
        OIDC_CLIENT_ID: "o",
        OIDC_NAME: "Kanzlei-Login",
      }),
    );
    expect(providers.map((provider) => [provider.id, provider.name, provider.issuer])).toEqual([
      ["google", "Google", "https://accounts.google.com"],
      ["microsoft", "Microsoft", "https://login.microsoftonline.com/common/v2.0"],
      ["oidc", "Kanzlei-Login", "https://id.example.org/realms/x"],
    ]);
  });

  test("the development provider runs only without a provider on a loopback address, or with DEV_IDP=true", () => {
    expect(devIdpEnabled(env({ PUBLIC_URL: "http://127.0.0.1:3000" }))).toBe(true);
    expect(devIdpEnabled(env({ PUBLIC_URL: "http://localhost:3000" }))).toBe(true);
    expect(devIdpEnabled(env({ PUBLIC_URL: "https://legal-calendar.example" }))).toBe(false);
    expect(devIdpEnabled(env({ PUBLIC_URL: "http://10.0.0.5:3000" }))).toBe(false);
    expect(devIdpEnabled(env({ PUBLIC_URL: "https://staging.example", DEV_IDP: "true" }))).toBe(true);
    expect(
      devIdpEnabled(env({ PUBLIC_URL: "http://127.0.0.1:3000", GOOGLE_CLIENT_ID: "g", GOOGLE_CLIENT_SECRET: "s" })),
    ).toBe(false);
    expect(availableProviders(env({ PUBLIC_URL: "http://127.0.0.1:3000" }))).toMatchObject([
      { id: "dev", issuer: "http://127.0.0.1:3000/dev-idp" },
    ]);
    expect(isLoopbackUrl("http://[::1]:3000")).toBe(true);
    expect(isLoopbackUrl("http://127.evil.example")).toBe(false);
  });
});
