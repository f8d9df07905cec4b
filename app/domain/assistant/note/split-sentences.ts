/*
 * Sentences of a provision's plain text (not markup). A full stop ends a sentence only when a
 * capital letter or an opening quotation mark follows and the word before it is not one of the
 * abbreviations legal texts use ("Art. 5", "para. 2", "No. 1025/2012", "e.g. The", "Abs. 1").
 * A number never starts a sentence, so "Regulation (EU) No. 2019/1020" and "point 1. (a)" stay whole.
 */
const abbreviations = new Set([
  "art",
  "arts",
  "para",
  "paras",
  "no",
  "nos",
  "e.g",
  "i.e",
  "cf",
  "p",
  "pp",
  "oj",
  "vol",
  "seq",
  "et",
  "al",
  "viz",
  "ibid",
  "op",
  "cit",
  "ch",
  "sec",
  "subpara",
  "fig",
  "mr",
  "mrs",
  "dr",
  "prof",
  "st",
  "approx",
  "incl",
  "resp",
  "abs",
  "nr",
  "z.b",
  "d.h",
  "u.a",
  "bzw",
  "ggf",
  "vgl",
  "s",
  "rn",
  "lit",
  "buchst",
  "unterabs",
  "ziff",
  "sog",
  "gem",
  "i.v.m",
  "i.s.d",
  "v",
  "ca",
  "abl",
  "dt",
  "usw",
  "etc",
]);

const opening = /[\p{Lu}‘“„"'«»]/u;

export function splitSentences(text: string): string[] {
  const sentences: string[] = [];
  let start = 0;
  for (let index = 0; index < text.length; index++) {
    const char = text[index]!;
    if (char !== "." && char !== "!" && char !== "?") continue;
    const rest = text.slice(index + 1);
    const gap = /^\s+/.exec(rest);
    if (!gap) continue;
    const next = rest[gap[0].length];
    // "… in use. 2. Human oversight …": the next paragraph's number starts the next sentence.
    const paragraphNumber = /^(\d{1,3}[a-z]?\.|\(\d{1,3}[a-z]?\))\s+[\p{Lu}‘“„"»]/u.test(rest.slice(gap[0].length));
    if (next === undefined || (!opening.test(next) && !paragraphNumber)) continue;
    if (char === "." && /^\s*\d{1,3}[a-z]?$/.test(text.slice(start, index))) continue;
    if (char === "." && isAbbreviation(text.slice(start, index))) continue;
    sentences.push(text.slice(start, index + 1).trim());
    start = index + 1 + gap[0].length;
  }
  const last = text.slice(start).trim();
  if (last) sentences.push(last);
  return sentences.filter(Boolean);
}

/** The word before a full stop is an abbreviation: listed, a single letter ("J. Smith") or an initialism ("U.S."). */
function isAbbreviation(before: string): boolean {
  const word = /([\p{L}.]+)$/u.exec(before)?.[1];
  if (!word) return false;
  const lower = word.toLowerCase().replace(/^\.+/, "");
  return abbreviations.has(lower) || /^\p{L}$/u.test(lower) || /^(\p{L}\.)+\p{L}$/u.test(lower);
}

/**
 * A long sentence's clauses, for quoting the part that matters: legal enumerations run one
 * sentence through many points ("…: (a) …; (b) …"), so a clause ends at ";" and at ":" before a
 * point marker.
 */
export function splitClauses(sentence: string): string[] {
  const clauses: string[] = [];
  let start = 0;
  for (let index = 0; index < sentence.length; index++) {
    const char = sentence[index]!;
    if (char !== ";" && char !== ":") continue;
    const rest = sentence.slice(index + 1);
    if (char === ":" && !/^\s+\(?[a-z0-9ivx]{1,4}\)\s/i.test(rest)) continue;
    if (!/^\s/.test(rest)) continue;
    clauses.push(sentence.slice(start, index + 1).trim());
    start = index + 1;
  }
  const last = sentence.slice(start).trim();
  if (last) clauses.push(last);
  return clauses;
}
