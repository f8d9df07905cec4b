import { orderAmbiguous, readActDesignation, type ActDesignation } from "./act-designations.ts";
import { tokenize, type Token } from "./tokenize.ts";
import { fromRoman, toRoman } from "../../roman-numerals.ts";

/**
 * A reference parser for the citations lawyers write, English and German: a tokenizer and a small
 * grammar read by recursive descent (docs/areas/corpus.md has the table of forms; ADR 047).
 *
 *   reference  := prefix* unit item (connector item | range | following)* act?
 *   prefix     := ("point" value | "paragraph" N | ordinal ("subparagraph" | "sentence")) ("of" | "des" | "von" …)
 *   unit       := Article | Art. | Artikel | Annex | Anhang | Recital | Erwägungsgrund | ErwG | EG | Erw.-Gr. …
 *   item       := number roman? suffix*     (number: 17, 60a, 5.1; an annex's also roman: III; a recital's also
 *                                            "(27)", "Nr. 27"; roman: a German paragraph, "Art. 5 I" = Art. 5(1))
 *   suffix     := "(" value ")" | Abs. N | paragraph N | UAbs. N | subpara. N | ordinal subparagraph | Satz N
 *               | S. N | sentence N | lit. x | Buchst. x | point x | x ")" | Nr. N | Section B | Abschnitt B
 *               | finer                  (read and ignored: Hs. N | Halbsatz N | Alt. N | Var. N | "2. Alt.")
 *   range      := ("to" | "bis" | "-" | "–") number
 *   following  := "f." (and the next one) | "ff." | "et seq." (and the following: the first is named)
 *   act        := ("of" | "the" | "der" | …)* designation   (act-designations.ts; a bare installed act's number too)
 *
 * A text that is not a reference is not one: the parser reads only what it recognizes and leaves
 * the rest to ordinary search.
 */
export type Unit = "article" | "annex" | "recital";

export type UnitPath = {
  unit: Unit;
  /** "5", "60a", "III", "27" */
  number: string;
  paragraph?: string;
  subparagraph?: number;
  /** The subparagraph was named as the "n-th paragraph" ("the second paragraph of Article 17"): of an article with numbered paragraphs, paragraph n. */
  ordinalParagraph?: true;
  sentence?: number;
  /** An annex's section ("B"). */
  section?: string;
  /** Points from the outermost: ["1"] (Article 3(1) of a definitions article), ["ba"], ["a", "i"]. */
  points: string[];
};

export type Span = { start: number; end: number };

export type Reference = {
  /** The reference as written ("Art. 5 Abs. 1 lit. f KI-VO"). */
  text: string;
  path: UnitPath;
  /** The pinpoint id the path names ("art_5.par_1.pt_f", "anx_I.sec_B", "rct_27"); resolve-references.ts finds the installed one. */
  pinpoint: string;
  /** CELEX numbers of the acts it may belong to, the likelier first; empty when no act is named. */
  acts: string[];
  /** The act's name left it open which of two acts (the Product Liability Directive). */
  ambiguous: boolean;
  /** The characters of the text the reference consumed (unit, numbers, act). */
  span: Span;
};

export type ParsedReferences = {
  references: Reference[];
  /** Acts named outside any reference ("Under the AI Act, what does Article 5 say?"), in order. */
  mentionedActs: ActDesignation[];
  /** The text without the references (their numbers would only be noise as search words). */
  rest: string;
};

type Segment = {
  /** "finer": a half-sentence or an alternative, below the finest unit the acts are stored in (read, then ignored). */
  kind: "paren" | "paragraph" | "point" | "subparagraph" | "sentence" | "section" | "finer";
  value: string;
  /** Named as "the n-th paragraph". */
  ordinal?: true;
};
type Item = { number: string; segments: Segment[]; start: number; end: number };

