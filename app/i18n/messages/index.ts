import * as accounts from "./accounts.ts";
import * as aiAct from "./ai-act.ts";
import * as assistant from "./assistant.ts";
import * as assistantCards from "./assistant-cards.ts";
import * as assistantBreakdown from "./assistant-breakdown.ts";
import * as common from "./common.ts";
import * as decisions from "./decisions.ts";
import * as exportActions from "./export-actions.ts";
import * as feeds from "./feeds.ts";
import * as site from "./site.ts";

// One catalogue per area so that areas can grow their text independently; the types make a
// missing German string a compile error.
export const catalogs = {
  en: {
    ...common.en,
    ...site.en,
    ...decisions.en,
    ...feeds.en,
    ...accounts.en,
    ...assistant.en,
    ...assistantCards.en,
    ...assistantBreakdown.en,
    ...aiAct.en,
    ...exportActions.en,
  },
  de: {
    ...common.de,
    ...site.de,
    ...decisions.de,
    ...feeds.de,
    ...accounts.de,
    ...assistant.de,
    ...assistantCards.de,
    ...assistantBreakdown.de,
    ...aiAct.de,
    ...exportActions.de,
  },
};

/**
 * Catalogues that only their own pages use. Every page's HTML carries the messages the root
 * loader sends, so these stay out of it: the pages that need them send them from their own
 * loader (`pageMessages`), and `useTranslate` reads both. Keys other pages show (the footer's
 * link to the AI Act check, the usage meter on /account) stay in the root's messages.
 */
export const pageCatalogs = {
  assistant,
  assistantCards,
  assistantBreakdown,
  aiAct,
  exportActions,
  decisions,
  feeds,
} as const;
export type PageCatalog = keyof typeof pageCatalogs;
// A decision page that is not found or fails shows its error without its loader's messages.
const sharedKeys = new Set([
  "aiAct.nav",
  "assistant.usage.meter",
  "decisions.page.notFound",
  "decisions.page.failed",
  "decisions.page.backToSearch",
]);

const pageOnlyKeys = new Set(
  Object.values(pageCatalogs).flatMap((catalog) => Object.keys(catalog.en).filter((key) => !sharedKeys.has(key))),
);
const withoutPageOnly = <T extends Record<string, string>>(messages: T) =>
  Object.fromEntries(Object.entries(messages).filter(([key]) => !pageOnlyKeys.has(key))) as T;

/** What the root loader sends for every page. */
export const rootCatalogs = { en: withoutPageOnly(catalogs.en), de: withoutPageOnly(catalogs.de) };
