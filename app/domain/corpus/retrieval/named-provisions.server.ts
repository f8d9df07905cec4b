import type { Corpus, InstalledAct, StoredProvision } from "./corpus-cache.server.ts";
import { versionInForce } from "./pipeline/resolve-acts.ts";
import { amendingActs, knownAct } from "../known-acts.ts";
import { parseReferences, type ParsedReferences, type Reference } from "./references/parse-references.ts";
import { resolveReference, type ActProvisions } from "./references/resolve-references.ts";
import type { ReferenceNotice } from "./search-result-schema.ts";
import type { Language } from "../types.ts";
import { tokenizeWords } from "../vocabulary/text-analysis.ts";

/** The most provisions one question can name and get looked up (a range "Articles 1 to 40" is 40). */
const maxNamed = 40;

export type NamedGroup = {
  reference: Reference;
  /** The installed provisions it names; of an ambiguous reference the likelier act first. */
  rows: StoredProvision[];
  /** Where its act came from when the reference names none. */
  inferred?: "question" | "routing" | "all";
  /** Of a whole article with numbered paragraphs named inside a question: its paragraph 1, cited after every named provision (ADR 138). */
  openings?: StoredProvision[];
  /** The question around the reference has words of its own (not only numbers): its best paragraph may lead (ADR 156). */
  asked?: true;
};

export type NamedProvisions = {
  groups: NamedGroup[];
  notices: ReferenceNotice[];
};

/**
 * Named provisions are looked up, not searched (ADR 047): each reference of the question resolves
 * to its installed pinpoint in the act it names; a reference without an act in the acts the
 * question names elsewhere, else the routed acts, else every searched act that has it. A provision
 * that does not exist is a notice. `orderNamed` then puts them in order.
 */
