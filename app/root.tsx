import rootStylesheet from "./styles/root.css?url";
// The public site's styles ride in the root stylesheet: one render-blocking request, not two (ADR 042).
import {
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import { NotFound } from "./components/not-found.tsx";
import { SiteFooter } from "./components/site-footer.tsx";
import { SiteHeader } from "./components/site-header.tsx";
import { DevIdpBanner } from "./components/accounts/dev-idp-banner.tsx";
import { SessionTimeout } from "./components/accounts/session-timeout.tsx";
import { csrfMiddleware } from "./http/accounts/csrf.server.ts";
import { accountRootData } from "./http/accounts/root-data.server.ts";
import { getClientEnv } from "./env.server.ts";
import { defaultLanguage } from "./i18n/language.ts";
import { resolveLanguage } from "./i18n/resolve-language.server.ts";
import { en as commonEn } from "./i18n/messages/common.ts";
import { rootCatalogs } from "./i18n/messages/index.ts";
import { useTranslate } from "./i18n/use-translate.ts";
import { useNonce } from "./utils/nonce.tsx";
import { requestInfo } from "./utils/request-info.ts";

// Accounts: form POSTs of signed-in users must carry the session's CSRF token (docs/areas/accounts.md).
export const middleware: Route.MiddlewareFunction[] = [csrfMiddleware];

export async function loader({ request, context }: Route.LoaderArgs) {
  const lang = resolveLanguage(request.headers);
  const url = new URL(request.url);
  return data({
    lang,
    // Only this language's messages reach the browser, never the catalogues (ADR 042); page-only
    // catalogues come with their pages (pageMessages).
    messages: rootCatalogs[lang],
    env: getClientEnv(),
    path: url.pathname,
    year: new Date().getFullYear(),
    requestId: context.get(requestInfo).requestId,
    ...(await accountRootData(request)),
  });
}

export type RootLoaderData = Awaited<ReturnType<typeof loader>>["data"];

export function Layout({ children }: { children: React.ReactNode }) {
  const root = useRouteLoaderData<typeof loader>("root");
  const nonce = useNonce();
  const lang = root?.lang ?? defaultLanguage;
  return (
    <html lang={lang} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1e3a5f" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <link rel="stylesheet" href={rootStylesheet} precedence="default" />
        {/* The nonce explicitly ("" in the browser, as the browser shows the server's): else React's
            development build reports a hydration mismatch for every stylesheet link. */}
        <Links nonce={nonce} />
        {/* Lets CSS tell a scripted page from one without JavaScript (e.g. the mobile menu). The
            browser keeps its nonce out of reach of scripts, so hydration cannot compare it. */}
        <script
          nonce={nonce}
          suppressHydrationWarning
          dangerouslySetInnerHTML={{ __html: "document.documentElement.classList.add('js')" }}
        />
      </head>
      <body>
        {root?.devIdp ? <DevIdpBanner /> : null}
        <SiteHeader />
        <main id="main" tabIndex={-1}>
          {children}
        </main>
        <SiteFooter year={root?.year ?? new Date().getFullYear()} />
        {root?.account ? (
          <SessionTimeout idleSeconds={root.account.idleSeconds} csrfToken={root.account.csrfToken} />
        ) : null}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const translate = useTranslate();
  const root = useRouteLoaderData<typeof loader>("root");
  // When an action fails, the root loader does not run: its messages are missing, so fall back to
  // the layout's English texts rather than showing message keys.
  const t = (key: "common.error.title" | "common.error.text") => (root?.messages ? translate(key) : commonEn[key]);
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  // A refused request (400, 413, …) carries its reason, already in the visitor's language.
  if (isRouteErrorResponse(error) && error.status < 500 && typeof error.data === "string") {
    return (
      <section className="page page-narrow" aria-labelledby="error-title">
        <h1 id="error-title">{error.data}</h1>
      </section>
    );
  }
  return (
    <section className="page page-narrow" aria-labelledby="error-title">
      <h1 id="error-title">{t("common.error.title")}</h1>
      <p>{t("common.error.text")}</p>
      {root?.requestId ? (
        <p className="muted">{translate("common.error.reference", { requestId: root.requestId })}</p>
      ) : null}
    </section>
  );
}
