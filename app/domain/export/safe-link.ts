/** The schemes an exported document keeps as links; anything else (javascript:, data:, file:, UNC paths, search-ms:, relative paths) becomes text. */
const linkSchemes = new Set(["http:", "https:", "mailto:"]);

/** The URL as a link target when it is an absolute http, https or mailto URL; otherwise null. */
export function safeLinkUrl(url: string): string | null {
  if (!URL.canParse(url)) return null;
  const parsed = new URL(url);
  return linkSchemes.has(parsed.protocol) ? parsed.href : null;
}