export function lookUpNamedProvisions(
  corpus: Corpus,
  parsed: ParsedReferences,
  {
    language,
    asOf,
    searchable,
    routed,
  }: {
    language: Language;
    asOf: string;
    /** CELEX of the acts the request searches (with their amending acts). */
    searchable: readonly string[];
    /** CELEX of the acts the question is routed to, when the routing chose some. */
    routed: readonly string[];
  },
): NamedProvisions {
  const cache = new Map<string, Map<string, StoredProvision> | undefined>();
  const installed = (celex: string) => {
    if (!cache.has(celex)) cache.set(celex, installedProvisions(corpus, celex, language, asOf));
    return cache.get(celex);
  };
  const texts = new Map<string, ActProvisions | undefined>();
  const provisionsOf = (celex: string): ActProvisions | undefined => {
    if (!texts.has(celex)) {
      const rows = installed(celex);
      texts.set(celex, rows && new Map([...rows].map(([pinpoint, row]) => [pinpoint, row.text])));
    }
    return texts.get(celex);
  };
  const others = new Map<string, Map<string, { text: string; version: string }>>();
  const otherVersions = (celex: string) => {
    if (!others.has(celex)) others.set(celex, provisionsOfOtherVersions(corpus, celex, language, asOf));
    return others.get(celex)!;
  };
  const otherVersionsOf = (celex: string): ActProvisions =>
    new Map([...otherVersions(celex)].map(([pinpoint, entry]) => [pinpoint, entry.text]));
  const named = [
    ...new Set([
      ...parsed.references.flatMap((reference) => reference.acts),
      ...parsed.mentionedActs.flatMap((mention) => mention.acts),
    ]),
  ].filter((celex) => searchable.includes(celex));
  const groups: NamedGroup[] = [];
  const notices: ReferenceNotice[] = [];
  for (const reference of parsed.references.slice(0, maxNamed)) {
    const candidates = candidateActs(reference, { named, routed, searchable });
    let inferred = candidates.inferred;
    // A whole annex named without its act inside a question describes a class ("an Annex III system",
    // "listed in Annex III"), not the provision asked about: its words stay search words. One that
    // opens the question names its subject ("Annex IV technical documentation contents"; ADR 138).
    if (
      inferred &&
      reference.path.unit === "annex" &&
      !reference.path.section &&
      reference.path.points.length === 0 &&
      parsed.rest.trim() !== "" &&
      !opensQuestion(reference, parsed.rest)
    )
      continue;
    let outcomes = resolveReference(
      reference,
      candidates.acts.filter((celex) => searchable.includes(celex)),
      provisionsOf,
    );
    // A reference the routed acts do not have ("liable under Art. 17 IV for user uploads", routed to product
    // liability) is looked up in every searched act before it is said not to exist.
    if (inferred === "routing" && !outcomes.some((outcome) => outcome.status === "found")) {
      const everywhere = candidateActs(reference, { named: [], routed: [], searchable });
      const found = resolveReference(reference, everywhere.acts, provisionsOf).filter(
        (outcome) => outcome.status === "found",
      );
      if (found.length > 0) {
        outcomes = found;
        inferred = everywhere.inferred;
      }
    }
    const rows = outcomes.flatMap((outcome) =>
      outcome.status === "found" ? [installed(outcome.celex)!.get(outcome.pinpoint)!] : [],
    );
    for (const outcome of outcomes) {
      if (outcome.status !== "not-found" || inferred === "all") continue;
      // Not in the version in force, but in another installed one: deleted or replaced by an amending act
      // (Art. 10(5) AI Act, moved to Art. 4a), or not yet inserted on that day.
      const elsewhere = resolveReference(reference, [outcome.celex], otherVersionsOf).find(
        (other) => other.status === "found",
      );
      notices.push(
        notice(
          reference,
          outcome.celex,
          outcome.label,
          outcome.nearest && installed(outcome.celex)?.get(outcome.nearest)?.label,
          elsewhere?.status === "found"
            ? { asOf, version: otherVersions(outcome.celex).get(elsewhere.pinpoint)!.version }
            : undefined,
        ),
      );
    }
    // A whole article named inside a question: its paragraphs, paragraph 1 (the rule the others qualify) first;
    // `orderNamed` cites the one the question's other words match (ADR 138, 156).
    const openings =
      tokenizeWords(parsed.rest).length > 0
        ? outcomes.flatMap((outcome) =>
            outcome.status === "found" && !outcome.pinpoint.includes(".") && outcome.pinpoint.startsWith("art_")
              ? paragraphsOf(installed(outcome.celex)!, outcome.pinpoint)
              : [],
          )
        : [];
    if (rows.length > 0 || notices.some((entry) => entry.reference === reference.text))
      groups.push({
        reference,
        rows,
        ...(inferred ? { inferred } : {}),
        ...(openings.length > 0 ? { openings } : {}),
        ...(openings.length > 0 && asksAroundReferences(parsed.rest) ? { asked: true as const } : {}),
      });
  }
  return { groups, notices };
}

/**
 * The named provisions in the order the question names them. Where the question leaves the act
 * open, the act whose article its other words match best (`evidence`, the lexical score) comes
 * first, and of every searched act only the best two are kept.
 */
