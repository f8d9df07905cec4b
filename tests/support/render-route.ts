import { createElement, type ComponentType } from "react";
import { renderToString } from "react-dom/server";
import {
  createStaticHandler,
  createStaticRouter,
  Outlet,
  StaticRouterProvider,
  useLoaderData,
  useRouteError,
} from "react-router";
import { catalogs } from "#app/i18n/messages/index.ts";

type RouteModule = {
  default: unknown;
  loader?: (args: never) => unknown;
  action?: (args: never) => unknown;
  ErrorBoundary?: unknown;
};

/**
 * One route module rendered the way the server renders it: its real loader, action, component
 * and ErrorBoundary under a root that provides the texts of `lang` (static handler +
 * StaticRouterProvider, no client JavaScript). A redirect or other Response comes back as
 * `response`; otherwise the status and the HTML.
 */
export async function renderRoute(options: {
  id: string;
  path: string;
  module: RouteModule;
  request: Request;
  lang?: "en" | "de";
}): Promise<{ response: Response | null; status: number; html: string }> {
  const { module } = options;
  const lang = options.lang ?? "en";
  const call = (fn: ((args: never) => unknown) | undefined) => (fn ? (args: unknown) => fn(args as never) : undefined);
  const routes = [
    {
      id: "root",
      path: "/",
      loader: () => ({ lang, messages: catalogs[lang] }),
      Component: Outlet,
      children: [
        {
          id: options.id,
          path: options.path,
          loader: call(module.loader),
          action: call(module.action),
          // Framework mode passes loaderData / error as props; the data router gives them by hooks.
          Component: () =>
            createElement(module.default as ComponentType<{ loaderData: unknown }>, { loaderData: useLoaderData() }),
          ErrorBoundary: module.ErrorBoundary
            ? () => createElement(module.ErrorBoundary as ComponentType<{ error: unknown }>, { error: useRouteError() })
            : undefined,
        },
      ],
    },
  ];
  const handler = createStaticHandler(routes);
  // The page's own loader picks the language from the request as the root does: the language cookie.
  const headers = new Headers(options.request.headers);
  if (options.lang) headers.set("cookie", [headers.get("cookie"), `lang=${options.lang}`].filter(Boolean).join("; "));
  const context = await handler.query(new Request(options.request, { headers }));
  if (context instanceof Response) return { response: context, status: context.status, html: "" };
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(createElement(StaticRouterProvider, { router, context, hydrate: false }));
  return { response: null, status: context.statusCode, html };
}
