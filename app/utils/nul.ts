/*
 * PostgreSQL stores no NUL character (U+0000) in text: input that carries one is refused at the
 * edge with the field's name (400), model text has it removed, instead of a server error when
 * the row is written (docs/security.md).
 */
/** Where in a parsed JSON value a string (or an object key) holds a NUL character; null when none does. */
export function pathOfNul(value: unknown, path: string[] = []): string[] | null {
  if (typeof value === "string") return value.includes("\0") ? path : null;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = pathOfNul(item, [...path, String(index)]);
      if (found) return found;
    }
    return null;
  }
  if (value && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) {
      if (key.includes("\0")) return [...path, key.replaceAll("\0", "\\0")];
      const found = pathOfNul(item, [...path, key]);
      if (found) return found;
    }
  }
  return null;
}

/** Text without NUL characters (model output, before it is stored or streamed). */
export function withoutNul(text: string): string {
  return text.includes("\0") ? text.replaceAll("\0", "") : text;
}