const unitWords: Record<string, Unit> = Object.fromEntries([
  ...["art", "arts", "artt", "article", "articles", "artikel", "artikels", "artikeln"].map((word) => [word, "article"]),
  ...["annex", "annexes", "anhang", "anhangs", "anhänge", "anhängen", "anh", "anlage", "anl"].map((word) => [
    word,
    "annex",
  ]),
  ...[
    "recital",
    "recitals",
    "erwägungsgrund",
    "erwägungsgrunds",
    "erwägungsgrundes",
    "erwägungsgründe",
    "erwägungsgründen",
    "erwg",
    "erwgr",
    "erwgrd",
    "erwägungsgr",
    "erwägung",
  ].map((word) => [word, "recital"]),
]);
const segmentWords: Record<string, Segment["kind"]> = Object.fromEntries([
  ...["paragraph", "paragraphs", "para", "paras", "par", "abs", "absatz", "absatzes", "absätze", "absätzen"].map(
    (word) => [word, "paragraph"],
  ),
  ...[
    "subparagraph",
    "subparagraphs",
    "subpara",
    "subparas",
    "subpar",
    "sub-paragraph",
    "sub-para",
    "uabs",
    "unterabs",
    "unterabsatz",
    "unterabsatzes",
    "unterabsätze",
  ].map((word) => [word, "subparagraph"]),
  ...["sentence", "sentences", "sent", "satz", "satzes", "sätze"].map((word) => [word, "sentence"]),
  ...[
    "point",
    "points",
    "letter",
    "lit",
    "litera",
    "buchst",
    "buchstabe",
    "buchstaben",
    "nr",
    "nrn",
    "nummer",
    "nummern",
    "no",
    "ziff",
    "ziffer",
    "ziffern",
  ].map((word) => [word, "point"]),
  ...["section", "sections", "sec", "sect", "abschnitt", "abschn", "abschnitts", "abschnitte", "part", "teil"].map(
    (word) => [word, "section"],
  ),
  // "Article 17 § 4": a paragraph, as some continental styles write it.
  ["§", "paragraph"],
  ...[
    "hs",
    "halbs",
    "halbsatz",
    "halbsatzes",
    "alt",
    "alternative",
    "var",
    "variante",
    "indent",
    "spiegelstrich",
    "spstr",
    "gedankenstrich",
  ].map((word) => [word, "finer"]),
]);
const englishOrdinals = ["first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth"];
const germanOrdinals = ["erst", "zweit", "dritt", "viert", "fünft", "sechst", "siebt", "acht", "neunt", "zehnt"];
const connectors = new Set([",", "and", "und", "or", "oder", "&", "sowie"]);
const rangeWords = new Set(["to", "bis", "-", "–", "—"]);
/** Words between a reference and its act ("Article 5 of the AI Act", "Art. 5 der KI-VO"). */
const actLinks = new Set(["of", "to", "the", "in", "under", "der", "des", "dem", "die", "zur", "zum", "from", "aus"]);
/** Words between a part named first and its unit ("point 4 of Annex III", "Nr. 9 des Anhangs III", "Absatz 12 von Artikel 17"). */
const prefixLinks = new Set(["of", "in", "des", "der", "von", "vom", "im"]);
/** The most articles a range stands for ("Articles 8 to 15"); a wider one is read as its ends. */
const maxRange = 40;
const romanDigits = new Set(["I", "V", "X", "L", "C"]);
/** Function words that tell a German text from an English one (for "I" after an article). */
const germanWords = new Set(
  "der die das und ist nicht ein eine was wer wann welche welcher für mit auf bei nach von zu zur zum im oder auch gilt regelt verbietet sind wird muss darf kann dem den des gegenüber".split(
    " ",
  ),
);
const englishWords = new Set(
  "the a an and is are not what which who when how does do for with on at by of to in or also apply applies must may can my our i we it its under from this that think found read".split(
    " ",
  ),
);
/** Words after which a point's letters follow ("lit. da", "Buchst. ab"). */
const letterWords = new Set(["lit", "litera", "buchst", "buchstabe", "buchstaben"]);
/** Words for an annex's lettered section besides "Section" and "Abschnitt". */
const partWords = new Set(["part", "teil"]);
/** "f." after a number: and the next one; "ff.", "et seq.": and the following ones. */
const followingWords = new Set(["f", "ff", "fortfolgende"]);

function ordinal(word: string): number | undefined {
  const english = englishOrdinals.indexOf(word);
  if (english >= 0) return english + 1;
  const german = germanOrdinals.findIndex((stem) => ["e", "er", "en", "es"].some((ending) => word === stem + ending));
  return german >= 0 ? german + 1 : undefined;
}

const isRoman = (text: string) => text.length <= 6 && [...text].every((char) => romanDigits.has(char));

/** A paragraph in roman capitals ("I" to "XX"), its number; undefined for anything else. */
function romanParagraph(token: Token | undefined): number | undefined {
  if (token?.kind !== "word" || token.text.length > 5 || ![...token.text].every((char) => "IVX".includes(char)))
    return undefined;
  const value = fromRoman(token.text);
  return value !== undefined && value >= 1 && value <= 20 ? value : undefined;
}
/** Short words that are never a point's letters. */
const notPoints = new Set([
  "of",
  "to",
  "or",
  "in",
  "on",
  "at",
  "an",
  "as",
  "by",
  "is",
  "it",
  "be",
  "am",
  "if",
  "so",
  "we",
  "zu",
  "im",
  "ab",
  "ob",
  "da",
  "ja",
  "es",
  "er",
  "wo",
]);
/** A point's or paragraph's value: "4", "1a", "f", "ba", "iv" (one or two lower-case letters, or a roman numeral up to "viii"). */
const isValue = (token: Token | undefined) =>
  token !== undefined &&
  (token.kind === "number" ||
    (token.kind === "word" &&
      token.text === token.lower &&
      !notPoints.has(token.lower) &&
      !connectors.has(token.lower) &&
      (token.text.length <= 2 || (token.text.length <= 4 && [...token.text].every((char) => "ivx".includes(char))))));
const isNumber = (token: Token | undefined) => token?.kind === "number";

class Parser {
  private readonly tokens: readonly Token[];

  constructor(tokens: readonly Token[]) {
    this.tokens = tokens;
  }

  private at(i: number): Token | undefined {
    return this.tokens[i];
  }

  /** After an abbreviation's optional dot. */
  private dot(i: number): number {
    return this.at(i)?.text === "." ? i + 1 : i;
  }

