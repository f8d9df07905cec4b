import { Link } from "react-router";
import { pageMeta } from "../i18n/meta.ts";
import { useTranslate } from "../i18n/use-translate.ts";
import type { Route } from "./+types/_index";

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, { title: "common.brand", description: "common.footer.tagline", path: "/" });
}

export default function Home() {
  const t = useTranslate();
  return (
    <section className="page">
      <h1>{t("common.brand")}</h1>
      <p>{t("common.footer.tagline")}</p>
      <p>
        <Link className="button" to="/pricing">
          {t("common.nav.pricing")}
        </Link>
      </p>
    </section>
  );
}
