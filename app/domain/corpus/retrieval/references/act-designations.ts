import { amendingActs, knownActs } from "../../known-acts.ts";
import type { Token } from "./tokenize.ts";

const AI = "32024R1689";
const DSM = "32019L0790";
const PLD = "32024L2853";
const PLD85 = "31985L0374";
const OMNIBUS = "32026R1744";

/**
 * The names people give the acts, as lower-case word sequences (a "." after a word is optional; a
 * hyphen and a space are the same: "AI-Act" is "AI Act", "KI VO" is "KI-VO").
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
    ["eu-ki-gesetz"],
    ["european", "ai", "act"],
    ["ai-vo"],
    ["a", "i", "act"],
    ["kivo"],
    ["regulation", "on", "artificial", "intelligence"],
    ["verordnung", "über", "künstliche", "intelligenz"],
    ["gesetz", "über", "künstliche", "intelligenz"],
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
    ["urheberrechts-rl"],
    ["cdsmd"],
    ["dsmd"],
    ["dsm-urhrl"],
    ["copyright", "in", "the", "dsm", "directive"],
    ["urhr-rl"],
    ["cdsm-rl"],
    ["cdsm-richtlinie"],
    ["directive", "on", "copyright", "in", "the", "digital", "single", "market"],
    ["directive", "on", "copyright", "and", "related", "rights", "in", "the", "digital", "single", "market"],
    ["richtlinie", "über", "das", "urheberrecht", "im", "digitalen", "binnenmarkt"],
    [
      "richtlinie",
      "über",
      "das",
      "urheberrecht",
      "und",
      "die",
      "verwandten",
      "schutzrechte",
      "im",
      "digitalen",
      "binnenmarkt",
    ],
  ].map((words) => ({ words, acts: [DSM] })),
  ...[
    ["product", "liability", "directive"],
    ["products", "liability", "directive"],
    ["produkthaftungsrichtlinie"],
    ["produkthaftungs-richtlinie"],
    ["prodhaftrl"],
    ["pld"],
    ["phrl"],
    ["prodhaft-rl"],
    ["produkthaftungs-rl"],
    ["eu-produkthaftungsrichtlinie"],
    ["directive", "on", "liability", "for", "defective", "products"],
    ["richtlinie", "über", "die", "haftung", "für", "fehlerhafte", "produkte"],
  ].map((words) => ({ words, acts: [PLD, PLD85] })),
  ...[["npld"], ["revpld"]].map((words) => ({ words, acts: [PLD] })),
  ...[
    ["digital", "omnibus", "on", "ai"],
    ["digital", "omnibus"],
    ["ai", "omnibus"],
    ["ki-omnibus"],
    ["omnibus"],
    ["omnibus-vo"],
    ["omnibus-verordnung"],
  ].map((words) => ({ words, acts: [OMNIBUS] })),
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
/** Marks after a Product Liability Directive's name: "a.F." (alte Fassung), "n.F." (neue Fassung), "(old)", "(neu)". */
const versionMarks: Record<string, "new" | "old"> = {
  af: "old",
  nf: "new",
  alt: "old",
  old: "old",
  neu: "new",
  new: "new",
};

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
  "bdsg",
  "dsg",
  "urhdag",
  "tkg",
  "zpo",
  "stpo",
  "aktg",
  "vwgo",
  "ccpa",
]);

/** Other acts named in several words (a single word among them would be an ordinary word: "data governance"). */
const foreignPhrases = [
  ["data", "act"],
  ["data", "governance", "act"],
  ["infosoc", "directive"],
  ["infosoc", "rl"],
  ["infosoc", "richtlinie"],
  ["datenschutz-grundverordnung"],
  ["datenschutzgrundverordnung"],
  ["general", "data", "protection", "regulation"],
  ["digital", "services", "act"],
  ["digital", "markets", "act"],
  ["cyber", "resilience", "act"],
  ["produkthaftungsgesetz"],
  ["urheberrechtsgesetz"],
  ["grundgesetz"],
  ["bürgerliches", "gesetzbuch"],
];

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
  "eu-richtlinie",
  "eu-verordnung",
  "ewg-richtlinie",
  "ewg-rl",
  "eg-richtlinie",
  "reg",
  "dir",
  "eurl",
  "euvo",
  "decision",
  "beschluss",
]);
const seriesWords = new Set(["eu", "eg", "ec", "eec", "ewg", "euratom"]);
/** Words that name a kind of act without saying which ("the Directive", "dieser Verordnung"): the reader must infer it. */
const genericWords = new Set(["directive", "regulation", "richtlinie", "verordnung"]);