  /** A reference group at token i, with the token index after it. */
  reference(i: number): { unit: Unit; items: Item[]; act?: ActDesignation; next: number } | undefined {
    const prefix = this.prefix(i);
    const unitWord = this.unit(prefix.next);
    if (!unitWord) return undefined;
    const unit = unitWord.unit;
    let j = unitWord.next;
    const first = this.item(unit, j);
    if (!first) return undefined;
    const items = [first.item];
    j = first.next;
    for (;;) {
      const token = this.at(j);
      if (!token) break;
      if (
        rangeWords.has(token.lower) &&
        isNumber(this.at(j + 1)) &&
        unit !== "annex" &&
        items.at(-1)!.segments.length === 0
      ) {
        const from = Number(items.at(-1)!.number);
        const to = Number(this.at(j + 1)!.text);
        if (!Number.isInteger(from) || !Number.isInteger(to) || to <= from) break;
        const end = this.at(j + 1)!;
        for (let n = from + 1; n <= Math.min(to, from + maxRange); n++)
          items.push({ number: String(n), segments: [], start: end.start, end: end.end });
        if (to > from + maxRange) items.push({ number: String(to), segments: [], start: end.start, end: end.end });
        j += 2;
        continue;
      }
      // "Satz 1 bis 3", "UAbs. 1–2": a range of parts without ids of their own adds nothing.
      const finest = items.at(-1)!.segments.at(-1);
      if (
        rangeWords.has(token.lower) &&
        finest &&
        (finest.kind === "sentence" || finest.kind === "subparagraph" || finest.kind === "finer") &&
        isNumber(this.at(j + 1)) &&
        /^\d+$/u.test(this.at(j + 1)!.text)
      ) {
        j += 2;
        continue;
      }
      // "Article 27(1), points (a) to (f)", "Art. 7(a)-(c)", "Article 4, points (10) to (15)", "Art. 50 Abs. 1 bis 4": a range of parts.
      const last = items.at(-1)!;
      const lastSegment = last.segments.at(-1);
      if (
        rangeWords.has(token.lower) &&
        lastSegment &&
        (lastSegment.kind === "paren" || lastSegment.kind === "point" || lastSegment.kind === "paragraph")
      ) {
        const bracketed = this.parenthesized(j + 1);
        const bare = isValue(this.at(j + 1)) ? { value: this.at(j + 1)!.lower, next: j + 2 } : undefined;
        const to = bracketed ?? bare;
        const values = to && valueRange(lastSegment.value, to.value);
        if (to && values) {
          const end = this.at(to.next - 1)!;
          for (const value of values)
            items.push({
              number: last.number,
              segments: [...last.segments.slice(0, -1), { kind: lastSegment.kind, value }],
              start: end.start,
              end: end.end,
            });
          j = to.next;
          continue;
        }
      }
      // "Art. 8 ff.", "ErwG 27 f.", "Article 8 et seq.": the first is the one named; "f." adds the next one.
      const following = this.following(j);
      if (following) {
        const number = Number(last.number);
        if (following.one && last.segments.length === 0 && Number.isInteger(number) && unit !== "annex")
          items.push({ number: String(number + 1), segments: [], start: token.start, end: token.end });
        else if (following.one && lastSegment?.kind === "paragraph" && /^\d+$/u.test(lastSegment.value))
          items.push({
            number: last.number,
            segments: [
              ...last.segments.slice(0, -1),
              { kind: "paragraph", value: String(Number(lastSegment.value) + 1) },
            ],
            start: token.start,
            end: token.end,
          });
        j = following.next;
        continue;
      }
      // "and", "und", ",", and "u." (only with its dot: a bare "u" may be a point's letter).
      // Not "u. a." ("unter anderem": among others).
      const uA = this.at(j + 2)?.lower === "a" && this.at(j + 3)?.text === ".";
      const link = connectors.has(token.lower) ? 1 : token.lower === "u" && this.at(j + 1)?.text === "." && !uA ? 2 : 0;
      if (link > 0) {
        const k = j + link - 1;
        const next = this.at(k + 1);
        // "Satz 1 und 2", "UAbs. 1 und 2": siblings of a part without an id of its own add nothing.
        if (
          lastSegment &&
          (lastSegment.kind === "sentence" || lastSegment.kind === "subparagraph" || lastSegment.kind === "finer") &&
          isNumber(next) &&
          /^\d+$/u.test(next!.text) &&
          this.at(k + 2)?.text !== "/"
        ) {
          j = k + 2;
          continue;
        }
        // "Art. 6 I und II": a sibling of a paragraph written in roman numerals.
        if (lastSegment?.kind === "paragraph" && unit === "article" && romanParagraph(next)) {
          items.push({
            number: last.number,
            segments: [...last.segments.slice(0, -1), { kind: "paragraph", value: String(romanParagraph(next)) }],
            start: next!.start,
            end: next!.end,
          });
          j = k + 2;
          continue;
        }
        // "Annex III points 8 and 9", "Art. 5 Abs. 1 und 2": a sibling of a part named by a word.
        if (
          lastSegment &&
          (lastSegment.kind === "point" || lastSegment.kind === "paragraph") &&
          isValue(next) &&
          !unitWords[next!.lower] &&
          this.at(k + 2)?.text !== "/"
        ) {
          items.push({
            number: last.number,
            segments: [...last.segments.slice(0, -1), { kind: lastSegment.kind, value: next!.lower }],
            start: next!.start,
            end: next!.end,
          });
          // "lit. a) und b)": the closing bracket after the sibling's letters too.
          j = next!.kind === "word" && this.at(k + 2)?.text === ")" ? k + 3 : k + 2;
          continue;
        }
        // "Article 5(1)(a) and (b)": a sibling of the last part.
        if (next?.text === "(") {
          const sibling = this.parenthesized(k + 1);
          const last = items.at(-1)!;
          if (sibling && last.segments.length > 0) {
            items.push({
              number: last.number,
              segments: [...last.segments.slice(0, -1), { kind: last.segments.at(-1)!.kind, value: sibling.value }],
              start: next.start,
              end: this.at(sibling.next - 1)!.end,
            });
            j = sibling.next;
            continue;
          }
        }
        // "Art. 6 and 7", "Art. 16, 17", "Annexes I and III"; not "Article 5 and Annex III" (a group of its own) nor "2024/1689".
        const another = this.item(unit, k + 1);
        if (another && this.at(another.next)?.text !== "/" && (unit !== "annex" || isRoman(this.at(k + 1)!.text))) {
          items.push(another.item);
          j = another.next;
          continue;
        }
      }
      break;
    }
    for (const item of items) item.segments.push(...prefix.segments);
    // The rest of a range before the unit: one item each, the innermost part's value replaced.
    if (prefix.range)
      items.push(
        ...items.flatMap((item) =>
          prefix.range!.map((value) => ({
            ...item,
            segments: [...item.segments.slice(0, -1), { ...item.segments.at(-1)!, value }],
          })),
        ),
      );
    const act = this.act(j);
    return { unit, items, act: act?.designation, next: act ? act.next : j };
  }

