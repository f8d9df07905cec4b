import { Link } from "react-router";
import { useTranslate } from "../i18n/use-translate.ts";

export function NotFound() {
  const t = useTranslate();
  return (
    <section className="page page-narrow" aria-labelledby="not-found-title">
      <h1 id="not-found-title">{t("common.notFound.title")}</h1>
      <p>{t("common.notFound.text")}</p>
      <p>
        <Link to="/" className="button">
          {t("common.notFound.home")}
        </Link>
      </p>
    </section>
  );
}
