import { correctedWords } from "./parse-plain-text-act.ts";
import type { Language, ParsedAct } from "../types.ts";

/*
 * EUR-Lex pages of older acts (Directive 85/374/EEC as plain text, legacy HTML) carry no art_N or
 * rct_N ids, so a link to a provision would open the act at its top. A URL text fragment
 * (`#:~:text=`, https://wicg.github.io/scroll-to-text-fragment/, followed by Chrome, Edge, Safari
 * and Firefox) scrolls to the words it names and highlights them: for an article (and its
 * paragraphs and points) the article's heading line, "Article 7" followed by the words that open
 * it, so "Article 7" cited inside another article does not match; for a recital its first words.
 * A browser without text fragments opens the page, as before.
 */

const articleWord: Record<Language, string> = { EN: "Article", DE: "Artikel" };

/** How many words of the text after the heading make "Article N" unique on the page. */
const suffixWords = 4;
/** How many words of a recital name it (more where recitals open alike). */
const recitalWords = 7;
const maxRecitalWords = 20;

/**
 * A term of a text directive, percent-encoded: also "-", "," and "&", which separate its parts, and
 * the characters encodeURIComponent leaves ("(1)", "'Producer'"), so that the address survives
 * Markdown, Word and e-mail unchanged.
 */
const term = (words: string) =>
  encodeURIComponent(words).replace(/[-()'!*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * The text-fragment anchor (without "#") for each provision of the act that has no anchor of its
 * own, by pinpoint. Words the parser corrected (typos of the old rendering, which the page still
 * shows) are never part of a fragment.
 */
export function textFragmentAnchors(act: Pick<ParsedAct, "language" | "provisions">): Map<string, string> {
  const corrected = new Set(correctedWords(act.language).map((word) => word.toLowerCase()));
  const clean = (word: string) => !corrected.has(word.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, "").toLowerCase());
  const words = (text: string) => text.split(/\s+/).filter(Boolean);
  /** The first run of `count` words without a corrected word; fewer at the end of the text. */
  const run = (text: string, count: number) => {
    const all = words(text);
    let start = 0;
    for (let index = 0; index < all.length; index += 1) {
      if (!clean(all[index]!)) start = index + 1;
      else if (index - start + 1 === count) break;
    }
    return all.slice(start, start + count);
  };

  const byPinpoint = new Map(act.provisions.map((provision) => [provision.pinpoint, provision]));
  // The page's text, near enough: every recital and article (their paragraphs and points are inside).
  const page = act.provisions
    .filter((provision) => provision.kind === "recital" || provision.kind === "article")
    .map((provision) => provision.text.replace(/\s+/g, " ").toLowerCase())
    .join("\n");
  const occurrences = (phrase: string) => page.split(phrase).length - 1;
  const anchors = new Map<string, string>();
  for (const provision of act.provisions) {
    if (provision.anchor) continue;
    const [first] = provision.pinpoint.split(".");
    const article = /^art_(\d+[a-z]*)$/.exec(first!);
    if (article) {
      const whole = byPinpoint.get(first!);
      if (!whole) continue;
      // The words that follow the heading on the page: the article's title where it has one, else its text.
      const opening: string[] = [];
      for (const word of words(whole.heading ?? whole.text).slice(0, suffixWords)) {
        if (!clean(word)) break;
        opening.push(word);
      }
      if (opening.length === 0) continue;
      anchors.set(
        provision.pinpoint,
        `:~:text=${term(`${articleWord[act.language]} ${article[1]}`)},-${term(opening.join(" "))}`,
      );
    } else if (/^rct_\d+$/.test(provision.pinpoint)) {
      // Recitals often open alike ("Whereas the protection of the consumer requires …"): as many
      // words as make the phrase occur once in the act's text.
      for (let count = recitalWords; count <= maxRecitalWords; count += 1) {
        const opening = run(provision.text, count);
        if (opening.length < 3) break;
        const phrase = opening.join(" ").toLowerCase();
        if (occurrences(phrase) === 1) {
          anchors.set(provision.pinpoint, `:~:text=${term(opening.join(" "))}`);
          break;
        }
        if (opening.length < count) break;
      }
    }
  }
  return anchors;
}