/** "the 1985 Directive", "Richtlinie von 1985", "the 2024 Regulation": the installed act of that year and kind, when only one is. */
const kindWords: Record<string, "L" | "R"> = { directive: "L", richtlinie: "L", regulation: "R", verordnung: "R" };
const datedActs = new Map<string, string[]>();
for (const { celex } of [...knownActs, ...amendingActs]) {
  const key = `${celex.slice(1, 5)}${celex[5]}`;
  datedActs.set(key, [...(datedActs.get(key) ?? []), celex]);
}
const yearLinks = new Set(["of", "from", "von", "aus"]);

function readDated(tokens: readonly Token[], i: number): ActDesignation | undefined {
  const isYear = (token: Token | undefined) =>
    token?.kind === "number" && /^(19|20)\d\d$/u.test(token.text) && !isActNumber(tokens, token);
  let year: Token | undefined;
  let kind: "L" | "R" | undefined;
  let next = i;
  if (isYear(tokens[i]) && kindWords[tokens[i + 1]?.lower ?? ""]) {
    year = tokens[i];
    kind = kindWords[tokens[i + 1]!.lower];
    next = i + 2;
  } else if (kindWords[tokens[i]?.lower ?? ""]) {
    const at = yearLinks.has(tokens[i + 1]?.lower ?? "") ? i + 2 : i + 1;
    if (isYear(tokens[at])) {
      year = tokens[at];
      kind = kindWords[tokens[i]!.lower];
      next = at + 1;
    }
  }
  const acts = year && datedActs.get(`${year.text}${kind}`);
  if (!acts || acts.length !== 1) return undefined;
  return { acts, kind: "known", ambiguous: false, start: tokens[i]!.start, end: tokens[next - 1]!.end, next };
}

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

/**
 * The token index after a name read at token i, or undefined: the name's words and the tokens'
 * words split at hyphens must agree, and the name must end where a token ends ("AI-Act" is "AI Act";
 * "DSM" is not the start of "DSM-RL" read as "DSM").
 */
function matchName(tokens: readonly Token[], i: number, words: readonly string[]): number | undefined {
  const atoms = words.flatMap((word) => word.split("-"));
  let j = i;
  let part = 0;
  for (const atom of atoms) {
    const token = tokens[j];
    if (token?.kind !== "word") return undefined;
    const parts = token.lower.split("-");
    if (parts[part] !== atom) return undefined;
    part++;
    if (part === parts.length) {
      part = 0;
      j = skipDot(tokens, j + 1);
    }
  }
  // "Digital-Omnibus-Verordnung", "DSM-Richtlinie": the rest of the word only says which kind of act.
  if (part !== 0) {
    if (
      !tokens[j]!.lower.split("-")
        .slice(part)
        .every((rest) => kindAtoms.has(rest))
    )
      return undefined;
    j = skipDot(tokens, j + 1);
  }
  // A trailing "." belongs to the sentence, not the name.
  return tokens[j - 1]?.text === "." ? j - 1 : j;
}

/** Words that, joined to a name by a hyphen, only say which kind of act it is. */
const kindAtoms = new Set(["verordnung", "richtlinie", "vo", "rl", "regulation", "directive"]);

/** The longest of the names read at token i. */
function longestName<T extends { words: string[] }>(tokens: readonly Token[], i: number, candidates: readonly T[]) {
  let best: (T & { end: number }) | undefined;
  for (const candidate of candidates) {
    const end = matchName(tokens, i, candidate.words);
    if (end !== undefined && (!best || end > best.end)) best = { ...candidate, end };
  }
  return best;
}

/** "a.F.", "aF", "n.F.", "(old)", "(neu)" at token i: which Product Liability Directive, and the token after it. */
function versionMark(tokens: readonly Token[], i: number): { version: "new" | "old"; next: number } | undefined {
  const token = tokens[i];
  if (!token) return undefined;
  if (token.text === "(" && tokens[i + 2]?.text === ")") {
    const inner = tokens[i + 1]!.lower;
    const version = inner === "2024" ? "new" : inner === "1985" ? "old" : versionMarks[inner];
    return version && inner !== "af" && inner !== "nf" ? { version, next: i + 3 } : undefined;
  }
  // "ProdHaftRL neu", "Produkthaftungsrichtlinie alt".
  if (token.lower === "neu" || token.lower === "alt")
    return { version: token.lower === "alt" ? "old" : "new", next: i + 1 };
  // "a.F." in four tokens, "aF" in one.
  if ((token.lower === "a" || token.lower === "n") && tokens[i + 1]?.text === "." && tokens[i + 2]?.lower === "f") {
    return { version: token.lower === "a" ? "old" : "new", next: skipDot(tokens, i + 3) };
  }
  if ((token.text === "aF" || token.text === "nF") && token.kind === "word")
    return { version: token.text === "aF" ? "old" : "new", next: skipDot(tokens, i + 1) };
  return undefined;
}