  /** The unit word: "Article", "Art.", "Anhang", "ErwG", "EG" (in capitals), "Erw.-Gr.", "Rec.". */
  private unit(i: number): { unit: Unit; next: number } | undefined {
    const token = this.at(i);
    if (!token) return undefined;
    const unit = unitWords[token.lower];
    if (unit) return { unit, next: this.dot(i + 1) };
    // "EG 12 DSM-RL": only in capitals and before a number (else the series of "Richtlinie 2001/29/EG").
    if (token.text === "EG" && isNumber(this.at(i + 1)) && this.at(i + 2)?.text !== "/")
      return { unit: "recital", next: i + 1 };
    if ((token.lower === "rec" || token.lower === "recs") && this.at(i + 1)?.text === "." && isNumber(this.at(i + 2)))
      return { unit: "recital", next: i + 2 };
    if (token.lower === "erw") {
      let j = this.dot(i + 1);
      if (this.at(j)?.text === "-") j++;
      if (this.at(j)?.lower === "gr") return { unit: "recital", next: this.dot(j + 1) };
    }
    return undefined;
  }

  /** "f.", "ff.", "ff", "et seq.", "et seqq." after a number: `one` for "f." (and the next one). */
  private following(i: number): { one: boolean; next: number } | undefined {
    const token = this.at(i);
    if (!token) return undefined;
    if (token.lower === "et" && ["seq", "seqq", "sequ"].includes(this.at(i + 1)?.lower ?? ""))
      return { one: false, next: this.dot(i + 2) };
    if (!followingWords.has(token.lower)) return undefined;
    // "f" alone is a point's letter ("Art. 5 (1) f)"); with its dot it means "and the next".
    if (token.lower === "f" && this.at(i + 1)?.text !== ".") return undefined;
    return { one: token.lower === "f", next: this.dot(i + 1) };
  }

  /** "point (f) of", "the second subparagraph of", "paragraph 4 of" before the unit (innermost first in the text). */
  private prefix(i: number): { segments: Segment[]; range?: string[]; next: number } {
    const segments: Segment[] = [];
    let range: string[] | undefined;
    let j = i;
    for (;;) {
      const start = this.at(j)?.lower === "the" ? j + 1 : j;
      const segment = this.segment(start);
      if (!segment) break;
      let next = segment.next;
      // "points (a) to (c) of Article 25(1)": a range of the innermost part, before the unit.
      let values: string[] | undefined;
      if (
        segments.length === 0 &&
        segment.segment.kind !== "subparagraph" &&
        rangeWords.has(this.at(next)?.lower ?? "")
      ) {
        const to =
          this.parenthesized(next + 1) ??
          (isValue(this.at(next + 1)) ? { value: this.at(next + 1)!.lower, next: next + 2 } : undefined);
        values = to && valueRange(segment.segment.value, to.value);
        if (to && values) next = to.next;
      }
      // "points (b) and (c) of Article 7": a list of the innermost part, before the unit.
      if (
        !values &&
        segments.length === 0 &&
        segment.segment.kind !== "subparagraph" &&
        connectors.has(this.at(next)?.lower ?? "")
      ) {
        const other =
          this.parenthesized(next + 1) ??
          (isValue(this.at(next + 1)) ? { value: this.at(next + 1)!.lower, next: next + 2 } : undefined);
        if (other && prefixLinks.has(this.at(other.next)?.lower ?? "")) {
          values = [other.value];
          next = other.next;
        }
      }
      if (!prefixLinks.has(this.at(next)?.lower ?? "")) break;
      if (values) range = values;
      segments.unshift(segment.segment);
      j = next + 1;
    }
    return { segments, ...(range ? { range } : {}), next: segments.length > 0 ? j : i };
  }

