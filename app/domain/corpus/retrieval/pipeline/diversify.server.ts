import type { Corpus, StoredProvision } from "../corpus-cache.server.ts";
import { orderNamed } from "../named-provisions.server.ts";
import { defaultRanking, type RankingSettings } from "../ranking-settings.ts";
import { provisionMatch } from "../provision-match.server.ts";
import type { Match } from "../search-result-schema.ts";
import { asksAboutLiability, derogatedProvision, isModifier, statesLiability } from "../modifier.ts";
import { asksWho, citeFirstParagraph, firstParagraphBeforeLater } from "../first-paragraph.ts";
import { asksAboutChange, isInsertedProvision } from "../inserted-provision.ts";
import { amendingActs, knownActs } from "../../known-acts.ts";
import type { NamedInQuestion } from "./look-up-named.server.ts";
import type { ResolvedActs } from "./resolve-acts.ts";

export type Scored = { row: Corpus["provisions"] extends Map<number, infer R> ? R : never; score: number };
/** Step 7 of the search: the top K, the named provisions first. */
export type Top = { rows: Scored[]; namedCount: number };

/**
 * selectTop: the named provisions first, in the order named (at most topK); then the searched
 * provisions, without those that contain or lie inside a named one (and, for a question that is
 * nothing but references, from the named acts only), diversified (diversifyRows) to fill the top K.
 */
export function selectTop(
  corpus: Corpus,
  ranked: ReadonlyMap<number, number>,
  {
    question,
    topK,
    named,
    acts,
    fusedWithVectors,
    settings,
  }: {
    question: string;
    topK: number;
    named: NamedInQuestion | undefined;
    acts: Pick<ResolvedActs, "citeIn">;
    fusedWithVectors: boolean;
    settings: RankingSettings;
  },
): Top {
  const { citeIn } = acts;
  // Named provisions first, in the order named; nothing that contains them or lies inside them after them.
  const namedRows = named
    ? orderNamed(
        corpus,
        named.lookup.groups,
        (row) => ranked.get(row.id) ?? ranked.get(twinOf(corpus, citeIn, row)) ?? 0,
      ).slice(0, topK)
    : [];
  const celexOf = (actId: number) => corpus.acts.find((act) => act.id === actId)!.celex;
  const related = (row: StoredProvision) =>
    namedRows.some(
      (taken) =>
        celexOf(taken.actId) === celexOf(row.actId) &&
        (taken.pinpoint === row.pinpoint ||
          taken.pinpoint.startsWith(`${row.pinpoint}.`) ||
          row.pinpoint.startsWith(`${taken.pinpoint}.`)),
    );
  // A question that is nothing but references is followed by the neighbours of what it names, in the same acts only.
  const namedActs = named?.onlyReferences ? new Set(namedRows.map((row) => celexOf(row.actId))) : undefined;
  const changeAsked =
    (settings.insertedForChange !== 1 || settings.amendingRecitalsForChange !== 1) && asksAboutChange(question);
  const searched = [...ranked]
    .filter(([id]) => {
      const row = corpus.provisions.get(id)!;
      return (namedRows.length === 0 || !related(row)) && (!namedActs || namedActs.has(celexOf(row.actId)));
    })
    .map(([id, score]): [number, number] => {
      const row = corpus.provisions.get(id)!;
      if (changeAsked && isInsertedProvision(row)) return [id, score * settings.insertedForChange];
      // … and the amending act's recitals, which give the change's reasons (ADR 156).
      if (
        changeAsked &&
        settings.amendingRecitalsForChange !== 1 &&
        row.kind === "recital" &&
        amendingActs.some((act) => act.celex === celexOf(row.actId))
      )
        return [id, score * settings.amendingRecitalsForChange];
      return [id, score];
    });
  // The best 200 (at least 4 × topK) are enough to fill the top K after refinement and the caps.
  const rest = diversifyRows(
    corpus,
    searched.sort((a, b) => b[1] - a[1]).slice(0, Math.max(200, 4 * topK)),
    topK - namedRows.length,
    {
      recitalsWanted: !settings.recitalsBelowRules || asksAboutRecitals(question),
      refineShare: settings.refineShare,
      perArticle: settings.perArticleFirstPass,
      ruleFirst: settings.ruleFirst,
      liability: settings.liabilityConditions && asksAboutLiability(question),
      deferShare: fusedWithVectors ? 0 : settings.perArticleDeferShare,
      firstParagraph: settings.firstParagraph,
      insertedShare: settings.insertedBesideCap,
      derogations: settings.derogationBringsRule,
      amendingRecitals: settings.amendingRecitalsFollowRules,
      firstParagraphTie: asksWho(question) ? settings.firstParagraphTie : 0,
    },
  );
  const best = rest[0]?.score ?? 0;
  const top: Scored[] = [
    ...namedRows.map((row, index) => ({ row, score: best + (best || 1) * 0.01 * (namedRows.length - index) })),
    ...rest,
  ];
  return { rows: top, namedCount: namedRows.length };
}

