import crypto from "node:crypto";

/** 256 random bits, URL-safe. */
export function randomToken(): string {
  return crypto.randomBytes(32).toString("base64url");
}

/** Session and sign-in ids are stored hashed, so a leaked table does not give working cookies. */
export function hashToken(token: string): string {
  return crypto.createHash("sha256").update(token).digest("hex");
}

export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && crypto.timingSafeEqual(left, right);
}

/**
 * The CSRF token as a page carries it: a fresh random pad and the token XOR the pad, so that no two
 * responses contain the same bytes. A compressed page that also reflects input (a search) then
 * cannot leak the token through its compressed length (BREACH).
 */
export function maskToken(token: string): string {
  const raw = Buffer.from(token);
  const pad = crypto.randomBytes(raw.length);
  const masked = Buffer.alloc(raw.length);
  for (let i = 0; i < raw.length; i++) masked[i] = raw[i]! ^ pad[i]!;
  return Buffer.concat([pad, masked]).toString("base64url");
}

/** Whether `given` is `token`, sent as is (a script's header) or masked by maskToken (a page's form). */
export function matchesToken(given: string, token: string): boolean {
  if (safeEqual(given, token)) return true;
  const bytes = Buffer.from(given, "base64url");
  const length = Buffer.byteLength(token);
  if (bytes.length !== length * 2) return false;
  const unmasked = Buffer.alloc(length);
  for (let i = 0; i < length; i++) unmasked[i] = bytes[i]! ^ bytes[length + i]!;
  return unmasked.length === length && crypto.timingSafeEqual(unmasked, Buffer.from(token));
}