  /** One numbered unit with its parts. */
  private item(unit: Unit, i: number): { item: Item; next: number } | undefined {
    let at = i;
    // "Erwägungsgrund Nr. 27", "recital (27)".
    if (unit === "recital" && ["nr", "no"].includes(this.at(at)?.lower ?? "") && isNumber(this.at(this.dot(at + 1))))
      at = this.dot(at + 1);
    const bracketed =
      unit === "recital" && this.at(at)?.text === "(" && isNumber(this.at(at + 1)) && this.at(at + 2)?.text === ")";
    if (bracketed) at++;
    const token = this.at(at);
    if (!token) return undefined;
    // "annex iii": an annex's numeral in lower case, of the letters i, v and x only.
    const lowerRoman = unit === "annex" && token.kind === "word" && /^[ivx]{1,5}$/u.test(token.text);
    const numbered =
      unit === "annex"
        ? (token.kind === "word" && isRoman(token.text)) || lowerRoman || token.kind === "number"
        : token.kind === "number";
    if (!numbered) return undefined;
    const segments: Segment[] = [];
    let j = bracketed ? at + 2 : at + 1;
    // "Art. 5.1", "Annex III.4": a paragraph or point after a dot, written without spaces.
    const dot = this.at(j);
    const after = this.at(j + 1);
    if (
      unit !== "recital" &&
      dot?.text === "." &&
      dot.start === token.end &&
      isNumber(after) &&
      after!.start === dot.end
    ) {
      segments.push({ kind: unit === "article" ? "paragraph" : "point", value: after!.text });
      j += 2;
    }
    if (unit === "article") {
      // "Art. 5 I lit. f", "Art. 17 IV DSM-RL": a paragraph in roman numerals, as German citations write it
      // (not the pronoun in "Art. 6 I think"), then a bare number is its sentence ("Art. 5 I 1").
      // Written in lower case ("art 26 vii ki-vo"), two letters or more and before a citation's part or act only.
      const numeral = this.at(j);
      const lower = numeral?.kind === "word" && numeral.text.length >= 2 && numeral.text === numeral.lower;
      const roman =
        segments.length === 0
          ? romanParagraph(lower ? { ...numeral!, text: numeral!.text.toUpperCase() } : numeral)
          : undefined;
      const ends = () => this.endsRoman(j + 1);
      if (roman && this.at(j + 1)?.text !== "/" && (lower ? ends() : numeral!.text !== "I" || this.german || ends())) {
        segments.push({ kind: "paragraph", value: String(roman) });
        j++;
        const sentence = this.at(j);
        if (isNumber(sentence) && /^\d+$/u.test(sentence!.text) && this.at(j + 1)?.text !== "/") {
          segments.push({ kind: "sentence", value: sentence!.text });
          j++;
        }
      }
    }
    for (;;) {
      const comma = this.at(j)?.text === "," ? 1 : 0;
      const next = this.segment(j + comma);
      if (!next || (comma && next.segment.kind === "paren")) break;
      segments.push(next.segment);
      j = next.next;
    }
    // "Annex 3", "Anhang 3": an annex's number in arabic digits is its roman numeral.
    const number = lowerRoman
      ? token.text.toUpperCase()
      : unit === "annex" && /^\d+$/u.test(token.text)
        ? toRoman(Number(token.text))
        : token.text;
    return { item: { number, segments, start: token.start, end: this.at(j - 1)!.end }, next: j };
  }

  private germanText: boolean | undefined;
  /** The text is German by its function words (then "I" after an article is no pronoun: "Art. 5 I zur …"). */
  private get german(): boolean {
    if (this.germanText === undefined) {
      let score = 0;
      for (const token of this.tokens) {
        if (germanWords.has(token.lower) || /[äöüß]/u.test(token.lower)) score++;
        if (englishWords.has(token.lower)) score--;
      }
      this.germanText = score > 0;
    }
    return this.germanText;
  }

  /** What may follow the roman paragraph "I" in an English text: the end, punctuation, a part ("lit.", "S.", "Nr."), a number, "ff.", another roman one after "und", an act. */
  private endsRoman(i: number): boolean {
    const next = this.at(i);
    if (!next || next.kind === "number" || (next.kind === "punct" && next.text !== "/")) return true;
    if (segmentWords[next.lower] || next.text === "S" || followingWords.has(next.lower)) return true;
    if (connectors.has(next.lower)) return romanParagraph(this.at(i + 1)) !== undefined;
    return readActDesignation(this.tokens, i, { afterReference: true }) !== undefined;
  }

