export { readCookie } from "#app/utils/read-cookie.ts";

export type CookieOptions = { maxAgeSeconds?: number; secure: boolean; path?: string };

/** HttpOnly, SameSite=Lax: sent on top-level navigations (the OIDC callback) but not cross-site POSTs. */
export function serializeCookie(name: string, value: string, options: CookieOptions): string {
  const parts = [`${name}=${encodeURIComponent(value)}`, `Path=${options.path ?? "/"}`, "HttpOnly", "SameSite=Lax"];
  if (options.maxAgeSeconds !== undefined) parts.push(`Max-Age=${options.maxAgeSeconds}`);
  if (options.secure) parts.push("Secure");
  return parts.join("; ");
}

export function expireCookie(name: string, options: Omit<CookieOptions, "maxAgeSeconds">): string {
  return serializeCookie(name, "", { ...options, maxAgeSeconds: 0 });
}
