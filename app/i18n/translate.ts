import type { Language } from "./language.ts";
import { formatMessage, type MessageParams } from "./format-message.ts";
import { catalogs } from "./messages/index.ts";

export type MessageKey = keyof typeof catalogs.en;
/** One language's messages, as the root loader sends them to the browser. */
export type Messages = Partial<Record<MessageKey, string>>;
export type { MessageParams };
export type Translate = (key: MessageKey, params?: MessageParams) => string;

/** Looks a message up and fills its {placeholders}. */
export function translate(lang: Language, key: MessageKey, params?: MessageParams): string {
  return formatMessage(catalogs[lang][key] ?? catalogs.en[key] ?? key, params);
}

export function getTranslate(lang: Language): Translate {
  return (key, params) => translate(lang, key, params);
}