/** The English twin's provision a German one is ranked by (ranked scores are keyed by the cited row). */
function twinOf(corpus: Corpus, citeIn: ReadonlyMap<number, number>, row: StoredProvision): number {
  for (const [twin, cited] of citeIn)
    if (cited === row.actId) return corpus.byPinpoint.get(`${twin}:${row.pinpoint}`)?.id ?? -1;
  return -1;
}

/** "Which recital …", "Erwägungsgrund", "why was …": the question asks for the reasons, not the rule. */
export function asksAboutRecitals(query: string): boolean {
  return /\b(recitals?|erwägungsgr(und|ünde)\w*|why|warum|weshalb|reasons?|rationale|purpose of the (rule|change|amendment))\b/i.test(
    query,
  );
}

/**
 * Exact pinpoints: an article (or paragraph) is cited by its best-scoring part when that part has
 * at least `refineShare` of its score — "Article 86(1)", not "Article 86" — at the article's place
 * in the ranking. A part with less evidence leaves the whole article cited.
 */
export function refinePinpoints(rows: readonly Scored[], share = defaultRanking.refineShare): Scored[] {
  // The best-scoring direct or deeper part of each ranked provision, by act and pinpoint.
  const bestPart = new Map<string, Scored>();
  for (const entry of rows) {
    const parts = entry.row.pinpoint.split(".");
    for (let depth = 1; depth < parts.length; depth++) {
      const key = `${entry.row.actId}:${parts.slice(0, depth).join(".")}`;
      const known = bestPart.get(key);
      if (!known || entry.score > known.score) bestPart.set(key, entry);
    }
  }
  return rows.map((entry) => {
    let current = entry;
    for (;;) {
      const best = bestPart.get(`${current.row.actId}:${current.row.pinpoint}`);
      if (!best || best.score < share * current.score) break;
      current = best;
    }
    return current === entry ? entry : { row: current.row, score: entry.score };
  });
}

/** The ranking rules diversify applies: unset, each is off (refineShare and perArticle: the defaults of ranking-settings.ts). */
type DiversifyOptions = {
  recitalsWanted?: boolean;
  refineShare?: number;
  perArticle?: number;
  ruleFirst?: 0 | 1 | 2;
  liability?: boolean;
  deferShare?: number;
  firstParagraph?: boolean;
  insertedShare?: number;
  derogations?: boolean;
  amendingRecitals?: boolean;
  firstParagraphTie?: number;
};

/**
 * Top K with distinct provisions and exact pinpoints: a provision is skipped when an enclosing or
 * enclosed one ranks higher; at most two provisions of one article (or annex) are taken before
 * every other article has had its turn; a recital is not cited above the first rule of its act
 * unless the question asks for reasons.
 */
export function diversify(
  corpus: Corpus,
  ranked: readonly [number, number][],
  topK: number,
  options: DiversifyOptions & { versionsInstalled?: ReadonlySet<string> } = {},
): Match[] {
  return diversifyRows(corpus, ranked, topK, options).map((entry) =>
    toMatch(corpus, entry, options.versionsInstalled ?? new Set()),
  );
}

