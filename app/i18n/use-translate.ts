import { useRouteLoaderData } from "react-router";
import { formatMessage } from "./format-message.ts";
import { defaultLanguage, type Language } from "./language.ts";
import type { Messages, Translate } from "./translate.ts";

type RootData = { lang: Language; messages?: Messages } | undefined;

/** The page's language, from the root loader. */
export function useLanguage(): Language {
  return (useRouteLoaderData("root") as RootData)?.lang ?? defaultLanguage;
}

/**
 * Translates with the messages the root loader sent for the page's language: the catalogues
 * themselves never ship to the browser (docs/decisions/042). Without root data (the root loader
 * failed) a key stands for itself.
 */
export function useTranslate(): Translate {
  const messages = (useRouteLoaderData("root") as RootData)?.messages;
  return (key, params) => formatMessage(messages?.[key] ?? key, params);
}
