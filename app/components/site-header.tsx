import { useEffect, useId, useState } from "react";
import { Link, NavLink, useLocation, useRouteLoaderData } from "react-router";
import { useLanguage, useTranslate } from "../i18n/use-translate.ts";
import { Logo } from "./logo.tsx";

export function SiteHeader() {
  const t = useTranslate();
  const lang = useLanguage();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const navId = useId();
  const account = (useRouteLoaderData("root") as { account?: { name: string } | null } | undefined)?.account;

  // A navigation closes the mobile menu.
  useEffect(() => setOpen(false), [location.pathname]);

  const other = lang === "en" ? "de" : "en";
  const switchHref = `${location.pathname}?${new URLSearchParams([...new URLSearchParams(location.search), ["lang", other]])}`;

  return (
    <header className="site-header">
      <a className="skip-link" href="#main">
        {t("common.skipToContent")}
      </a>
      <div className="site-header-inner">
        <Link to="/" className="brand" aria-label={`${t("common.brand")} – ${t("common.nav.home")}`}>
          <Logo />
          <span>{t("common.brand")}</span>
        </Link>
        <button
          type="button"
          className="menu-button"
          aria-expanded={open}
          aria-controls={navId}
          onClick={() => setOpen((value) => !value)}
          onKeyDown={(event) => {
            if (event.key === "Escape") setOpen(false);
          }}
        >
          <span aria-hidden="true" className="menu-icon" />
          {t("common.nav.menu")}
        </button>
        <nav id={navId} className="site-nav" data-open={open} aria-label={t("common.nav.label")}>
          <ul>
            {account ? (
              <li>
                <NavLink to="/assistant">{t("common.nav.assistant")}</NavLink>
              </li>
            ) : null}
            <li>
              <NavLink to="/pricing">{t("common.nav.pricing")}</NavLink>
            </li>
            <li>
              <NavLink to="/contact">{t("common.nav.contact")}</NavLink>
            </li>
            <li>
              {account ? (
                <NavLink to="/account">{t("accounts.nav.account")}</NavLink>
              ) : (
                <Link to={`/auth/sign-in?returnTo=${encodeURIComponent(location.pathname + location.search)}`}>
                  {t("accounts.nav.signIn")}
                </Link>
              )}
            </li>
            <li>
              <a href={switchHref} hrefLang={other} lang={other} aria-label={t("common.language.switchLabel")}>
                {t("common.language.switchTo")}
              </a>
            </li>
          </ul>
        </nav>
      </div>
    </header>
  );
}