export function toMatch(corpus: Corpus, { row, score }: Scored, versionsInstalled: ReadonlySet<string>): Match {
  const act = corpus.acts.find((candidate) => candidate.id === row.actId)!;
  const version =
    act.versionLabel ?? (versionsInstalled.has(`${act.celex}:${act.language}`) ? "text as adopted" : undefined);
  return provisionMatch(corpus, row, { act, score: Number(score.toFixed(6)), version });
}

function diversifyRows(
  corpus: Corpus,
  ranked: readonly [number, number][],
  topK: number,
  {
    recitalsWanted = false,
    refineShare: share = defaultRanking.refineShare,
    perArticle: cap = defaultRanking.perArticleFirstPass,
    ruleFirst = 0,
    liability = false,
    deferShare = 0,
    firstParagraph = false,
    insertedShare = 0,
    derogations = false,
    amendingRecitals = false,
    firstParagraphTie = 0,
  }: DiversifyOptions = {},
): Scored[] {
  const raw = ranked.map(([id, score]) => ({ row: corpus.provisions.get(id)!, score }));
  const refined = refinePinpoints(raw, share);
  const cited = firstParagraph ? citeFirstParagraph(refined, corpus.byPinpoint) : refined;
  const own = new Map(raw.map((entry) => [entry.row.id, entry.score]));
  const rows =
    firstParagraphTie > 0
      ? firstParagraphBeforeLater(cited, firstParagraphTie, (entry) =>
          Math.min(entry.score, own.get(entry.row.id) ?? entry.score),
        )
      : cited;
  const chosen: typeof rows = [];
  const related = (a: string, b: string) => a === b || a.startsWith(`${b}.`) || b.startsWith(`${a}.`);
  const article = (entry: (typeof rows)[number]) => `${entry.row.actId}:${entry.row.pinpoint.split(".")[0]}`;
  const clashes = (entry: (typeof rows)[number]) =>
    chosen.some((taken) => taken.row.actId === entry.row.actId && related(taken.row.pinpoint, entry.row.pinpoint));
  const perArticle = new Map<string, number>();
  const skipped: typeof rows = [];
  // A paragraph or point an amending act inserted (Art. 99(6a) beside 99(6)) is the new law on its
  // neighbour's subject: when older provisions of its article took the article's places, and it has at
  // least `insertedShare` of the best score taken from the article, the cap passes it, once per article.
  const insertedBesideCap = (entry: (typeof rows)[number], key: string) => {
    if (insertedShare <= 0 || !isInsertedProvision(entry.row) || (perArticle.get(key) ?? 0) >= cap + 1) return false;
    const taken = chosen.filter((candidate) => article(candidate) === key);
    return (
      taken.some((candidate) => !isInsertedProvision(candidate.row)) &&
      taken.every((candidate) => entry.score >= insertedShare * candidate.score)
    );
  };
  const modifies = (entry: (typeof rows)[number]) =>
    ruleFirst > 0 && entry.row.kind === "paragraph" && isModifier(entry.row.text);
  for (const entry of rows) {
    if (chosen.length >= topK) break;
    if (clashes(entry)) continue;
    // The cap defers a provision only for others with at least `deferShare` of its evidence, not for
    // what hardly matches. Definitions stay deferred: a definitions article is a list of separate terms.
    while (deferShare > 0 && chosen.length < topK) {
      const waiting = skipped.find((candidate) => candidate.row.kind !== "definition");
      if (!waiting || waiting.score * deferShare <= entry.score) break;
      skipped.splice(skipped.indexOf(waiting), 1);
      if (!clashes(waiting)) chosen.push(waiting);
    }
    if (chosen.length >= topK) break;
    if (clashes(entry)) continue;
    const key = article(entry);
    if ((perArticle.get(key) ?? 0) >= cap && !insertedBesideCap(entry, key)) {
      skipped.push(entry);
      continue;
    }
    perArticle.set(key, (perArticle.get(key) ?? 0) + (modifies(entry) ? 0.5 : 1));
    chosen.push(entry);
    // A question whether someone is liable: the article's paragraph that says when they are (not) liable comes with its rule.
    if (
      liability &&
      entry.row.kind === "paragraph" &&
      !chosen.some((taken) => article(taken) === key && statesLiability(taken.row.text))
    ) {
      const conditions = raw.find(
        (candidate) =>
          article(candidate) === key &&
          candidate.row.kind === "paragraph" &&
          statesLiability(candidate.row.text) &&
          !clashes(candidate),
      );
      if (conditions && chosen.length < topK) {
        perArticle.set(key, (perArticle.get(key) ?? 0) + 1);
        chosen.push({ row: conditions.row, score: entry.score });
        continue;
      }
    }
    // A derogation from a provision of another article ("by way of derogation from Article 11(1), point
    // (e)") brings that provision, the rule it departs from, when the question's words reach it at all.
    const derogated =
      derogations && ruleFirst > 0 && entry.row.kind !== "article" ? derogatedProvision(entry.row.text) : undefined;
    if (derogated && derogated.split(".")[0] !== entry.row.pinpoint.split(".")[0]) {
      const inside = (pinpoint: string) => pinpoint === derogated || pinpoint.startsWith(`${derogated}.`);
      const around = (pinpoint: string) => inside(pinpoint) || derogated.startsWith(`${pinpoint}.`);
      if (chosen.some((taken) => taken.row.actId === entry.row.actId && around(taken.row.pinpoint))) continue;
      const candidates = rows.filter((candidate) => candidate.row.actId === entry.row.actId && !clashes(candidate));
      const rule =
        candidates.find((candidate) => inside(candidate.row.pinpoint)) ??
        candidates.find((candidate) => around(candidate.row.pinpoint));
      if (!rule || chosen.length >= topK) continue;
      perArticle.set(article(rule), (perArticle.get(article(rule)) ?? 0) + 1);
      chosen.splice(ruleFirst === 2 ? chosen.length - 1 : chosen.length, 0, {
        row: rule.row,
        score: ruleFirst === 2 ? entry.score : rule.score,
      });
      continue;
    }
    // A modifier without its rule: the article's rule comes with it (when the question's words reach it at all).
    if (
      !modifies(entry) ||
      chosen.some(
        (taken) => taken !== entry && article(taken) === key && taken.row.kind === "paragraph" && !modifies(taken),
      )
    )
      continue;
    const rule = rows.find(
      (candidate) =>
        article(candidate) === key && candidate.row.kind === "paragraph" && !modifies(candidate) && !clashes(candidate),
    );
    if (!rule || chosen.length >= topK) continue;
    perArticle.set(key, (perArticle.get(key) ?? 0) + 1);
    chosen.splice(ruleFirst === 2 ? chosen.length - 1 : chosen.length, 0, {
      row: rule.row,
      score: ruleFirst === 2 ? entry.score : rule.score,
    });
  }
  for (const entry of skipped) {
    if (chosen.length >= topK) break;
    if (!clashes(entry)) chosen.push(entry);
  }
  // An amending act's recitals explain the provisions it inserted in the act it amends (the
  // consolidated text has none of its own): they wait for, and follow, that act's first rule.
  const actOf = (actId: number) => {
    const act = corpus.acts.find((candidate) => candidate.id === actId)!;
    const amended = amendingRecitals ? knownActs.find((known) => known.amendedBy?.includes(act.celex)) : undefined;
    return amended ? { celex: amended.celex } : act;
  };
  // Recitals explain the rules: below the first rule cited from the same act (by CELEX, any version).
  let ordered = chosen;
  if (!recitalsWanted) {
    ordered = [];
    const pending: typeof rows = [];
    for (const entry of chosen) {
      const celex = actOf(entry.row.actId).celex;
      if (
        entry.row.kind === "recital" &&
        !ordered.some((taken) => taken.row.kind !== "recital" && actOf(taken.row.actId).celex === celex)
      ) {
        pending.push(entry);
        continue;
      }
      ordered.push(entry);
      if (entry.row.kind !== "recital") {
        for (const waiting of pending.filter((candidate) => actOf(candidate.row.actId).celex === celex)) {
          ordered.push(waiting);
          pending.splice(pending.indexOf(waiting), 1);
        }
      }
    }
    ordered.push(...pending);
  }
  return ordered;
}
