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

/**
 * A day written out in the language ("2 December 2027", "2. Dezember 2027"). An ISO date
 * ("2027-12-02") is that calendar day; a Date is its day in UTC.
 */
export function formatLongDate(day: string | Date, lang: Language): string {
  const date = typeof day === "string" ? new Date(`${day}T12:00:00Z`) : day;
  return new Intl.DateTimeFormat(localeOf(lang), {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(date);
}
