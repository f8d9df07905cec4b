import { data, Form, isRouteErrorResponse } from "react-router";
import { z } from "zod";
import { CsrfInput } from "../components/accounts/csrf-input.tsx";
import { requireAdmin } from "#app/http/accounts/current-user.server.ts";
import { approveWaitlistEntry, listWaitlist, removeWaitlistEntry } from "#app/domain/accounts/waitlist.server.ts";
import { pageMeta } from "../i18n/meta.ts";
import { useLanguage, useTranslate } from "../i18n/use-translate.ts";
import { readForm } from "#app/http/read-form.server.ts";
import type { Route } from "./+types/admin.waitlist";
import { localeOf } from "#app/i18n/language.ts";

export function meta({ matches }: Route.MetaArgs) {
  return [
    ...pageMeta(matches, {
      title: "accounts.admin.title",
      description: "accounts.admin.description",
      path: "/admin/waitlist",
    }),
    { name: "robots", content: "noindex" },
  ];
}

/** For the e-mails in ADMIN_EMAILS; others get 403, anonymous visitors sign in first. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return { entries: await listWaitlist() };
}

const ActionSchema = z.object({ intent: z.enum(["approve", "remove"]), entryId: z.string().min(1).max(100) });

export async function action({ request }: Route.ActionArgs) {
  await requireAdmin(request);
  const parsed = ActionSchema.safeParse(await readForm(request));
  if (!parsed.success) throw data("Invalid request", { status: 400 });
  const entries = await listWaitlist();
  const entry = entries.find((candidate) => candidate.id === parsed.data.entryId);
  if (!entry) throw data("No such waitlist entry", { status: 404 });
  const done =
    parsed.data.intent === "approve" ? await approveWaitlistEntry(entry.id) : await removeWaitlistEntry(entry.id);
  if (!done) throw data("No such waitlist entry", { status: 404 });
  return { done: parsed.data.intent, email: entry.email };
}

export default function AdminWaitlist({ loaderData, actionData }: Route.ComponentProps) {
  const t = useTranslate();
  const lang = useLanguage();
  const { entries } = loaderData;
  const date = (iso: string) =>
    new Date(iso).toLocaleString(localeOf(lang), {
      dateStyle: "medium",
      timeStyle: "short",
      timeZone: "Europe/Berlin",
    });
  return (
    <section className="page" aria-labelledby="admin-title">
      <h1 id="admin-title">{t("accounts.admin.title")}</h1>
      {actionData ? (
        <p className="status-message" role="status">
          {t(actionData.done === "approve" ? "accounts.admin.didApprove" : "accounts.admin.didRemove", {
            email: actionData.email,
          })}
        </p>
      ) : null}
      {entries.length === 0 ? (
        <p>{t("accounts.admin.empty")}</p>
      ) : (
        <>
          <p className="muted">{t("accounts.admin.count", { count: entries.length })}</p>
          <div className="table-scroll">
            <table className="admin-table">
              <thead>
                <tr>
                  <th scope="col">{t("accounts.admin.date")}</th>
                  <th scope="col">{t("accounts.admin.email")}</th>
                  <th scope="col">{t("accounts.admin.name")}</th>
                  <th scope="col">{t("accounts.admin.status")}</th>
                  <th scope="col">{t("accounts.admin.actions")}</th>
                </tr>
              </thead>
              <tbody>
                {entries.map((entry) => (
                  <tr key={entry.id}>
                    <td>
                      <time dateTime={entry.createdAt}>{date(entry.createdAt)}</time>
                    </td>
                    <td>{entry.email}</td>
                    <td>{entry.displayName ?? "–"}</td>
                    <td>{entry.verified ? t("accounts.admin.approved") : t("accounts.admin.waiting")}</td>
                    <td>
                      {entry.verified ? null : (
                        <Form method="post">
                          <CsrfInput />
                          <input type="hidden" name="entryId" value={entry.id} />
                          <button
                            type="submit"
                            name="intent"
                            value="approve"
                            className="button"
                            aria-label={t("accounts.admin.approveLabel", { email: entry.email })}
                          >
                            {t("accounts.admin.approve")}
                          </button>
                        </Form>
                      )}
                      <Form method="post">
                        <CsrfInput />
                        <input type="hidden" name="entryId" value={entry.id} />
                        <button
                          type="submit"
                          name="intent"
                          value="remove"
                          className="button button-secondary"
                          aria-label={t("accounts.admin.removeLabel", { email: entry.email })}
                        >
                          {t("accounts.admin.remove")}
                        </button>
                      </Form>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const t = useTranslate();
  if (isRouteErrorResponse(error) && error.status === 403) {
    return (
      <section className="page page-narrow" aria-labelledby="admin-title">
        <h1 id="admin-title">{t("accounts.admin.forbiddenTitle")}</h1>
        <p>{t("accounts.admin.forbidden")}</p>
      </section>
    );
  }
  throw error;
}
