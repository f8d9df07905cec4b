import { amendingActs, knownActs } from "../../known-acts.ts";
import type { Token } from "./tokenize.ts";

const AI = "32024R1689";
const DSM = "32019L0790";
const PLD = "32024L2853";
const PLD85 = "31985L0374";
const OMNIBUS = "32026R1744";

/**
 * The names people give the acts, as lower-case word sequences (a "." after a word is optional).
 * The Product Liability Directive by name alone is either directive: the new one first unless the
 * wording or a year points to the old one (`orderAmbiguous`).
 */
const names: { words: string[]; acts: string[] }[] = [
  ...[
    ["ai", "act"],
    ["eu", "ai", "act"],
    ["aia"],
    ["ai", "regulation"],
    ["artificial", "intelligence", "act"],
    ["ki-vo"],
    ["ki", "vo"],
    ["ki-verordnung"],
    ["ki-gesetz"],
    ["ki-vo-e"],
    ["eu-ki-verordnung"],
    ["eu-ki-vo"],
  ].map((words) => ({ words, acts: [AI] })),
  ...[
    ["dsm", "directive"],
    ["dsm", "copyright", "directive"],
    ["cdsm", "directive"],
    ["cdsm"],
    ["dsm-rl"],
    ["dsm-richtlinie"],
    ["dsm"],
    ["copyright", "directive"],
    ["copyright", "dsm", "directive"],
    ["urheberrechtsrichtlinie"],
    ["urheberrechts-richtlinie"],
    ["dsm-urheberrechtsrichtlinie"],
    ["digital", "single", "market", "directive"],
  ].map((words) => ({ words, acts: [DSM] })),
  ...[
    ["product", "liability", "directive"],
    ["products", "liability", "directive"],
    ["produkthaftungsrichtlinie"],
    ["produkthaftungs-richtlinie"],
    ["prodhaftrl"],
    ["pld"],
    ["phrl"],
  ].map((words) => ({ words, acts: [PLD, PLD85] })),
  ...[["digital", "omnibus", "on", "ai"], ["digital", "omnibus"], ["ai", "omnibus"], ["ki-omnibus"], ["omnibus"]].map(
    (words) => ({ words, acts: [OMNIBUS] }),
  ),
];

/** Words before a Product Liability Directive's name that say which one. */
const newWords = new Set(["new", "revised", "neue", "neuen", "neuer", "neues", "revidierte", "revidierten", "2024"]);
const oldWords = new Set([
  "old",
  "former",
  "previous",
  "alte",
  "alten",
  "alter",
  "frühere",
  "früheren",
  "bisherige",
  "bisherigen",
  "1985",
]);

/** Acts that are not installed; a reference to them is left to ordinary search (never read as a known act's article). */
const foreignNames = new Set([
  "tfeu",
  "aeuv",
  "teu",
  "euv",
  "gdpr",
  "dsgvo",
  "ds-gvo",
  "charter",
  "charta",
  "grch",
  "dsa",
  "dma",
  "bgb",
  "prodhaftg",
  "urhg",
  "gg",
  "echr",
  "emrk",
  "infosoc",
  "mdr",
  "gpsr",
  "nis2",
  "cra",
  "data",
  "ttdsg",
  "tdddg",
  "tmg",
  "hgb",
  "stgb",
  "uwg",
  "betrvg",
  "agg",
  "markeng",
  "patg",
  "gmbhg",
  "dmca",
  "ccpa",
]);

/** Words that introduce an act's number ("Directive 85/374/EEC", "EWGRL 374/85", "VO (EU) 2024/1689"). */
const numberWords = new Set([
  "directive",
  "regulation",
  "richtlinie",
  "verordnung",
  "rl",
  "vo",
  "ewgrl",
  "egrl",
  "eu-rl",
  "eu-vo",
  "eurl",
  "euvo",
  "decision",
  "beschluss",
]);
const seriesWords = new Set(["eu", "eg", "ec", "eec", "ewg", "euratom"]);
/** Words that name a kind of act without saying which ("the Directive", "dieser Verordnung"): the reader must infer it. */
const genericWords = new Set(["directive", "regulation", "richtlinie", "verordnung"]);

