import type { MetaDescriptor } from "react-router";
import { defaultLanguage, type Language } from "./language.ts";
import { formatMessage } from "./format-message.ts";
import type { MessageKey, Translate } from "./translate.ts";
import { messagesOf } from "./use-translate.ts";

type MatchWithData = { id: string; loaderData?: unknown } | undefined;

/** The language of the page being rendered, for `meta` functions (which cannot use hooks). */
export function metaLanguage(matches: readonly MatchWithData[]): Language {
  const root = matches.find((match) => match?.id === "root")?.loaderData as { lang?: Language } | undefined;
  return root?.lang ?? defaultLanguage;
}

export function metaTranslate(matches: readonly MatchWithData[]): Translate {
  const messages = messagesOf(matches);
  return (key, params) => formatMessage(messages[key] ?? key, params);
}

/** Title, description, canonical URL and Open Graph tags for a page. */
export function pageMeta(
  matches: readonly MatchWithData[],
  options: { title: MessageKey | string; description: MessageKey | string; path: string; translate?: boolean },
): MetaDescriptor[] {
  const t = metaTranslate(matches);
  const root = matches.find((match) => match?.id === "root")?.loaderData as
    { env?: { PUBLIC_URL: string } } | undefined;
  const text = (value: string) => (options.translate === false ? value : t(value as MessageKey));
  const title = text(options.title);
  const description = text(options.description);
  const url = `${root?.env?.PUBLIC_URL ?? ""}${options.path}`;
  return [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: "Legal Calendar" },
    { property: "og:locale", content: metaLanguage(matches) === "de" ? "de_DE" : "en_US" },
  ];
}