/** Reads an act designation at token `i` ("AI Act", "Directive 85/374/EEC", "(EU) 2019/790", "der neuen Produkthaftungsrichtlinie"). */
export function readActDesignation(
  tokens: readonly Token[],
  i: number,
  options: { afterReference?: boolean } = {},
): ActDesignation | undefined {
  const start = tokens[i]?.start;
  if (start === undefined) return undefined;
  // A number after a reference may stand alone ("Art. 7 85/374"): only an installed act's number.
  const numbered = readNumbered(tokens, i, options.afterReference ?? false);
  // "Directive 85/374/EEC" by its number; "the Directive" only when no name follows ("Verordnung über künstliche Intelligenz").
  if (numbered && numbered.kind !== "generic") return numbered;
  const dated = readDated(tokens, i);
  if (dated) return dated;
  let modifier: "new" | "old" | undefined;
  let at = i;
  // "(new) PLD", "(alt) ProdHaftRL": a mark in brackets before the name.
  const before = tokens[i]?.text === "(" ? versionMark(tokens, i) : undefined;
  if (before) {
    modifier = before.version;
    at = before.next;
  } else if (newWords.has(tokens[at]?.lower ?? "")) modifier = "new";
  else if (oldWords.has(tokens[at]?.lower ?? "")) modifier = "old";
  if (modifier && !before) at++;
  // "the old and the new PLD", "sowohl in der alten als auch in der neuen Produkthaftungsrichtlinie": both directives (ADR 154).
  if (modifier) {
    const both = readBothDirectives(tokens, at, modifier);
    if (both) return { ...both, start };
  }
  // "EU AI Regulation", "EU-Urheberrechtsrichtlinie", "new EU PLD": a name after "EU".
  const best = longestName(tokens, at, [...names, ...names.map((name) => ({ ...name, words: ["eu", ...name.words] }))]);
  if (!best) {
    if (numbered) return numbered;
    if (modifier !== undefined) return undefined;
    const foreign = longestName(
      tokens,
      i,
      foreignPhrases.map((words) => ({ words })),
    );
    if (foreign)
      return {
        acts: [],
        kind: "foreign",
        ambiguous: false,
        start,
        end: tokens[foreign.end - 1]!.end,
        next: foreign.end,
      };
    if (foreignNames.has(tokens[i]!.lower))
      return { acts: [], kind: "foreign", ambiguous: false, start, end: tokens[i]!.end, next: i + 1 };
    return undefined;
  }
  let next = best.end;
  if (best.acts.length > 1) {
    // "PLD 2024", "Produkthaftungsrichtlinie 1985": a year after the name says which.
    const after = tokens[next];
    const year =
      after?.kind === "number"
        ? newWords.has(after.lower)
          ? "new"
          : oldWords.has(after.lower)
            ? "old"
            : undefined
        : undefined;
    // "ProdHaftRL a.F.", "Product Liability Directive (new)": a mark after the name says which.
    const mark = year ? undefined : versionMark(tokens, next);
    if (year) {
      modifier = year;
      next++;
    } else if (mark) {
      modifier = mark.version;
      next = mark.next;
    }
  }
  // "Produkthaftungsrichtlinie 85/374/EWG", "Product Liability Directive (EU) 2024/2853": the number after the name says which.
  // "AI Act (EU) 2024/1689": the number after the name, when it is the same act's, belongs to it.
  const numberedAfter = readNumbered(tokens, next, false);
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
  const end = tokens[next - 1]!.end;
  if (best.acts.length > 1 && modifier)
    return { acts: [modifier === "new" ? PLD : PLD85], kind: "known", ambiguous: false, start, end, next };
  if (modifier && best.acts.length === 1)
    return { acts: best.acts, kind: "known", ambiguous: false, start: tokens[at]!.start, end, next };
  return { acts: best.acts, kind: "known", ambiguous: best.acts.length > 1, start, end, next };
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

function readNumbered(tokens: readonly Token[], i: number, bare: boolean): ActDesignation | undefined {
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
  // "85/374 EWG": the series after a space.
  else if (
    introduced &&
    seriesWords.has(tokens[end]?.lower ?? "") &&
    tokens[end]!.text === tokens[end]!.text.toUpperCase()
  )
    end += 1;
  const celex = numberForms.get(`${first.text}/${second.text}`);
  if (!introduced && !series && tokens[j - 1]?.text !== ")" && !(bare && celex)) return undefined;
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
