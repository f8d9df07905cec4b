import { getEnv, type Env } from "#app/env.server.ts";

export type ProviderId = "google" | "microsoft" | "oidc" | "dev";

export type OidcProvider = {
  id: ProviderId;
  /** Shown on the sign-in button. */
  name: string;
  issuer: string;
  clientId: string;
  /** Undefined: a public client (PKCE only), as the built-in development provider is. */
  clientSecret?: string;
};

export const DEV_IDP_PATH = "/dev-idp";
export const DEV_IDP_CLIENT_ID = "legal-calendar-dev";

/** Real providers, switched on by the presence of their configuration (.env.example). */
export function configuredProviders(env: Env = getEnv()): OidcProvider[] {
  const providers: OidcProvider[] = [];
  if (env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET) {
    providers.push({
      id: "google",
      name: "Google",
      issuer: "https://accounts.google.com",
      clientId: env.GOOGLE_CLIENT_ID,
      clientSecret: env.GOOGLE_CLIENT_SECRET,
    });
  }
  if (env.MICROSOFT_CLIENT_ID && env.MICROSOFT_CLIENT_SECRET) {
    // "common" admits personal and work accounts; openid-client checks the token's issuer
    // against the tenant in its `tid` claim (Entra ID's templated issuer).
    providers.push({
      id: "microsoft",
      name: "Microsoft",
      issuer: `https://login.microsoftonline.com/${encodeURIComponent(env.MICROSOFT_TENANT)}/v2.0`,
      clientId: env.MICROSOFT_CLIENT_ID,
      clientSecret: env.MICROSOFT_CLIENT_SECRET,
    });
  }
  if (env.OIDC_ISSUER && env.OIDC_CLIENT_ID) {
    providers.push({
      id: "oidc",
      name: env.OIDC_NAME,
      issuer: env.OIDC_ISSUER,
      clientId: env.OIDC_CLIENT_ID,
      clientSecret: env.OIDC_CLIENT_SECRET,
    });
  }
  return providers;
}

export function isLoopbackUrl(url: string): boolean {
  const host = new URL(url).hostname.replace(/^\[|\]$/g, "");
  return host === "localhost" || host.endsWith(".localhost") || host === "::1" || /^127\.\d+\.\d+\.\d+$/.test(host);
}

/**
 * The built-in development identity provider runs when no real provider is configured and the
 * site is only reachable on a loopback address, or when DEV_IDP=true says so explicitly.
 */
export function devIdpEnabled(env: Env = getEnv()): boolean {
  if (env.DEV_IDP) return true;
  return configuredProviders(env).length === 0 && isLoopbackUrl(env.PUBLIC_URL);
}

export function devIdpProvider(env: Env = getEnv()): OidcProvider {
  return { id: "dev", name: "Development sign-in", issuer: `${env.PUBLIC_URL}${DEV_IDP_PATH}`, clientId: DEV_IDP_CLIENT_ID };
}

export function availableProviders(env: Env = getEnv()): OidcProvider[] {
  return [...configuredProviders(env), ...(devIdpEnabled(env) ? [devIdpProvider(env)] : [])];
}

export function callbackUrl(providerId: ProviderId, env: Env = getEnv()): string {
  return `${env.PUBLIC_URL}/auth/callback/${providerId}`;
}
