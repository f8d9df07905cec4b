export const languages = ["en", "de"] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = "en";
export const languageCookie = "lang";

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (languages as readonly string[]).includes(value);
}

/** The BCP 47 locale that formats dates and numbers for each language. */
export const locales: Record<Language, string> = { en: "en-GB", de: "de-DE" };

export function localeOf(lang: Language): string {
  return locales[lang];
}