/** The number forms of every installed act: "2024/1689", "1689/2024", and for acts before 2015 "85/374" and "374/85". */
const numberForms = new Map<string, string>();
for (const { celex } of [...knownActs, ...amendingActs]) {
  const year = celex.slice(1, 5);
  const number = String(Number(celex.slice(6)));
  numberForms.set(`${year}/${number}`, celex);
  numberForms.set(`${number}/${year}`, celex);
  if (Number(year) < 2015) {
    numberForms.set(`${year.slice(2)}/${number}`, celex);
    numberForms.set(`${number}/${year.slice(2)}`, celex);
  }
}

export type ActDesignation = {
  /** CELEX numbers of the acts it may mean, most likely first; empty for an act that is not installed or a generic "the Directive". */
  acts: string[];
  /** "known": an installed act; "foreign": another act (GDPR, TFEU, Directive 2001/29/EC); "generic": "the Directive". */
  kind: "known" | "foreign" | "generic";
  /** The name left open which of two acts (the Product Liability Directive). */
  ambiguous: boolean;
  /** Characters of the text. */
  start: number;
  end: number;
  /** The token after the designation. */
  next: number;
};

/** Token index after an optional "." abbreviation mark. */
const skipDot = (tokens: readonly Token[], i: number) => (tokens[i]?.text === "." ? i + 1 : i);

/** Reads an act designation at token `i` ("AI Act", "Directive 85/374/EEC", "(EU) 2019/790", "der neuen Produkthaftungsrichtlinie"). */
export function readActDesignation(tokens: readonly Token[], i: number): ActDesignation | undefined {
  const start = tokens[i]?.start;
  if (start === undefined) return undefined;
  const numbered = readNumbered(tokens, i);
  if (numbered) return numbered;
  let modifier: "new" | "old" | undefined;
  let at = i;
  if (newWords.has(tokens[at]?.lower ?? "")) modifier = "new";
  else if (oldWords.has(tokens[at]?.lower ?? "")) modifier = "old";
  if (modifier) at++;
  // "the old and the new PLD", "sowohl in der alten als auch in der neuen Produkthaftungsrichtlinie": both directives (ADR 154).
  if (modifier) {
    const both = readBothDirectives(tokens, at, modifier);
    if (both) return { ...both, start };
  }
  let best: { acts: string[]; end: number } | undefined;
  for (const name of names) {
    let j = at;
    const ok = name.words.every((word) => {
      if (tokens[j]?.lower !== word) return false;
      j = skipDot(tokens, j + 1);
      return true;
    });
    // A trailing "." belongs to the sentence, not the name.
    const end = tokens[j - 1]?.text === "." ? j - 1 : j;
    if (ok && (!best || end > best.end)) best = { acts: name.acts, end };
  }
  if (!best) {
    const word = tokens[i]!.lower;
    if (modifier === undefined && foreignNames.has(word))
      return { acts: [], kind: "foreign", ambiguous: false, start, end: tokens[i]!.end, next: i + 1 };
    return undefined;
  }
  // "PLD 2024", "Produkthaftungsrichtlinie 1985": a year after the name says which.
  const after = tokens[best.end];
  if (best.acts.length > 1 && after?.kind === "number") {
    const year = newWords.has(after.lower) ? "new" : oldWords.has(after.lower) ? "old" : undefined;
    if (year) {
      modifier = year;
      best.end++;
    }
  }
  // "Produkthaftungsrichtlinie 85/374/EWG", "Product Liability Directive (EU) 2024/2853": the number after the name says which.
  const numberedAfter = best.acts.length > 1 ? readNumbered(tokens, best.end) : undefined;
  if (numberedAfter && numberedAfter.acts.length === 1 && best.acts.includes(numberedAfter.acts[0]!)) {
    return {
      acts: numberedAfter.acts,
      kind: "known",
      ambiguous: false,
      start,
      end: numberedAfter.end,
      next: numberedAfter.next,
    };
  }
  const end = tokens[best.end - 1]!.end;
  if (best.acts.length > 1 && modifier)
    return { acts: [modifier === "new" ? PLD : PLD85], kind: "known", ambiguous: false, start, end, next: best.end };
  if (modifier && best.acts.length === 1)
    return { acts: best.acts, kind: "known", ambiguous: false, start: tokens[at]!.start, end, next: best.end };
  return { acts: best.acts, kind: "known", ambiguous: best.acts.length > 1, start, end, next: best.end };
}

