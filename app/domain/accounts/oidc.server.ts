import { and, eq, gt, lt } from "drizzle-orm";
import { accountsConfig } from "./config.server.ts";
import * as client from "openid-client";
import { z } from "zod";
import { getDb } from "#app/db/client.server.ts";
import { authRequests } from "#app/db/schema/index.ts";
import { logger } from "#app/utils/logger.server.ts";
import { safeReturnTo } from "./access.server.ts";
import type { Env } from "#app/env.server.ts";
import { availableProviders, callbackUrl, type OidcProvider, type ProviderId } from "./providers.server.ts";
import { createSession, deleteExpiredSessions, deleteSession } from "./session.server.ts";
import { hashToken, randomToken } from "./tokens.server.ts";
import { upsertUserFromIdentity, type User } from "./user.server.ts";
import { routeAfterSignIn } from "./waitlist.server.ts";

export const AUTH_REQUEST_TTL_MS = 10 * 60_000;

export class SignInError extends Error {
  override name = "SignInError";
}

const configs = new Map<string, Promise<client.Configuration>>();

/** Discovery once per provider and process; a failed discovery is retried at the next sign-in. */
function oidcConfiguration(provider: OidcProvider): Promise<client.Configuration> {
  const key = `${provider.id}|${provider.issuer}|${provider.clientId}`;
  let pending = configs.get(key);
  if (!pending) {
    const insecure = new URL(provider.issuer).protocol === "http:";
    pending = client.discovery(
      new URL(provider.issuer),
      provider.clientId,
      provider.clientSecret,
      provider.clientSecret ? undefined : client.None(),
      insecure ? { execute: [client.allowInsecureRequests], timeout: 10 } : { timeout: 10 },
    );
    pending.catch(() => configs.delete(key));
    configs.set(key, pending);
  }
  return pending;
}

export function findProvider(id: string, env: Env): OidcProvider | undefined {
  return availableProviders(env).find((provider) => provider.id === id);
}

const AuthRequestDataSchema = z.object({
  state: z.string().min(1),
  nonce: z.string().min(1),
  codeVerifier: z.string().min(1),
  returnTo: z.string().nullable(),
  intent: z.enum(["waitlist"]).nullable(),
});

/**
 * Step 1: remember state, nonce and PKCE verifier server-side; send the browser to the provider.
 * Returns the provider's address and the sign-in's id, which the HTTP edge keeps in a cookie for
 * `AUTH_REQUEST_TTL_MS` (app/http/accounts/sign-in.server.ts).
 */
export async function startSignIn(options: {
  providerId: string;
  returnTo?: string | null;
  intent?: "waitlist" | null;
  now?: Date;
  /** The settings: the providers and PUBLIC_URL (the callback's address). */
  env: Env;
}): Promise<{ location: string; authRequestId: string }> {
  const provider = findProvider(options.providerId, options.env);
  if (!provider) throw new SignInError(`Unknown sign-in provider "${options.providerId}"`);
  const config = await oidcConfiguration(provider);
  const now = options.now ?? new Date();
  const data = {
    state: client.randomState(),
    nonce: client.randomNonce(),
    codeVerifier: client.randomPKCECodeVerifier(),
    returnTo: safeReturnTo(options.returnTo),
    intent: options.intent ?? null,
  };
  const id = randomToken();
  const db = getDb();
  await db.delete(authRequests).where(lt(authRequests.expiresAt, now));
  await db.insert(authRequests).values({
    idHash: hashToken(id),
    provider: provider.id,
    data,
    createdAt: now,
    expiresAt: new Date(now.getTime() + AUTH_REQUEST_TTL_MS),
  });
  const url = client.buildAuthorizationUrl(config, {
    redirect_uri: callbackUrl(provider.id, options.env),
    scope: "openid email profile",
    code_challenge: await client.calculatePKCECodeChallenge(data.codeVerifier),
    code_challenge_method: "S256",
    state: data.state,
    nonce: data.nonce,
    ...(provider.id === "google" || provider.id === "microsoft" ? { prompt: "select_account" } : {}),
  });
  return { location: url.href, authRequestId: id };
}

const ClaimsSchema = z.object({
  iss: z.string().min(1),
  sub: z.string().min(1),
  email: z.string().optional(),
  email_verified: z.union([z.boolean(), z.string()]).optional(),
  name: z.string().optional(),
  preferred_username: z.string().optional(),
  picture: z.string().optional(),
});

