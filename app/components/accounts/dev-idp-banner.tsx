import { useTranslate } from "../../i18n/use-translate.ts";

/** Shown on every page while the built-in development identity provider is active. */
export function DevIdpBanner() {
  const t = useTranslate();
  return (
    <aside className="dev-idp-banner" aria-label={t("accounts.devIdp.label")}>
      <p>{t("accounts.devIdp.label")}</p>
    </aside>
  );
}
