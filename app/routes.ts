import type { RouteConfig } from "@react-router/dev/routes";
import { flatRoutes } from "@react-router/fs-routes";

// File-based routes (app/routes/*): one file a URL, so that areas grow without a shared list.
export default flatRoutes({ ignoredRouteFiles: ["**/*.test.{ts,tsx}", "**/*.css"] }) satisfies RouteConfig;
