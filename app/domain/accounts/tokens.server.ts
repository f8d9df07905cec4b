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
