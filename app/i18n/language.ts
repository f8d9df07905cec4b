export const languages = ["en", "de"] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = "en";
export const languageCookie = "lang";

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (languages as readonly string[]).includes(value);
}

/** Picks the best supported language from an Accept-Language header (RFC 9110 q-values). */
export function languageFromAcceptLanguage(header: string | null | undefined): Language | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(",")
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      return { base: tag.trim().toLowerCase().split("-")[0], q: q ? Number(q.slice(2)) : 1, index };
    })
    .filter((entry) => entry.q > 0 && !Number.isNaN(entry.q))
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked.map((entry) => entry.base).find(isLanguage);
}

function readCookie(cookieHeader: string | null | undefined, name: string): string | undefined {
  for (const part of (cookieHeader ?? "").split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key === name) return decodeURIComponent(rest.join("="));
  }
  return undefined;
}

/** The visitor's choice (cookie) wins; then the browser's Accept-Language; then English. */
export function resolveLanguage(headers: Headers): Language {
  const chosen = readCookie(headers.get("cookie"), languageCookie);
  if (isLanguage(chosen)) return chosen;
  return languageFromAcceptLanguage(headers.get("accept-language")) ?? defaultLanguage;
}
