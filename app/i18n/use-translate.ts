import { useRouteLoaderData } from "react-router";
import { defaultLanguage, type Language } from "./language.ts";
import { getTranslate, type Translate } from "./translate.ts";

type RootData = { lang: Language } | undefined;

/** The page's language, from the root loader. */
export function useLanguage(): Language {
  return (useRouteLoaderData("root") as RootData)?.lang ?? defaultLanguage;
}

export function useTranslate(): Translate {
  return getTranslate(useLanguage());
}
