import { getEnv } from "#app/env.server.ts";
import { data, Form, Link, redirect } from "react-router";
import { CsrfInput } from "../components/accounts/csrf-input.tsx";
import { z } from "zod";
import { accountsConfig } from "#app/domain/accounts/config.server.ts";
import { getSignedInUser, requireUser } from "#app/http/accounts/current-user.server.ts";
import { safeReturnTo } from "#app/domain/accounts/access.server.ts";
import { findProvider } from "#app/domain/accounts/oidc.server.ts";
import { startSignIn } from "#app/http/accounts/sign-in.server.ts";
import { availableProviders } from "#app/domain/accounts/providers.server.ts";
import { routeAfterSignIn } from "#app/domain/accounts/waitlist.server.ts";
import { pageMeta } from "../i18n/meta.ts";
import { useTranslate } from "../i18n/use-translate.ts";
import { logger } from "../utils/logger.server.ts";
import { readForm } from "#app/http/read-form.server.ts";
import type { Route } from "./+types/auth.sign-in";

export function meta({ matches }: Route.MetaArgs) {
  return [
    ...pageMeta(matches, {
      title: "accounts.signIn.title",
      description: "accounts.signIn.description",
      path: "/auth/sign-in",
    }),
    { name: "robots", content: "noindex" },
  ];
}

const QuerySchema = z.object({
  provider: z.string().max(40).optional(),
  returnTo: z.string().max(1000).optional(),
  intent: z.enum(["waitlist"]).optional().catch(undefined),
  reason: z.enum(["idle"]).optional().catch(undefined),
  error: z.enum(["failed", "unavailable"]).optional().catch(undefined),
  signedOut: z.literal("1").optional().catch(undefined),
});

/**
 * GET /auth/sign-in lists the providers; GET /auth/sign-in?provider=… starts the OIDC redirect
 * (a GET link, not a form: the CSP's form-action 'self' would block the redirect to the provider).
 */
export async function loader({ request }: Route.LoaderArgs) {
  const query = QuerySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  const returnTo = safeReturnTo(query.returnTo);
  if (query.provider) {
    if (!findProvider(query.provider, getEnv())) throw data(null, { status: 404 });
    try {
      const started = await startSignIn({ providerId: query.provider, returnTo, intent: query.intent ?? null });
      return redirect(started.location, { headers: { "Set-Cookie": started.setCookie, "Cache-Control": "no-store" } });
    } catch (error) {
      logger.error({ err: error, provider: query.provider }, "sign-in could not start");
      const params = new URLSearchParams({ error: "unavailable", ...(returnTo ? { returnTo } : {}) });
      return redirect(`/auth/sign-in?${params}`);
    }
  }
  const user = await getSignedInUser(request);
  const carry = new URLSearchParams({
    ...(returnTo ? { returnTo } : {}),
    ...(query.intent ? { intent: query.intent } : {}),
  });
  return {
    providers: availableProviders(getEnv()).map((provider) => ({
      id: provider.id,
      name: provider.name,
      href: `/auth/sign-in?${new URLSearchParams([["provider", provider.id], ...carry])}`,
    })),
    intent: query.intent ?? null,
    reason: query.reason ?? null,
    error: query.error ?? null,
    signedOut: !!query.signedOut,
    idleMinutes: Math.round(accountsConfig(getEnv()).idleMs / 60_000),
    signedInAs: user ? (user.displayName ?? user.email ?? "") : null,
  };
}

/** A signed-in visitor who came from 'Join the Waitlist' joins with one button (no second sign-in). */
export async function action({ request }: Route.ActionArgs) {
  const user = await requireUser(request);
  const form = z.object({ intent: z.literal("waitlist") }).safeParse(await readForm(request));
  if (!form.success) throw data("Unknown action", { status: 400 });
  const routed = await routeAfterSignIn(user, { config: accountsConfig(getEnv()), intent: "waitlist" });
  return redirect(routed.location);
}

export default function SignIn({ loaderData }: Route.ComponentProps) {
  const t = useTranslate();
  const { providers, intent, reason, error, signedOut, idleMinutes, signedInAs } = loaderData;
  return (
    <section className="page page-narrow" aria-labelledby="sign-in-title">
      <h1 id="sign-in-title">{t("accounts.signIn.title")}</h1>
      {error ? (
        <p className="status-message" data-kind="error" role="alert">
          {t(error === "unavailable" ? "accounts.signIn.unavailable" : "accounts.signIn.failed")}
        </p>
      ) : null}
      {reason === "idle" ? (
        <p className="status-message" role="status">
          {t("accounts.signIn.idle", { minutes: idleMinutes })}
        </p>
      ) : null}
      {signedOut ? (
        <p className="status-message" role="status">
          {t("accounts.signIn.signedOut")}
        </p>
      ) : null}
      {signedInAs !== null ? (
        <p>
          {t("accounts.signIn.alreadySignedIn", { name: signedInAs })}{" "}
          <Link to="/account">{t("accounts.signIn.toAccount")}</Link>
        </p>
      ) : null}
      {signedInAs !== null && intent === "waitlist" ? (
        <Form method="post" reloadDocument>
          <CsrfInput />
          <input type="hidden" name="intent" value="waitlist" />
          <button type="submit" className="button">
            {t("accounts.waitlist.join")}
          </button>
        </Form>
      ) : null}
      <p>{t(intent === "waitlist" ? "accounts.signIn.waitlistIntro" : "accounts.signIn.intro")}</p>
      {providers.length === 0 ? (
        <p className="status-message" data-kind="error">
          {t("accounts.signIn.none")}
        </p>
      ) : (
        <ul className="provider-list">
          {providers.map((provider) => (
            <li key={provider.id}>
              {/* A document navigation: the answer is a redirect to another site. */}
              <a className="button" href={provider.href}>
                {t("accounts.signIn.with", {
                  provider: provider.id === "dev" ? t("accounts.signIn.devProvider") : provider.name,
                })}
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
