import { Form, redirect } from "react-router";
import { CsrfInput } from "../components/accounts/csrf-input.tsx";
import { clearSessionCookie, endRequestSession } from "#app/http/accounts/session.server.ts";
import { pageMeta } from "../i18n/meta.ts";
import { useTranslate } from "../i18n/use-translate.ts";
import { logger } from "../utils/logger.server.ts";
import type { Route } from "./+types/auth.sign-out";

export function meta({ matches }: Route.MetaArgs) {
  return [
    ...pageMeta(matches, {
      title: "accounts.signOut.title",
      description: "accounts.signOut.text",
      path: "/auth/sign-out",
    }),
    { name: "robots", content: "noindex" },
  ];
}

/** POST /auth/sign-out ends the session (CSRF-checked like every POST); GET shows a button. */
export async function action({ request }: Route.ActionArgs) {
  try {
    await endRequestSession(request);
    logger.info({ reqId: request.headers.get("x-request-id") ?? undefined }, "signed out");
  } catch (error) {
    logger.error({ err: error }, "sign-out failed");
    throw new Response("Sign-out failed", { status: 500 });
  }
  return redirect("/auth/sign-in?signedOut=1", {
    headers: { "Set-Cookie": clearSessionCookie(), "Cache-Control": "no-store" },
  });
}

export default function SignOut() {
  const t = useTranslate();
  return (
    <section className="page page-narrow" aria-labelledby="sign-out-title">
      <h1 id="sign-out-title">{t("accounts.signOut.title")}</h1>
      <p>{t("accounts.signOut.text")}</p>
      <Form method="post" reloadDocument>
        <CsrfInput />
        <button type="submit" className="button">
          {t("accounts.signOut.button")}
        </button>
      </Form>
    </section>
  );
}

export function ErrorBoundary() {
  const t = useTranslate();
  return (
    <section className="page page-narrow" aria-labelledby="sign-out-title">
      <h1 id="sign-out-title">{t("accounts.signOut.title")}</h1>
      <p className="status-message" data-kind="error" role="alert">
        {t("accounts.signOut.failed")}
      </p>
    </section>
  );
}
