import { Link } from "react-router";
import { useTranslate } from "../i18n/use-translate.ts";

export function SiteFooter({ year }: { year: number }) {
  const t = useTranslate();
  return (
    <footer className="site-footer">
      <div className="site-footer-inner">
        <div>
          <p className="footer-brand">{t("common.brand")}</p>
          <p>{t("common.footer.tagline")}</p>
        </div>
        <nav aria-labelledby="footer-quick-links">
          <h2 id="footer-quick-links">{t("common.footer.quickLinks")}</h2>
          <ul>
            <li>
              <Link to="/">{t("common.nav.home")}</Link>
            </li>
            <li>
              <Link to="/contact">{t("common.nav.contact")}</Link>
            </li>
            <li>
              <Link to="/ai-act-check">{t("aiAct.nav")}</Link>
            </li>
          </ul>
        </nav>
        <nav aria-labelledby="footer-legal">
          <h2 id="footer-legal">{t("common.footer.legal")}</h2>
          <ul>
            <li>
              <Link to="/privacy-policy">{t("common.footer.privacy")}</Link>
            </li>
            <li>
              <Link to="/gdpr">{t("common.footer.gdpr")}</Link>
            </li>
            <li>
              <Link to="/impressum">{t("common.footer.impressum")}</Link>
            </li>
          </ul>
        </nav>
      </div>
      <p className="copyright">{t("common.footer.copyright", { year })}</p>
    </footer>
  );
}
