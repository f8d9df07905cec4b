import { data, Form, Link, redirect } from "react-router";
import { z } from "zod";
import { CsrfInput } from "../components/accounts/csrf-input.tsx";
import { UsageMeter } from "../components/assistant/usage-meter.tsx";
import { deleteAccount } from "#app/domain/accounts/account-data.server.ts";
import { canUseAssistant, isAdmin } from "#app/domain/accounts/access.server.ts";
import { requireUser } from "#app/http/accounts/current-user.server.ts";
import { clearSessionCookie } from "#app/http/accounts/session.server.ts";
import { getUsage } from "#app/domain/accounts/usage.server.ts";
import { getWaitlistEntryForUser } from "#app/domain/accounts/waitlist.server.ts";
import { getEnv } from "#app/env.server.ts";
import { pageMeta } from "../i18n/meta.ts";
import { useLanguage, useTranslate } from "../i18n/use-translate.ts";
import { readForm } from "#app/http/read-form.server.ts";
import type { Route } from "./+types/account";
import { localeOf } from "#app/i18n/language.ts";
import { accountsConfig } from "#app/domain/accounts/config.server.ts";

export function meta({ matches }: Route.MetaArgs) {
  return [
    ...pageMeta(matches, {
      title: "accounts.account.title",
      description: "accounts.account.description",
      path: "/account",
    }),
    { name: "robots", content: "noindex" },
  ];
}

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const [usage, entry] = await Promise.all([getUsage(user.uid), getWaitlistEntryForUser(user.uid)]);
  return {
    user,
    usage,
    usageLimit: getEnv().USAGE_LIMIT,
    entry,
    admin: isAdmin(user, accountsConfig(getEnv()).adminEmails),
    assistant: canUseAssistant(user, accountsConfig(getEnv())),
  };
}

const ActionSchema = z.object({ intent: z.literal("delete"), confirm: z.literal("yes").optional() });

/** Deletes the account after the confirmation box was ticked; the session ends with it. */
export async function action({ request }: Route.ActionArgs) {
  const user = await requireUser(request);
  const parsed = ActionSchema.safeParse(await readForm(request));
  if (!parsed.success) throw data("Unknown action", { status: 400 });
  if (parsed.data.confirm !== "yes") return data({ error: "confirm" as const }, { status: 400 });
  await deleteAccount(user.uid);
  return redirect("/account/deleted", { headers: { "Set-Cookie": clearSessionCookie(), "Cache-Control": "no-store" } });
}

export default function Account({ loaderData, actionData }: Route.ComponentProps) {
  const t = useTranslate();
  const lang = useLanguage();
  const { user, usage, usageLimit, entry, admin, assistant } = loaderData;
  const date = (iso: string) =>
    new Date(iso).toLocaleDateString(localeOf(lang), { dateStyle: "long", timeZone: "Europe/Berlin" });
  return (
    <section className="page page-narrow" aria-labelledby="account-title">
      <h1 id="account-title">{t("accounts.account.title")}</h1>

      <section className="account-section" aria-labelledby="profile-title">
        <h2 id="profile-title">{t("accounts.account.profile")}</h2>
        <dl className="account-facts">
          <dt>{t("accounts.account.name")}</dt>
          <dd>{user.displayName ?? "–"}</dd>
          <dt>{t("accounts.account.email")}</dt>
          <dd>{user.email ?? t("accounts.account.noEmail")}</dd>
          <dt>{t("accounts.account.memberSince")}</dt>
          <dd>{date(user.createdAt)}</dd>
        </dl>
      </section>

      <section className="account-section" aria-labelledby="status-title">
        <h2 id="status-title">{t("accounts.account.status")}</h2>
        <p>
          {user.verified
            ? t("accounts.account.verified")
            : assistant
              ? t("accounts.account.open")
              : entry
                ? t("accounts.account.waitlisted", { date: date(entry.createdAt) })
                : t("accounts.account.notWaitlisted")}
        </p>
        {assistant ? (
          <p>
            <Link to="/assistant">{t("accounts.account.assistantLink")}</Link>
          </p>
        ) : null}
        {admin ? (
          <p>
            {t("accounts.account.admin")} <Link to="/admin/waitlist">{t("accounts.account.adminLink")}</Link>
          </p>
        ) : null}
      </section>

      <section className="account-section" aria-labelledby="usage-title">
        <h2 id="usage-title">{t("accounts.account.usage")}</h2>
        <p>{t("accounts.account.usageCount", { count: usage.count })}</p>
        <UsageMeter used={usage.count} limit={usageLimit} />
        <p className="muted">
          {usage.lastUpdated
            ? t("accounts.account.usageUpdated", { date: date(usage.lastUpdated) })
            : t("accounts.account.usageNone")}
        </p>
      </section>

      <section className="account-section" aria-labelledby="data-title">
        <h2 id="data-title">{t("accounts.account.data")}</h2>
        <p>{t("accounts.account.exportText")}</p>
        <p>
          <a className="button button-secondary" href="/account/export" download>
            {t("accounts.account.export")}
          </a>
        </p>
        <Form method="post" action="/auth/sign-out" reloadDocument>
          <CsrfInput />
          <button type="submit" className="button button-secondary">
            {t("accounts.signOut.button")}
          </button>
        </Form>
      </section>

      <section className="account-section account-danger" aria-labelledby="delete-title">
        <h2 id="delete-title">{t("accounts.account.delete")}</h2>
        <p>{t("accounts.account.deleteText")}</p>
        <Form method="post" reloadDocument>
          <CsrfInput />
          <input type="hidden" name="intent" value="delete" />
          <div className="checkbox-row">
            <input
              id="delete-confirm"
              type="checkbox"
              name="confirm"
              value="yes"
              required
              aria-describedby={actionData?.error ? "delete-error" : undefined}
            />
            <label htmlFor="delete-confirm">{t("accounts.account.deleteConfirm")}</label>
          </div>
          {actionData?.error ? (
            <p id="delete-error" className="status-message" data-kind="error" role="alert">
              {t("accounts.account.deleteMissingConfirm")}
            </p>
          ) : null}
          <button type="submit" className="button">
            {t("accounts.account.deleteButton")}
          </button>
        </Form>
      </section>
    </section>
  );
}