/**
 * What the provider's claims say about the person. An e-mail address counts as the user's only
 * when the provider says it verified it (`email_verified: true`): the address decides admin rights
 * (ADMIN_EMAILS) and is shown to admins on the waitlist. A token with an address but no
 * `email_verified` (Microsoft Entra ID often sends none) signs in without an address
 * (docs/security.md, per provider).
 */
export function identityFromClaims(claims: z.infer<typeof ClaimsSchema>) {
  const verified = claims.email_verified === true || claims.email_verified === "true";
  const email =
    verified && claims.email && z.email().safeParse(claims.email).success ? claims.email.toLowerCase() : null;
  const picture =
    claims.picture && z.url({ protocol: /^https?$/ }).safeParse(claims.picture).success ? claims.picture : null;
  return {
    issuer: claims.iss,
    subject: claims.sub,
    email,
    displayName: claims.name?.trim().slice(0, 200) || null,
    photoURL: picture,
  };
}

export type CompletedSignIn = { user: User; location: string; sessionId: string };

/**
 * Step 2, the callback: checks state, nonce and PKCE through openid-client, creates or updates
 * the user, applies the waitlist rules and starts a new session (the old one, if any, ends).
 */
export async function completeSignIn(options: {
  providerId: ProviderId | string;
  /** The id of step 1 (the sign-in cookie's value), if the browser still has it. */
  authRequestId: string | undefined;
  /** The callback's query string as the provider sent it (`?code=…&state=…`). */
  search: string;
  /** The session the browser had before, which ends. */
  previousSessionId: string | undefined;
  /** The settings: the providers and PUBLIC_URL (the callback's address). */
  env: Env;
}): Promise<CompletedSignIn> {
  const { providerId, authRequestId: id } = options;
  const provider = findProvider(providerId, options.env);
  if (!provider) throw new SignInError(`Unknown sign-in provider "${providerId}"`);
  if (!id) throw new SignInError("No sign-in in progress (the sign-in cookie is missing or expired)");
  const now = new Date();
  const db = getDb();
  const [row] = await db
    .delete(authRequests)
    .where(
      and(
        eq(authRequests.idHash, hashToken(id)),
        eq(authRequests.provider, provider.id),
        gt(authRequests.expiresAt, now),
      ),
    )
    .returning();
  if (!row) throw new SignInError("The sign-in expired or was already used");
  const data = AuthRequestDataSchema.parse(row.data);
  const config = await oidcConfiguration(provider);

  const current = new URL(`${callbackUrl(provider.id, options.env)}${options.search}`);
  const error = new URLSearchParams(options.search).get("error");
  if (error) throw new SignInError(`The provider refused the sign-in: ${error}`);
  const tokens = await client.authorizationCodeGrant(config, current, {
    pkceCodeVerifier: data.codeVerifier,
    expectedState: data.state,
    expectedNonce: data.nonce,
    idTokenExpected: true,
  });
  let claims = ClaimsSchema.parse(tokens.claims());
  if ((!claims.email || !claims.name) && config.serverMetadata().userinfo_endpoint) {
    try {
      const info = await client.fetchUserInfo(config, tokens.access_token, claims.sub);
      claims = ClaimsSchema.parse({
        ...info,
        ...Object.fromEntries(Object.entries(claims).filter(([, v]) => v !== undefined)),
      });
    } catch (userinfoError) {
      logger.warn(
        { err: userinfoError, provider: provider.id },
        "userinfo request failed; signing in with the ID token's claims",
      );
    }
  }
  const { user } = await upsertUserFromIdentity(identityFromClaims(claims));
  const accounts = accountsConfig(options.env);
  const routed = await routeAfterSignIn(user, { intent: data.intent, returnTo: data.returnTo, config: accounts });
  await deleteSession(options.previousSessionId);
  await deleteExpiredSessions(now);
  const session = await createSession({ uid: user.uid, now, idleMs: accounts.idleMs, maxAgeMs: accounts.maxAgeMs });
  logger.info({ uid: user.uid, provider: provider.id, waitlist: routed.joined?.status }, "signed in");
  return { user: routed.user, location: routed.location, sessionId: session.id };
}
