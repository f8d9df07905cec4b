import { useMemo } from "react";
import { useMatches, useRouteLoaderData } from "react-router";
import { formatMessage } from "./format-message.ts";
import { defaultLanguage, type Language } from "./language.ts";
import type { Messages, Translate } from "./translate.ts";

type RootData = { lang: Language; messages?: Messages } | undefined;

/** The page's language, from the root loader. */
export function useLanguage(): Language {
  return (useRouteLoaderData("root") as RootData)?.lang ?? defaultLanguage;
}

/** The messages the loaders sent: the root's for every page, plus those a page's own loader sends (`pageMessages`). */
export function messagesOf(matches: readonly ({ loaderData?: unknown } | undefined)[]): Messages {
  const merged: Messages = {};
  for (const match of matches) {
    const messages = (match?.loaderData as { messages?: Messages } | undefined)?.messages;
    if (messages) Object.assign(merged, messages);
  }
  return merged;
}

/**
 * Translates with the messages the loaders sent for the page's language: the catalogues
 * themselves never ship to the browser (docs/decisions/042). Without them (the root loader
 * failed) a key stands for itself.
 */
export function useTranslate(): Translate {
  const matches = useMatches();
  const messages = useMemo(() => messagesOf(matches), [matches]);
  return (key, params) => formatMessage(messages[key] ?? key, params);
}