export function orderNamed(
  corpus: Corpus,
  groups: readonly NamedGroup[],
  evidence: (row: StoredProvision) => number,
): StoredProvision[] {
  const rows: StoredProvision[] = [];
  // A reference that names its act is what the question cites; one that takes its act from elsewhere ("for Annex III systems") describes.
  const ordered = [...groups.filter((group) => !group.inferred), ...groups.filter((group) => group.inferred)];
  for (const group of ordered) {
    let found = group.rows;
    // A reference that names its act ambiguously ("Article 15 PLD": 1985 or 2024) inside a question: the
    // act whose article the question's other words match best comes first, as for one without an act.
    const ambiguous = group.asked && new Set(found.map((row) => row.actId)).size > 1;
    if ((group.inferred || ambiguous) && found.length > 1) {
      const scored = found.map((row, index) => ({ row, index, score: articleEvidence(corpus, row, evidence) }));
      found = scored
        .sort((left, right) => right.score - left.score || left.index - right.index)
        .map((entry) => entry.row);
      if (group.inferred === "all") found = found.slice(0, 2);
    }
    for (const row of found) if (!rows.includes(row)) rows.push(row);
  }
  // Of each whole article named inside a question, the paragraph its other words match best (paragraph 1
  // when none matches) follows every named provision (ADR 138) …
  const taken = new Set(rows.map((row) => row.id));
  const openings: StoredProvision[] = [];
  for (const group of ordered) {
    const byArticle = new Map<string, StoredProvision[]>();
    for (const opening of group.openings ?? []) {
      const key = `${opening.actId}:${opening.pinpoint.split(".")[0]}`;
      byArticle.set(key, [...(byArticle.get(key) ?? []), opening]);
    }
    for (const paragraphs of byArticle.values()) {
      const opening = bestParagraph(paragraphs, evidence);
      if (
        taken.has(opening.id) ||
        !rows.some((row) => row.actId === opening.actId && opening.pinpoint.startsWith(`${row.pinpoint}.`))
      )
        continue;
      taken.add(opening.id);
      openings.push(opening);
    }
  }
  // … except that the first one comes before the article when the question names at most two provisions
  // (so each named one stays in the first three): the paragraph answers, the article frames it (ADR 156).
  const lead = openings[0];
  const leadAsked = lead && ordered.some((group) => group.asked && group.openings?.includes(lead));
  // The paragraph leads only within the act cited first (not a paragraph of the other directive's article).
  if (lead && leadAsked && rows.length <= 2 && evidence(lead) > 0 && lead.actId === rows[0]?.actId)
    return [lead, ...rows, ...openings.slice(1)].slice(0, maxNamed);
  return [...rows, ...openings].slice(0, maxNamed);
}

/**
 * Words around the references that ask something: at least two words of letters, not numbers or
 * roman numerals ("Art. 26 VII 1 KI-VO" is a reference written the courts' way, not a question).
 */
function asksAroundReferences(rest: string): boolean {
  let words = rest;
  for (const mention of parseReferences(rest).mentionedActs.toReversed())
    words = `${words.slice(0, mention.start)} ${words.slice(mention.end)}`;
  return tokenizeWords(words).filter((word) => /^\p{L}+$/u.test(word) && !/^[ivxlcdm]+$/.test(word)).length >= 2;
}

/** The numbered paragraphs of an article, paragraph 1 first (as stored: "art_4.par_1", "art_4.par_1a"). */
function paragraphsOf(rows: ReadonlyMap<string, StoredProvision>, article: string): StoredProvision[] {
  const paragraphs = [...rows.values()].filter(
    (row) => /^par_[^.]+$/.test(row.pinpoint.slice(article.length + 1)) && row.pinpoint.startsWith(`${article}.`),
  );
  const first = paragraphs.filter((row) => row.pinpoint === `${article}.par_1`);
  return [...first, ...paragraphs.filter((row) => !first.includes(row))];
}

/** Of an article's paragraphs, the one with the most evidence; paragraph 1 (listed first) on a tie or when none has any. */
function bestParagraph(
  paragraphs: readonly StoredProvision[],
  evidence: (row: StoredProvision) => number,
): StoredProvision {
  let best = paragraphs[0]!;
  for (const paragraph of paragraphs) if (evidence(paragraph) > evidence(best)) best = paragraph;
  return best;
}

function candidateActs(
  reference: Reference,
  { named, routed, searchable }: { named: readonly string[]; routed: readonly string[]; searchable: readonly string[] },
): { acts: readonly string[]; inferred?: "question" | "routing" | "all" } {
  if (reference.acts.length > 0) return { acts: reference.acts };
  // An amending act named elsewhere in the question holds recitals only: its articles are the amended act's.
  const namedHere = named.filter(
    (celex) => reference.path.unit === "recital" || !amendingActs.some((act) => act.celex === celex),
  );
  if (namedHere.length > 0) return { acts: namedHere, inferred: "question" };
  const routedActs = routed.filter((celex) => searchable.includes(celex));
  if (routedActs.length > 0) return { acts: routedActs, inferred: "routing" };
  return { acts: searchable.filter((celex) => !amendingActs.some((act) => act.celex === celex)), inferred: "all" };
}

/** The reference is the question's first words and what follows does not make it a class of systems ("Annex III systems …"). */
export function opensQuestion(reference: Reference, rest: string): boolean {
  return (
    reference.span.start === 0 &&
    !/^[\s-]*(?:(?:ai|ki|high-risk|hochrisiko)[\s-]*)?(?:systems?|use cases?|anwendungsf\u00e4lle|areas?|bereiche?)\b/iu.test(
      rest,
    )
  );
}