  /** One part of a unit: "(4)", "Abs. 4", "paragraph 4", "second subparagraph", "UAbs. 2", "Satz 1", "lit. f", "point (f)", "Nr. 4", "Section B". */
  private segment(i: number): { segment: Segment; next: number } | undefined {
    const token = this.at(i);
    if (!token) return undefined;
    if (token.text === "(") {
      const inner = this.parenthesized(i);
      return inner && { segment: { kind: "paren", value: inner.value }, next: inner.next };
    }
    // "2. Alt.", "1. Halbsatz", "2. UAbs.": a German numeral ordinal.
    if (token.kind === "number" && /^\d+$/u.test(token.text) && this.at(i + 1)?.text === ".") {
      const kind = segmentWords[this.at(i + 2)?.lower ?? ""];
      if (kind === "subparagraph" || kind === "sentence" || kind === "finer")
        return { segment: { kind, value: token.text }, next: this.dot(i + 3) };
      return undefined;
    }
    // "Art. 5 (1) f)": a point's letters with only the closing bracket; "Art. 5(1)f": right after a bracket.
    if (isValue(token) && token.kind === "word" && this.at(i + 1)?.text === ")" && this.at(i - 1)?.text !== "(")
      return { segment: { kind: "point", value: token.lower }, next: i + 2 };
    const before = this.at(i - 1);
    if (isValue(token) && token.kind === "word" && before?.text === ")" && before.end === token.start)
      return { segment: { kind: "point", value: token.lower }, next: i + 1 };
    const nth = ordinal(token.lower);
    if (nth !== undefined) {
      const kind = segmentWords[this.at(i + 1)?.lower ?? ""];
      if (kind === "subparagraph" || kind === "sentence" || kind === "finer")
        return { segment: { kind, value: String(nth) }, next: this.dot(i + 2) };
      // "Article 113, third paragraph": an unnumbered paragraph has no id of its own, like a subparagraph.
      if (kind === "paragraph")
        return { segment: { kind: "subparagraph", value: String(nth), ordinal: true }, next: this.dot(i + 2) };
      return undefined;
    }
    // "S. 1": a sentence (only the capital with its dot).
    const kind = token.text === "S" && this.at(i + 1)?.text === "." ? "sentence" : segmentWords[token.lower];
    if (!kind) return undefined;
    const j = this.dot(i + 1);
    const value = this.at(j);
    if (kind === "point" && value?.text === "(") {
      const inner = this.parenthesized(j);
      return inner && { segment: { kind, value: inner.value }, next: inner.next };
    }
    if (kind === "section") {
      // "Annex I Part A", "Anhang I Teil B": a part is a section only by its capital letter ("part 4" is no section).
      const lettered = value?.kind === "word" && /^[A-Z]$/u.test(value.text);
      const ok =
        value &&
        (partWords.has(token.lower)
          ? lettered
          : value.kind === "number" ||
            (value.kind === "word" && value.text.length <= 4 && value.text === value.text.toUpperCase()));
      return ok ? { segment: { kind, value: value.text }, next: j + 1 } : undefined;
    }
    if (kind === "subparagraph" || kind === "sentence" || kind === "paragraph" || kind === "finer") {
      return (isNumber(value) && String(Number(value!.text)) === value!.text) ||
        (kind === "paragraph" && isNumber(value))
        ? { segment: { kind, value: value!.text }, next: j + 1 }
        : undefined;
    }
    // A point: "lit. f", "Buchst. ba", "Nr. 4", "point 4"; a lone "no" or "nr" before another word is not one.
    // After "lit." or "Buchst." any one or two lower-case letters are a point ("lit. da", though "da" is a German word).
    const lettered =
      letterWords.has(token.lower) &&
      value?.kind === "word" &&
      value.text === value.lower &&
      /^[a-z]{1,2}$/u.test(value.text);
    if (!isValue(value) && !lettered) return undefined;
    if (value!.kind === "word" && (token.lower === "no" || token.lower === "nr" || token.lower === "nummer"))
      return undefined;
    // "lit. f)": the closing bracket some write after a point's letters.
    const closing = value!.kind === "word" && this.at(j + 1)?.text === ")" ? 1 : 0;
    return { segment: { kind, value: value!.lower }, next: j + 1 + closing };
  }

  private parenthesized(i: number): { value: string; next: number } | undefined {
    const inner = this.at(i + 1);
    // In brackets any short lower-case word is a point's letters ("(da)", "(of)" would be odd but unambiguous).
    // Not a version mark: "Art. 11 (new) PLD".
    const bracketed =
      inner !== undefined &&
      (inner.kind === "number" ||
        (inner.kind === "word" &&
          inner.text === inner.lower &&
          inner.text.length <= 4 &&
          !["new", "old", "neu", "alt"].includes(inner.lower)));
    if (this.at(i)?.text !== "(" || !bracketed || this.at(i + 2)?.text !== ")") return undefined;
    return { value: inner!.lower, next: i + 3 };
  }

  /** The act after a reference, through linking words ("of the", "der"). */
  private act(i: number): { designation: ActDesignation; next: number } | undefined {
    let j = this.at(i)?.text === "," ? i + 1 : i;
    while (actLinks.has(this.at(j)?.lower ?? "") && j - i < 4) j++;
    const designation = readActDesignation(this.tokens, j, { afterReference: true });
    return designation && { designation, next: designation.next };
  }

  designationAt(i: number): { designation: ActDesignation; next: number } | undefined {
    const designation = readActDesignation(this.tokens, i);
    return designation && { designation, next: Math.max(designation.next, i + 1) };
  }
}

