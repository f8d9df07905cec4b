import type { Env } from "#app/env.server.ts";

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
export function configuredProviders(env: Env): OidcProvider[] {
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

/** A host name or address that only this machine can reach (127.0.0.0/8, ::1, localhost). */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, "").toLowerCase();
  return host === "localhost" || host.endsWith(".localhost") || host === "::1" || /^127\.\d+\.\d+\.\d+$/.test(host);
}

export function isLoopbackUrl(url: string): boolean {
  return isLoopbackHost(new URL(url).hostname);
}

/**
 * The built-in development identity provider signs anyone in as any e-mail, so it runs only when
 * nobody else can reach it: no real provider configured, the server bound to a loopback interface
 * (HOST) and a loopback PUBLIC_URL. A public URL alone says nothing about who reaches the port
 * (HOST=0.0.0.0 listens on every interface). DEV_IDP=true switches it on anyway; the server then
 * logs a warning at start.
 */
export function devIdpEnabled(env: Env): boolean {
  if (env.DEV_IDP) return true;
  return configuredProviders(env).length === 0 && isLoopbackHost(env.HOST) && isLoopbackUrl(env.PUBLIC_URL);
}

export function devIdpProvider(env: Env): OidcProvider {
  return {
    id: "dev",
    name: "Development sign-in",
    issuer: `${env.PUBLIC_URL}${DEV_IDP_PATH}`,
    clientId: DEV_IDP_CLIENT_ID,
  };
}

export function availableProviders(env: Env): OidcProvider[] {
  return [...configuredProviders(env), ...(devIdpEnabled(env) ? [devIdpProvider(env)] : [])];
}

export function callbackUrl(providerId: ProviderId, env: Env): string {
  return `${env.PUBLIC_URL}/auth/callback/${providerId}`;
}
