import { resolveLanguage } from "./resolve-language.server.ts";
import { pageCatalogs, type PageCatalog } from "./messages/index.ts";
import type { Messages } from "./translate.ts";

/** The messages of a page-only catalogue in the request's language, for that page's loader to return as `messages`. */
export function pageMessages(request: Request, ...names: PageCatalog[]): Messages {
  const lang = resolveLanguage(request.headers);
  return Object.assign({}, ...names.map((name) => pageCatalogs[name][lang])) as Messages;
}