/** The best lexical evidence for a provision or any part of its article. */
function articleEvidence(corpus: Corpus, row: StoredProvision, evidence: (row: StoredProvision) => number): number {
  const article = row.pinpoint.split(".")[0]!;
  let best = evidence(row);
  for (const other of corpus.byPinpoint.values()) {
    if (other.actId === row.actId && (other.pinpoint === article || other.pinpoint.startsWith(`${article}.`)))
      best = Math.max(best, evidence(other));
  }
  return best;
}

function notice(
  reference: Reference,
  celex: string,
  label: string,
  nearest: string | undefined,
  elsewhere?: { asOf: string; version: string },
): ReferenceNotice {
  const act = knownAct(celex)?.shortName ?? celex;
  const recitalsOnly = amendingActs.some((amending) => amending.celex === celex) && reference.path.unit !== "recital";
  const message = recitalsOnly
    ? `${label} of the ${act} is not installed: only its recitals are; its amendments are in the consolidated text of the act it amends.`
    : elsewhere
      ? `The ${act} as in force on ${dayOf(elsewhere.asOf)} has no ${label}: the ${elsewhere.version} has it, so an amending act deleted or replaced it (or inserts it later)${nearest ? `; ${nearest} exists` : ""}.`
      : `The ${act} has no ${label}${nearest ? ` (${nearest} exists)` : ""}.`;
  return {
    kind: "provision-not-found",
    reference: reference.text,
    celex,
    act,
    provision: label,
    ...(nearest ? { nearest } : {}),
    ...(elsewhere ? { inOtherVersion: elsewhere.version } : {}),
    message,
  };
}

/**
 * The provisions of an act as the search quotes them, by pinpoint: the version in force on `asOf`
 * (`versionInForce`, as the search chooses it) in the question's language first, then in English,
 * then in the other languages; of the other versions only the recitals (a consolidated text has
 * none, and they explain the law in force). An article or annex the version in force does not have
 * is not law on that day, even where the act as adopted had it.
 */
function installedProvisions(
  corpus: Corpus,
  celex: string,
  language: Language,
  asOf: string,
): Map<string, StoredProvision> | undefined {
  const versions = corpus.acts.filter((act) => act.celex === celex);
  if (versions.length === 0) return undefined;
  const inForce = inForceByLanguage(versions, language, asOf);
  const rows = new Map<string, StoredProvision>();
  for (const act of [...inForce, ...versions.filter((version) => !inForce.includes(version))])
    for (const row of corpus.provisions.values())
      if (row.actId === act.id && !rows.has(row.pinpoint) && (inForce.includes(act) || row.pinpoint.startsWith("rct_")))
        rows.set(row.pinpoint, row);
  return rows;
}

/** The version in force on `asOf` of each language, the question's language first, then English. */
function inForceByLanguage(versions: readonly InstalledAct[], language: Language, asOf: string): InstalledAct[] {
  const languages = [...new Set([language, "EN", ...versions.map((act) => act.language)])];
  return languages.flatMap((each) => {
    const version = versionInForce(
      versions.filter((act) => act.language === each),
      asOf,
    );
    return version ? [version] : [];
  });
}

/** The articles and annexes of the act's other installed versions, with the version's name ("text as adopted"). */
function provisionsOfOtherVersions(
  corpus: Corpus,
  celex: string,
  language: Language,
  asOf: string,
): Map<string, { text: string; version: string }> {
  const versions = corpus.acts.filter((act) => act.celex === celex);
  const inForce = inForceByLanguage(versions, language, asOf);
  const rows = new Map<string, { text: string; version: string }>();
  for (const act of versions.filter((version) => !inForce.includes(version)))
    for (const row of corpus.provisions.values())
      if (row.actId === act.id && !rows.has(row.pinpoint))
        rows.set(row.pinpoint, { text: row.text, version: act.versionLabel ?? "text as adopted" });
  return rows;
}

const dayOf = (iso: string) =>
  new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(
    new Date(`${iso}T00:00:00Z`),
  );