/** The pinpoint id of a unit path, in the scheme of the parsers (types.ts). */
export function pinpointOf(path: UnitPath): string {
  if (path.unit === "recital") return `rct_${path.number}`;
  if (path.unit === "annex")
    return [
      `anx_${path.number}`,
      ...(path.section ? [`sec_${path.section}`] : []),
      ...path.points.map((point) => `pt_${point}`),
    ].join(".");
  return [
    `art_${path.number}`,
    ...(path.paragraph ? [`par_${path.paragraph}`] : []),
    ...path.points.map((point) => `pt_${point}`),
  ].join(".");
}

function toPath(unit: Unit, item: Item): UnitPath {
  const path: UnitPath = { unit, number: item.number, points: [] };
  for (const segment of item.segments) {
    if (segment.kind === "paragraph" && unit === "article" && path.paragraph === undefined && path.points.length === 0)
      path.paragraph = segment.value;
    else if (
      segment.kind === "paren" &&
      unit === "article" &&
      path.paragraph === undefined &&
      path.points.length === 0 &&
      isNumberValue(segment.value)
    )
      path.paragraph = segment.value;
    else if (segment.kind === "subparagraph") {
      path.subparagraph = Number(segment.value);
      if (segment.ordinal) path.ordinalParagraph = true;
    } else if (segment.kind === "sentence") path.sentence = Number(segment.value);
    else if (segment.kind === "section" && unit === "annex") path.section = segment.value;
    // "Article 17, section 4": an article's numbered section is its paragraph.
    else if (
      segment.kind === "section" &&
      unit === "article" &&
      path.paragraph === undefined &&
      path.points.length === 0 &&
      isNumberValue(segment.value)
    )
      path.paragraph = segment.value;
    else if (segment.kind === "finer") continue;
    else if (segment.kind === "paren" || segment.kind === "point" || segment.kind === "paragraph")
      path.points.push(segment.value);
  }
  return path;
}

/** The values from one part to another: "a" to "f", "10" to "15" (at most `maxRange`); none for anything else. */
function valueRange(from: string, to: string): string[] | undefined {
  if (isNumberValue(from) && isNumberValue(to) && String(Number(from)) === from && String(Number(to)) === to) {
    const [start, end] = [Number(from), Number(to)];
    return end > start && end - start <= maxRange
      ? Array.from({ length: end - start }, (_, index) => String(start + index + 1))
      : undefined;
  }
  const letters = "abcdefghijklmnopqrstuvwxyz";
  // "1a" to "1c": inserted units of one number.
  const inserted = /^(\d+)([a-z])$/u;
  const [start, end] = [inserted.exec(from), inserted.exec(to)];
  if (start && end && start[1] === end[1])
    return valueRange(start[2]!, end[2]!)?.map((letter) => `${start[1]}${letter}`);
  // "ba" to "bb": points inserted after one point (not roman sub-points "ii" to "iv").
  if (from.length === 2 && to.length === 2 && from[0] === to[0] && !/^[ivx]+$/u.test(from + to))
    return letters.includes(from[0]!)
      ? valueRange(from[1]!, to[1]!)?.map((letter) => `${from[0]}${letter}`)
      : undefined;
  if (from.length !== 1 || to.length !== 1 || !letters.includes(from) || !letters.includes(to) || to <= from)
    return undefined;
  return Array.from(letters.slice(letters.indexOf(from) + 1, letters.indexOf(to) + 1));
}

const isNumberValue = (value: string) => value[0]! >= "0" && value[0]! <= "9";

/**
 * The references of a text with the acts they name, and the text without them. A reference that
 * names no act takes the act of the reference it is listed with ("Article 6 and Annex III of the
 * AI Act") or of an act named just before it ("KI-VO, Art. 5"); one naming an act that is not
 * installed (GDPR, TFEU) is no reference here.
 */
export function parseReferences(text: string): ParsedReferences {
  const tokens = tokenize(text);
  const parser = new Parser(tokens);
  type Group = {
    items: Reference[];
    act?: ActDesignation;
    start: number;
    end: number;
    startToken: number;
    endToken: number;
  };
  const groups: Group[] = [];
  const mentionedActs: ActDesignation[] = [];
  for (let i = 0; i < tokens.length;) {
    const group = parser.reference(i);
    if (group) {
      const endToken = group.next;
      const start = tokens[i]!.start;
      const spanEnd = tokens[endToken - 1]!.end;
      const items = group.items.map((item) => {
        const path = toPath(group.unit, item);
        return {
          text: "",
          path,
          pinpoint: pinpointOf(path),
          acts: [] as string[],
          ambiguous: false,
          span: { start, end: spanEnd },
        };
      });
      groups.push({ items, act: group.act, start, end: spanEnd, startToken: i, endToken });
      i = endToken;
      continue;
    }
    const mention = parser.designationAt(i);
    if (mention) {
      if (mention.designation.kind === "known") mentionedActs.push(mention.designation);
      i = mention.next;
      continue;
    }
    i++;
  }
  // An act named for a list applies to the groups listed before it; an act named just before a group to that group.
  for (let g = groups.length - 2; g >= 0; g--) {
    const next = groups[g + 1]!;
    const between = tokens.slice(groups[g]!.endToken, next.startToken);
    if (!groups[g]!.act && next.act && isGroupLink(between)) groups[g]!.act = next.act;
  }
  for (const group of groups) {
    if (group.act) continue;
    const before = mentionedActs.find((mention) => {
      if (mention.end > group.start) return false;
      const gap = tokens.filter((token) => token.start >= mention.end && token.end <= group.start);
      return (
        gap.every((token) => token.text === "," || token.text === ":" || actLinks.has(token.lower)) && gap.length <= 2
      );
    });
    if (before) group.act = before;
  }
  const references: Reference[] = [];
  for (const group of groups) {
    if (group.act?.kind === "foreign") continue;
    for (const item of group.items) {
      item.text = text.slice(group.start, group.end);
      item.acts = group.act ? (group.act.ambiguous ? orderAmbiguous(group.act.acts, tokens) : [...group.act.acts]) : [];
      item.ambiguous = group.act?.ambiguous ?? false;
      references.push(item);
    }
  }
  return {
    references,
    mentionedActs,
    rest: withoutSpans(
      text,
      linkedSpans(
        groups.filter((group) => group.act?.kind !== "foreign"),
        tokens,
      ),
    ),
  };
}

