import type { Language } from "./language.ts";
import { catalogs } from "./messages/index.ts";

export type MessageKey = keyof typeof catalogs.en;
export type MessageParams = Record<string, string | number>;
export type Translate = (key: MessageKey, params?: MessageParams) => string;

/** Looks a message up and fills its {placeholders}. */
export function translate(lang: Language, key: MessageKey, params?: MessageParams): string {
  const template: string = catalogs[lang][key] ?? catalogs.en[key] ?? key;
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (match, name: string) =>
    params[name] === undefined ? match : String(params[name]),
  );
}

export function getTranslate(lang: Language): Translate {
  return (key, params) => translate(lang, key, params);
}
