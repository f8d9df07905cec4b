import { Link } from "react-router";
import { canUseAssistant } from "#app/domain/accounts/access.server.ts";
import { requireUser } from "#app/http/accounts/current-user.server.ts";
import { getWaitlistEntryForUser } from "#app/domain/accounts/waitlist.server.ts";
import { pageMeta } from "../i18n/meta.ts";
import { useLanguage, useTranslate } from "../i18n/use-translate.ts";
import type { Route } from "./+types/waitlist.thank-you";
import { localeOf } from "#app/i18n/language.ts";
import { accountsConfig } from "#app/domain/accounts/config.server.ts";
import { getEnv } from "#app/env.server.ts";

export function meta({ matches }: Route.MetaArgs) {
  return [
    ...pageMeta(matches, {
      title: "accounts.waitlist.title",
      description: "accounts.waitlist.description",
      path: "/waitlist/thank-you",
    }),
    { name: "robots", content: "noindex" },
  ];
}

/**
 * Confirms the signed-in user's waitlist entry: the e-mail it was made for, its status, what is
 * next. Users with access but no entry (verified, admins, or no waitlist mode) see that they have access.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const entry = await getWaitlistEntryForUser(user.uid);
  return {
    entry: entry ? { email: entry.email, createdAt: entry.createdAt } : null,
    hasEmail: !!user.email,
    approved: user.verified || (!!entry && canUseAssistant(user, accountsConfig(getEnv()))),
    access: canUseAssistant(user, accountsConfig(getEnv())),
  };
}

export default function WaitlistThankYou({ loaderData }: Route.ComponentProps) {
  const t = useTranslate();
  const lang = useLanguage();
  const { entry, hasEmail, approved, access } = loaderData;
  const date = (iso: string) =>
    new Date(iso).toLocaleDateString(localeOf(lang), { dateStyle: "long", timeZone: "Europe/Berlin" });

  if (!entry && access) {
    // A verified user or an administrator who came through 'Join the Waitlist': nothing to join.
    return (
      <section className="page page-narrow" aria-labelledby="waitlist-title">
        <h1 id="waitlist-title">{t("accounts.waitlist.approvedTitle")}</h1>
        <p>{t("accounts.waitlist.accessWithoutList")}</p>
        <p>
          <Link className="button" to="/assistant">
            {t("accounts.waitlist.openAssistant")}
          </Link>
        </p>
        <p>
          <Link to="/account">{t("accounts.waitlist.toAccount")}</Link>
        </p>
      </section>
    );
  }
  if (!entry) {
    return (
      <section className="page page-narrow" aria-labelledby="waitlist-title">
        <h1 id="waitlist-title">{t(hasEmail ? "accounts.waitlist.notOnList" : "accounts.waitlist.noEmailTitle")}</h1>
        {hasEmail ? (
          <p>
            <a className="button" href="/auth/sign-in?intent=waitlist">
              {t("accounts.waitlist.join")}
            </a>
          </p>
        ) : (
          <p className="status-message" data-kind="error" role="alert">
            {t("accounts.waitlist.noEmail")}
          </p>
        )}
        <p>
          <Link to="/account">{t("accounts.waitlist.toAccount")}</Link>
        </p>
      </section>
    );
  }
  return (
    <section className="page page-narrow" aria-labelledby="waitlist-title">
      <h1 id="waitlist-title">{t(approved ? "accounts.waitlist.approvedTitle" : "accounts.waitlist.title")}</h1>
      <p>{t("accounts.waitlist.thanks")}</p>
      <p>{t("accounts.waitlist.entryFor", { email: entry.email })}</p>
      <dl className="account-facts">
        <dt>{t("accounts.waitlist.statusLabel")}</dt>
        <dd>
          {approved
            ? t("accounts.waitlist.statusApproved")
            : t("accounts.waitlist.statusWaiting", { date: date(entry.createdAt) })}
        </dd>
      </dl>
      {access ? (
        <p>
          <Link className="button" to="/assistant">
            {t("accounts.waitlist.openAssistant")}
          </Link>
        </p>
      ) : (
        <>
          <h2>{t("accounts.waitlist.nextTitle")}</h2>
          <ol>
            <li>{t("accounts.waitlist.next1")}</li>
            <li>{t("accounts.waitlist.next2")}</li>
            <li>{t("accounts.waitlist.next3")}</li>
          </ol>
        </>
      )}
      <p>
        <Link to="/account">{t("accounts.waitlist.toAccount")}</Link>
      </p>
    </section>
  );
}
