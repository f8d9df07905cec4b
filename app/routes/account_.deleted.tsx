import { Link } from "react-router";
import { pageMeta } from "../i18n/meta.ts";
import { useTranslate } from "../i18n/use-translate.ts";
import type { Route } from "./+types/account_.deleted";

export function meta({ matches }: Route.MetaArgs) {
  return [
    ...pageMeta(matches, {
      title: "accounts.account.delete",
      description: "accounts.account.deleted",
      path: "/account/deleted",
    }),
    { name: "robots", content: "noindex" },
  ];
}

export default function AccountDeleted() {
  const t = useTranslate();
  return (
    <section className="page page-narrow" aria-labelledby="deleted-title">
      <h1 id="deleted-title">{t("accounts.account.delete")}</h1>
      <p className="status-message" role="status">
        {t("accounts.account.deleted")}
      </p>
      <p>
        <Link to="/">{t("common.notFound.home")}</Link>
      </p>
    </section>
  );
}
