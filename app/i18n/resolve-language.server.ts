import Negotiator from "negotiator";
import { readCookie } from "#app/utils/read-cookie.ts";
import { defaultLanguage, isLanguage, languageCookie, languages, type Language } from "./language.ts";

/** The best supported language of an Accept-Language header (q-values, prefixes), through `negotiator`. */
export function languageFromAcceptLanguage(header: string | null | undefined): Language | undefined {
  if (!header) return undefined;
  return new Negotiator({ headers: { "accept-language": header } }).languages([...languages]).find(isLanguage);
}

/** The visitor's choice (cookie) wins; then the browser's Accept-Language; then English. */
export function resolveLanguage(headers: Headers): Language {
  const chosen = readCookie(headers.get("cookie"), languageCookie);
  if (isLanguage(chosen)) return chosen;
  return languageFromAcceptLanguage(headers.get("accept-language")) ?? defaultLanguage;
}
