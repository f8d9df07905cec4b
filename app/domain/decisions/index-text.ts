/**
 * The text the German full-text vector is built from (`decisions.search_text`, weight C).
 *
 * Tokenising is the import's main cost (PGlite's WASM parser: ~0.45 µs per character, ~2 ms for
 * a 5 KB text). Repeating a word adds nothing to "is this word in the decision?", so the text is
 * kept verbatim up to INDEX_VERBATIM_CHARS (positions there serve phrase search, proximity and
 * the snippet) and after that only each word's first occurrence is appended. Every word of the
 * decision stays findable; only phrases and word distances beyond the verbatim part are lost,
 * and repeated words count once there for relevance (ADR 013).
 */
export const INDEX_VERBATIM_CHARS = 2000;

const edgePunctuation = /^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu;

/** Word key as PostgreSQL's parser would see it alone: outer punctuation off, case folded. */
function wordKey(token: string): string {
  return token.replace(edgePunctuation, "").toLowerCase();
}

export function indexText(text: string, verbatimChars: number = INDEX_VERBATIM_CHARS): string {
  if (text.length <= verbatimChars) return text;
  // Cut at whitespace so that no word is split in two.
  let cut = text.lastIndexOf(" ", verbatimChars);
  const newline = text.lastIndexOf("\n", verbatimChars);
  if (newline > cut) cut = newline;
  if (cut <= 0) cut = verbatimChars;
  const verbatim = text.slice(0, cut);
  const seen = new Set<string>();
  for (const token of verbatim.split(/\s+/)) seen.add(wordKey(token));
  const rest: string[] = [];
  for (const token of text.slice(cut).split(/\s+/)) {
    const key = wordKey(token);
    if (key === "" || seen.has(key)) continue;
    seen.add(key);
    rest.push(token.replace(edgePunctuation, ""));
  }
  return rest.length > 0 ? `${verbatim}\n${rest.join(" ")}` : verbatim;
}
