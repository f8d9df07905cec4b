import { localeOf } from "#app/i18n/language.ts";
import { requireAdmin } from "#app/http/accounts/current-user.server.ts";
import { listRecentJobRuns } from "#app/jobs/list-job-runs.server.ts";
import { getStarterStatus } from "#app/jobs/starter-status.server.ts";
import { pageMessages } from "#app/i18n/page-messages.server.ts";
import { pageMeta } from "../i18n/meta.ts";
import type { MessageKey } from "../i18n/translate.ts";
import { useLanguage, useTranslate } from "../i18n/use-translate.ts";
import type { Route } from "./+types/admin.data";

export function meta({ matches }: Route.MetaArgs) {
  return [
    ...pageMeta(matches, {
      title: "decisions.admin.title",
      description: "decisions.admin.description",
      path: "/admin/data",
    }),
    { name: "robots", content: "noindex" },
  ];
}

/** The data's state for the e-mails in ADMIN_EMAILS: the starter set's installation and the latest job runs. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return {
    starter: getStarterStatus(),
    runs: await listRecentJobRuns(20),
    messages: pageMessages(request, "decisions"),
  };
}

export default function AdminData({ loaderData }: Route.ComponentProps) {
  const t = useTranslate();
  const lang = useLanguage();
  const { starter, runs } = loaderData;
  const date = (iso: string) =>
    new Date(iso).toLocaleString(localeOf(lang), {
      dateStyle: "medium",
      timeStyle: "medium",
      timeZone: "Europe/Berlin",
    });
  return (
    <section className="page" aria-labelledby="admin-data-title">
      <h1 id="admin-data-title">{t("decisions.admin.title")}</h1>
      <h2>{t("decisions.admin.starter")}</h2>
      <p role="status">
        {t(`decisions.admin.state.${starter.state}` as MessageKey)}
        {starter.state === "importing"
          ? ` — ${t("decisions.admin.progress", { percent: starter.percent, done: starter.done, total: starter.total, rate: starter.recordsPerSecond })}`
          : null}
        {starter.error ? ` — ${starter.error}` : null}
      </p>
      <p>
        <a href="/admin/data">{t("decisions.admin.refresh")}</a>
      </p>
      <h2>{t("decisions.admin.runs")}</h2>
      {runs.length === 0 ? (
        <p>{t("decisions.admin.noRuns")}</p>
      ) : (
        <div className="table-scroll">
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col">{t("decisions.admin.job")}</th>
                <th scope="col">{t("decisions.admin.status")}</th>
                <th scope="col">{t("decisions.admin.started")}</th>
                <th scope="col">{t("decisions.admin.duration")}</th>
                <th scope="col">{t("decisions.admin.result")}</th>
              </tr>
            </thead>
            <tbody>
              {runs.map((run) => (
                <tr key={run.id}>
                  <td>{run.jobId}</td>
                  <td>{run.status}</td>
                  <td>{date(run.startedAt)}</td>
                  <td>{run.durationMs === null ? "–" : `${(run.durationMs / 1000).toFixed(1)} s`}</td>
                  <td>
                    {run.error ??
                      (run.stats
                        ? Object.entries(run.stats)
                            .map(([key, value]) => `${key} ${value}`)
                            .join(", ")
                        : "")}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