/** The references' spans, two references joined by "i.V.m." or "in conjunction with" as one (the link is no search word). */
function linkedSpans(groups: readonly (Span & { startToken: number; endToken: number })[], tokens: readonly Token[]) {
  const spans: (Span & { endToken: number })[] = [];
  for (const group of groups) {
    const last = spans.at(-1);
    const between = last ? tokens.slice(last.endToken, group.startToken) : [];
    if (
      last &&
      between.some((token) => token.kind === "word") &&
      isGroupLink(between) &&
      !connectors.has(between[0]!.lower)
    ) {
      last.end = group.end;
      last.endToken = group.endToken;
    } else spans.push({ start: group.start, end: group.end, endToken: group.endToken });
  }
  return spans;
}

/** Words between two references that make them one list with one act: "and", ",", "i.V.m.", "in conjunction with". */
const groupLinks = new Set([
  "",
  ",",
  "and",
  "und",
  "or",
  "oder",
  "&",
  "sowie",
  "u",
  "bzw",
  "i v m",
  "ivm",
  "in verbindung mit",
  "in conjunction with",
  "read with",
  "read in conjunction with",
  "together with",
]);
const isGroupLink = (between: readonly Token[]) =>
  groupLinks.has(
    between
      .filter((token) => token.text !== ".")
      .map((token) => token.lower)
      .join(" "),
  );

/** The text without the given spans (in order), spaces collapsed. */
export function withoutSpans(text: string, spans: readonly Span[]): string {
  let rest = "";
  let at = 0;
  for (const span of spans) {
    rest += `${text.slice(at, span.start)} `;
    at = span.end;
  }
  return (rest + text.slice(at)).replace(/\s+/g, " ").trim();
}

/** Words that name another law by a word of its own, not by a generic one ("data", "charter" stay ordinary words). */
const notOtherLaws = new Set(["data", "charter", "charta"]);
/** Jurisdictions outside the Union whose law the acts never answer for: "US copyright law", "UK courts", "US-Urheberrecht". */
const jurisdictions = new Set([
  "us",
  "usa",
  "american",
  "uk",
  "british",
  "english",
  "swiss",
  "schweizer",
  "schweizerischen",
  "chinese",
  "chinesischen",
  "canadian",
  "australian",
  "japanese",
  "indian",
  "amerikanischen",
  "britischen",
]);
/** Words that make a jurisdiction's name a law: "US law", "US copyright law", "US federal court", "US-Recht". */
const lawWords =
  /^(laws?|acts?|codes?|courts?|statutes?|copyright|rechts?|gesetz\w*|urheberrechts?|gerichts?|gerichten|federal|bundesrecht\w*)$/u;

/**
 * The law a question asks under when that law is not one of the installed acts: another act by name
 * or number ("GDPR", "DSGVO", "BGB", "Regulation (EU) 2016/679") or a non-EU jurisdiction's law ("US
 * copyright law", "US-Urheberrecht"). Undefined when it names none. (A question that also names an
 * installed act is asked about that act: `parseReferences(…).mentionedActs`.)
 */
export function otherLawNamed(text: string): string | undefined {
  const tokens = tokenize(text);
  const parser = new Parser(tokens);
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    const mention = parser.designationAt(i);
    if (mention?.designation.kind === "foreign" && !notOtherLaws.has(token.lower))
      return text.slice(mention.designation.start, mention.designation.end);
    const [head, ...rest] = token.lower.split("-");
    if (head !== undefined && jurisdictions.has(head)) {
      // "US-Urheberrechts" in one word, or "US copyright law" within three words.
      if (rest.some((part) => lawWords.test(part) || /recht|gesetz/u.test(part))) return token.text;
      // Not the pronoun "us": the jurisdiction is written with a capital.
      const law = tokens.slice(i + 1, i + 4).findLastIndex((next) => next.kind === "word" && lawWords.test(next.lower));
      if (rest.length === 0 && law >= 0 && token.text !== token.lower)
        return text.slice(token.start, tokens[i + 1 + law]!.end);
    }
  }
  return undefined;
}