/** Words that join the old and the new directive before their one name ("alten als auch in der neuen …"). */
const joiningWords = [
  ["and"],
  ["or"],
  ["und"],
  ["oder"],
  ["sowie"],
  ["wie"],
  ["bzw"],
  ["vs"],
  ["versus"],
  ["as", "well", "as"],
  ["als", "auch"],
];
const articleWords = new Set(["the", "der", "die", "den", "dem", "in", "under", "unter", "nach", "of"]);

/** After "old"/"new" at token `i`: a joining word, the other of the two, and the directive's name. */
function readBothDirectives(
  tokens: readonly Token[],
  i: number,
  first: "new" | "old",
): Omit<ActDesignation, "start"> | undefined {
  const joined = joiningWords.find((words) => words.every((word, k) => tokens[i + k]?.lower === word));
  if (!joined) return undefined;
  let j = skipDot(tokens, i + joined.length);
  for (let filler = 0; filler < 3 && articleWords.has(tokens[j]?.lower ?? ""); filler++) j++;
  const other = first === "old" ? newWords : oldWords;
  if (!other.has(tokens[j]?.lower ?? "")) return undefined;
  const second = readActDesignation(tokens, j);
  const expected = first === "old" ? PLD : PLD85;
  if (second?.kind !== "known" || second.acts.length !== 1 || second.acts[0] !== expected) return undefined;
  return {
    acts: first === "old" ? [PLD85, PLD] : [PLD, PLD85],
    kind: "known",
    ambiguous: false,
    end: second.end,
    next: second.next,
  };
}

function readNumbered(tokens: readonly Token[], i: number): ActDesignation | undefined {
  let j = i;
  const council = tokens[j]?.lower === "council" ? 1 : 0;
  j += council;
  const introduced = numberWords.has(tokens[j]?.lower ?? "");
  if (introduced) j = skipDot(tokens, j + 1);
  else if (council) return undefined;
  if (tokens[j]?.text === "(" && seriesWords.has(tokens[j + 1]?.lower ?? "") && tokens[j + 2]?.text === ")") j += 3;
  if (tokens[j]?.lower === "no" || tokens[j]?.lower === "nr") j = skipDot(tokens, j + 1);
  const first = tokens[j];
  const slash = tokens[j + 1];
  const second = tokens[j + 2];
  if (
    first?.kind !== "number" ||
    slash?.text !== "/" ||
    second?.kind !== "number" ||
    slash.start !== first.end ||
    second.start !== slash.end
  ) {
    if (introduced && genericWords.has(tokens[i + council]!.lower) && j === skipDot(tokens, i + council + 1)) {
      return {
        acts: [],
        kind: "generic",
        ambiguous: false,
        start: tokens[i]!.start,
        end: tokens[i + council]!.end,
        next: i + council + 1,
      };
    }
    return undefined;
  }
  // Only a number introduced by a word or a series, or with a series after it, is an act's number (not "8/10 points").
  let end = j + 3;
  const series = tokens[end]?.text === "/" && seriesWords.has(tokens[end + 1]?.lower ?? "");
  if (series) end += 2;
  if (!introduced && !series && tokens[j - 1]?.text !== ")") return undefined;
  const celex = numberForms.get(`${first.text}/${second.text}`);
  return {
    acts: celex ? [celex] : [],
    kind: celex ? "known" : "foreign",
    ambiguous: false,
    start: tokens[i]!.start,
    end: tokens[end - 1]!.end,
    next: end,
  };
}

/**
 * The order of the two Product Liability Directives for a name that leaves it open: the old one
 * first when the question's words or a year before the new one's application point to it ("1985",
 * "old", "placed on the market in 2019"), else the new one.
 */
export function orderAmbiguous(acts: readonly string[], tokens: readonly Token[]): string[] {
  const points = (celex: string) =>
    tokens.some(
      (token) =>
        (celex === PLD85 ? oldWords : newWords).has(token.lower) ||
        (celex === PLD85 &&
          token.kind === "number" &&
          token.text.length === 4 &&
          Number(token.text) >= 1985 &&
          Number(token.text) < 2024 &&
          !isActNumber(tokens, token)),
    );
  if (acts.includes(PLD85) && points(PLD85) && !points(PLD)) return [PLD85, ...acts.filter((act) => act !== PLD85)];
  return [...acts];
}

/** A year that is part of an act's number ("2019/790"), not a date. */
const isActNumber = (tokens: readonly Token[], token: Token) => {
  const index = tokens.indexOf(token);
  return tokens[index + 1]?.text === "/" || tokens[index - 1]?.text === "/";
};
