import { localeOf, type Language } from "#app/i18n/language.ts";

/** 'YYYY-MM-DD' → "12.03.2024" (de) or "12 March 2024" (en); UTC so server and browser agree. */
export function formatDecisionDate(isoDate: string, lang: Language): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return isoDate;
  return new Intl.DateTimeFormat(localeOf(lang), {
    timeZone: "UTC",
    day: lang === "de" ? "2-digit" : "numeric",
    month: lang === "de" ? "2-digit" : "long",
    year: "numeric",
  }).format(date);
}
