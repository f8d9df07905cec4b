/**
 * The tokens of a citation: words ("Art", "KI-VO", "Erwägungsgrund"), numbers with the letters of an
 * inserted provision ("17", "60a", "4a"), and single punctuation marks ("(", ".", "/", "–"). Each
 * token keeps its characters' span in the text, so that a reference can say which part of a
 * question it consumed.
 */
export type Token = {
  kind: "word" | "number" | "punct";
  text: string;
  /** Lower case, for matching keywords. */
  lower: string;
  start: number;
  end: number;
};

const isLetter = (char: string) => char.toLowerCase() !== char.toUpperCase() || char === "ß";
const isDigit = (char: string) => char >= "0" && char <= "9";
const isLowerLetter = (char: string) => isLetter(char) && char === char.toLowerCase();
const isSpace = (char: string) => char.trim() === "";

/** Punctuation that a citation uses; any other character separates tokens like a space. */
const punctuation = new Set(["(", ")", ".", ",", ";", ":", "/", "-", "–", "—", "&", "§"]);

export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  const push = (kind: Token["kind"], start: number, end: number) => {
    const value = text.slice(start, end);
    tokens.push({ kind, text: value, lower: value.toLowerCase(), start, end });
  };
  while (i < text.length) {
    const char = text[i]!;
    if (isSpace(char)) {
      i++;
    } else if (isDigit(char)) {
      const start = i;
      while (i < text.length && isDigit(text[i]!)) i++;
      // "60a", "4a": the letters of an inserted provision, only when no further letter follows
      // ("17th" and "5th" are ordinals, not inserted articles).
      let letters = i;
      while (letters < text.length && letters - i < 2 && isLowerLetter(text[letters]!)) letters++;
      if (
        letters > i &&
        !(letters < text.length && isLetter(text[letters]!)) &&
        !["st", "nd", "rd", "th"].includes(text.slice(i, letters))
      )
        i = letters;
      push("number", start, i);
    } else if (isLetter(char)) {
      const start = i;
      for (;;) {
        while (i < text.length && isLetter(text[i]!)) i++;
        // "KI-VO", "DSM-RL", "Urheberrechts-Richtlinie": a hyphen between letters stays in the word;
        // not in "lit. a-c", a range of points (one or two lower-case letters on each side).
        if (text[i] === "-" && i + 1 < text.length && isLetter(text[i + 1]!) && !pointRange(text, start, i)) {
          i++;
          continue;
        }
        break;
      }
      push("word", start, i);
    } else {
      if (punctuation.has(char)) push("punct", i, i + 1);
      i++;
    }
  }
  return tokens;
}

/**
 * "a-c", "ba-bb": a range of points — one or two lower-case letters on each side of the hyphen at
 * `hyphen`, of the same length, ascending, two letters sharing the first ("ki-vo" is a word); then no letter.
 */
function pointRange(text: string, start: number, hyphen: number): boolean {
  let end = hyphen + 1;
  while (end < text.length && isLowerLetter(text[end]!)) end++;
  const from = text.slice(start, hyphen);
  const to = text.slice(hyphen + 1, end);
  return (
    from.length >= 1 &&
    from.length <= 2 &&
    to.length === from.length &&
    [...from].every(isLowerLetter) &&
    from < to &&
    from.slice(0, -1) === to.slice(0, -1) &&
    !(end < text.length && isLetter(text[end]!))
  );
}
