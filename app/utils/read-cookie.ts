import { parse } from "cookie";

/**
 * One cookie's value from a Cookie header, through the `cookie` package: a value whose
 * percent-encoding is broken (`lang=%E0`) comes back as written instead of throwing.
 */
export function readCookie(header: string | null | undefined, name: string): string | undefined {
  if (!header) return undefined;
  return parse(header)[name];
}
