/**
 * Where a URL's text fragment (`#:~:text=[prefix-,]start[,end][,-suffix]`) lands on a page's text,
 * as browsers find it (https://wicg.github.io/scroll-to-text-fragment/): case-insensitive, on word
 * boundaries, white space collapsed, the suffix following after white space only. Returns the
 * offsets of every match in the collapsed text (a good link has exactly one) and that text.
 */
export function textFragmentMatches(url: string, pageText: string): { offsets: number[]; text: string } {
  const hash = new URL(url).hash;
  const directive = /^#:~:text=(.*)$/.exec(hash);
  if (!directive) throw new Error(`No text fragment in ${url}`);
  const parts = directive[1]!.split(",");
  const prefix = parts[0]!.endsWith("-") ? decodeURIComponent(parts.shift()!.slice(0, -1)) : undefined;
  const suffix = parts.at(-1)!.startsWith("-") ? decodeURIComponent(parts.pop()!.slice(1)) : undefined;
  if (parts.length !== 1) throw new Error(`Only start[,-suffix] fragments are read here: ${hash}`);
  const start = decodeURIComponent(parts[0]!);
  const text = pageText.replace(/\s+/g, " ").toLowerCase();
  const boundary = (char: string | undefined) => char === undefined || !/[\p{L}\p{N}]/u.test(char);
  const offsets: number[] = [];
  for (let at = text.indexOf(start.toLowerCase()); at >= 0; at = text.indexOf(start.toLowerCase(), at + 1)) {
    const end = at + start.length;
    if (!boundary(text[at - 1]) || !boundary(text[end])) continue;
    if (prefix && !text.slice(0, at).trimEnd().endsWith(prefix.toLowerCase())) continue;
    if (suffix) {
      const after = text.slice(end).trimStart();
      if (!after.startsWith(suffix.toLowerCase()) || !boundary(after[suffix.length])) continue;
    }
    offsets.push(at);
  }
  return { offsets, text };
}
