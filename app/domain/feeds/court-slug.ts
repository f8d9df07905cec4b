const transliteration: Record<string, string> = { ä: "ae", ö: "oe", ü: "ue", ß: "ss", Ä: "ae", Ö: "oe", Ü: "ue" };

/** "OLG München" → "olg-muenchen": a lowercase ASCII slug for a court name (German umlauts spelt out). */
export function courtSlugOf(name: string): string {
  const slug = name
    .replace(/[äöüßÄÖÜ]/g, (char) => transliteration[char] ?? char)
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 72)
    .replace(/-+$/, "");
  return slug || "court";
}
