import { z } from "zod";

/**
 * Every weight and threshold of the legal search in one place: what `searchLegalDocuments` uses
 * unless a caller passes others (`eval:retrieval -- --ranking '{"k1": 1.4}'` tries any of them
 * against these defaults; `--ablate` switches the ranking changes off one by one). Each was chosen
 * on development questions only (ADR 031–039, 045, 046); the figures are in docs/areas/corpus.md.
 */
export type RankingSettings = {
  // The lexical index (BM25F over Snowball stems; lexical-index.ts). Read when the index is built.
  /** BM25 term-frequency saturation: how much a second and third occurrence of a word still adds. */
  k1: number;
  /** BM25 length normalisation: 0 ignores a provision's length, 1 divides fully by it. */
  b: number;
  /** A provision counts at least this share of the average length (a two-word point must not win on its article's heading alone). */
  minLengthShare: number;
  /** Weight of a provision's heading (article, annex, section title) against its text (1). */
  headingWeight: number;
  /** Weight of a definition's defined term (its "heading") against its text. */
  definitionTermWeight: number;
  /** Weight of the enclosing article's or annex's heading for a paragraph or point. */
  contextHeadingWeight: number;
  /** Weight of the provision's own text. */
  textWeight: number;
  /** Weight of the provision's everyday-word paraphrase (ADR 046: 1 and 2 did a little worse than 1.5). */
  paraphraseWeight: number;
  /** Factor on a recital's score: recitals explain, articles and annexes rule. */
  recitalWeight: number;

  // The query (query-expansion.ts).
  /**
   * Weight of the concept map's statutory words against the question's own words (1): 0.6 until the
   * provisions' paraphrases carried much of the same bridge; 0.3 since (ADR 046; on every development
   * question at once: R@1 0.750 → 0.772, R@5 0.953 → 0.960).
   */
  conceptWeight: number;
  /** Weight of the everyday-English thesaurus's statutory words (0: off; ADR 045). */
  everydayWeight: number;

  // Which acts, and in which language (search-legal-documents.server.ts).
  /** Share of their evidence that provisions of acts the question is not routed to keep: routing is a preference, never a filter (ADR 034). */
  unroutedWeight: number;
  /**
   * Weight of a text's own-language evidence when the act is ranked on its English twin: 0.5 until
   * ADR 107; 0.25 since, because only 85/374/EEC is installed in German and the bonus put it above
   * the 2024 Directive for German questions about the latter (pool development, German: R@1 0.684 →
   * 0.734).
   */
  ownLanguageWeight: number;
  /** Rank a non-English question on the English twin of an act installed in both languages (ADR 036). */
  crossLingual: boolean;
  /** Route a question that cites an act by number or year ("Directive 85/374/EEC") to that act (ADR 039). */
  citations: boolean;
  /** Route a question that names an act unambiguously ("der neuen Produkthaftungsrichtlinie", "the old PLD") to that act, like a citation (ADR 107). */
  namedActsRoute: boolean;

  // The ranking steps after the index (search-legal-documents.server.ts).
  /** A part (paragraph, point) replaces the article or paragraph containing it when it scores at least this share of it (ADR 035; Infinity: off). */
  refineShare: number;
  /** An article cited whole although it has numbered paragraphs is cited by its paragraph 1 (ADR 138). */
  firstParagraph: boolean;
  /** How many provisions of one article the first pass of the diversity step takes (ADR 035). */
  perArticleFirstPass: number;
  /** Recitals go below their act's first rule (ADR 035). */
  recitalsBelowRules: boolean;
  /** A definition's share of its score when the question does not ask what something is (ADR 038). */
  definitionWeight: number;
  /** Factor on the entry-into-force, transitional and transposition provisions for a question asking from when a rule applies (1: off; ADR 039). */
  applicationInTime: number;
  /** A question which act or rules apply, with a year in it, counts as asking when a rule applies (ADR 138). */
  regimeInTime: boolean;
  /** Gain per other part of the same article among the first hits, at most three (0: off; ADR 039). */
  articleSupport: number;
  /** Factor on the definition of a term the question names when it asks what something is (ADR 039). */
  namedDefinitionAsked: number;
  /**
   * When the question asks what something is and names a defined term, that definition scores at
   * least this share of the best hit (0: off); of nested terms the longest ("general-purpose AI
   * model", not "AI model") (ADR 046).
   */
  namedDefinitionLift: number;
  /** Share of a recital's score lent to the rules it explains (0: off; recital-links.ts, ADR 045). */
  recitalLinks: number;
  /** Exponent of the share of the question's terms (IDF-weighted) a provision contains, in a re-rank of the first 50 hits (0: off; not kept, ADR 038). */
  coverage: number;
  /** Weight of the share of the question's adjacent word pairs that stand together in a provision, in the same re-rank (0: off; not kept, ADR 038). */
  proximity: number;
  /**
   * The rule before its modifiers (ADR 048): a paragraph that qualifies another ("by way of
   * derogation", "shall not apply", "without prejudice") counts half toward the per-article cap,
   * and brings the article's rule (its best-ranked paragraph that qualifies nothing) in with it:
   * 0 off, 1 right after the modifier, 2 right before it.
   */
  ruleFirst: 0 | 1 | 2;
  /**
   * A question whether someone is liable ("Can a platform be liable …?", "Wer haftet …?"): a paragraph
   * taken from an article brings the article's paragraph that says when the party is (not) liable
   * ("shall be liable … unless", Art. 17(4) DSM beside 17(1); modifier.ts) right after it (ADR 105).
   */
  liabilityConditions: boolean;
  /**
   * The per-article cap defers a provision only while the others have at least this share of its
   * score: below it, the deferred one comes first (0: off; lexical scores only, not fused ranks; ADR 105;
   * 0.6 → 0.8 in ADR 156: a third paragraph nearly as strong as the two taken is not deferred below
   * weaker articles; 0.9 also cost an Omnibus recital's place).
   */
  perArticleDeferShare: number;
  /**
   * A paragraph or point an amending act inserted ("Article 99(6a)", "Article 5(1a)") passes the
   * per-article cap when it scores at least this share of the best provision taken from its article:
   * the new law on its neighbour's subject is not capped away by the older paragraphs (0: off; ADR 154).
   */
  insertedBesideCap: number;
  /**
   * Factor on the provisions an amending act inserted for a question about what changed or holds now
   * ("now", "still", "new", "inzwischen", "neue"; 1: off; ADR 154: 1.2 and 1.5 did the same on the
   * pool and the fourth set, 1.5 put one more first on the fifth and one Omnibus recital out of the top 5).
   */
  insertedForChange: number;
  /**
   * A paragraph or point that derogates from a provision of another article of its act ("by way of
   * derogation from Article 11(1), point (e)") brings that provision, the rule it departs from, right
   * after it (with `ruleFirst`; ADR 154).
   */
  derogationBringsRule: boolean;
  /**
   * The recitals of an amending act (Regulation (EU) 2026/1744) count as recitals of the act it
   * amends when recitals go below their act's first rule: they follow the amended act's first rule
   * instead of coming after every rule (ADR 154).
   */
  amendingRecitalsFollowRules: boolean;
  /**
   * A question that asks who (who must, who is liable, which authority): paragraph 1, where an article
   * names its addressee, before a later paragraph of its article that it nearly ties; with at least
   * this share of the later one's own score it moves up to just before it (0: off; ADR 154).
   */
  firstParagraphTie: number;
  /**
   * Factor on an annex provision (an Annex III use case, an Annex XI documentation item) against the
   * articles, after fusion, unless the question speaks of an annex: an annex describes a class or a
   * detail, the article states the duty. Annex I, the list of Union legislation, is left out
   * (1: off; ADR 156).
   */
  annexWeight: number;
  /**
   * Factor on an amending act's recitals (the Digital Omnibus's) for a question about what changed or
   * holds now: the recital gives the change's reasons beside the provision it inserted or amended
   * (1: off; ADR 156: 1.5 and 2 did the same on the development halves).
   */
  amendingRecitalsForChange: number;
  /**
   * The designations of the installed acts other than the AI Act ("the new Product Liability
   * Directive", "DSM-RL") stay ranking words (false: they route but are not searched, unless the
   * question is about the acts themselves; ADR 156).
   */
  actDesignationsAsWords: boolean;
  /** Look up the provisions a question names ("Article 17(4) DSM Directive") instead of searching their numbers (ADR 047). */
  references: boolean;

  // Whether the acts answer the question at all (assess-coverage.ts, ADR 038).
  /**
   * On the evidence (the IDF-weighted share of the question's terms the best of the first matches
   * holds): below `notCovered` a question whose subject the acts do not name is "not-covered"; from
   * `covered` on, or from `notCovered` on for a question that names it, "covered"; "weak" between.
   */
  coverageThresholds: { notCovered: number; covered: number };
  /**
   * A question asked under a law that is not installed ("the GDPR fine", "fair use under US copyright
   * law") and naming no installed act is "not-covered" unless its evidence reaches `covered` (ADR 106).
   */
  otherLaw: boolean;
};

export const defaultRanking: RankingSettings = {
  k1: 1.2,
  b: 0.6,
  minLengthShare: 0.3,
  headingWeight: 3,
  definitionTermWeight: 4,
  contextHeadingWeight: 1.5,
  textWeight: 1,
  paraphraseWeight: 1.5,
  recitalWeight: 0.7,

  conceptWeight: 0.3,
  everydayWeight: 0.5,

  unroutedWeight: 0.6,
  ownLanguageWeight: 0.25,
  crossLingual: true,
  citations: true,
  namedActsRoute: true,

  refineShare: 0.5,
  firstParagraph: true,
  perArticleFirstPass: 2,
  recitalsBelowRules: true,
  definitionWeight: 0.6,
  applicationInTime: 2,
  regimeInTime: true,
  articleSupport: 0.05,
  namedDefinitionAsked: 2,
  namedDefinitionLift: 1.01,
  recitalLinks: 0.5,
  coverage: 0,
  proximity: 0,
  references: true,
  ruleFirst: 1,
  liabilityConditions: true,
  perArticleDeferShare: 0.8,
  insertedBesideCap: 0.75,
  derogationBringsRule: true,
  insertedForChange: 1.2,
  amendingRecitalsFollowRules: true,
  firstParagraphTie: 0.9,
  annexWeight: 0.85,
  amendingRecitalsForChange: 1.5,
  actDesignationsAsWords: false,

  coverageThresholds: { notCovered: 0.3, covered: 0.5 },
  otherLaw: true,
};

/** The settings the lexical index is built with: a change to one of them builds the index again. */
export const indexSettingNames = [
  "k1",
  "b",
  "minLengthShare",
  "headingWeight",
  "definitionTermWeight",
  "contextHeadingWeight",
  "textWeight",
  "paraphraseWeight",
  "recitalWeight",
] as const;
export type IndexSettings = Pick<RankingSettings, (typeof indexSettingNames)[number]>;

export function indexSettingsOf(settings: RankingSettings): IndexSettings {
  return Object.fromEntries(indexSettingNames.map((name) => [name, settings[name]])) as IndexSettings;
}

const weight = z.number().min(0);
/**
 * Settings to try against the defaults (`eval:retrieval --ranking`): any of them, by name; an
 * unknown name or a value of the wrong kind is an error, not a silently ignored setting.
 */
export const RankingOverrideSchema = z
  .strictObject({
    k1: weight,
    b: z.number().min(0).max(1),
    minLengthShare: weight,
    headingWeight: weight,
    definitionTermWeight: weight,
    contextHeadingWeight: weight,
    textWeight: weight,
    paraphraseWeight: weight,
    recitalWeight: weight,
    conceptWeight: weight,
    everydayWeight: weight,
    unroutedWeight: weight,
    ownLanguageWeight: weight,
    crossLingual: z.boolean(),
    citations: z.boolean(),
    namedActsRoute: z.boolean(),
    refineShare: weight,
    firstParagraph: z.boolean(),
    perArticleFirstPass: z.number().int().min(1),
    recitalsBelowRules: z.boolean(),
    definitionWeight: weight,
    applicationInTime: weight,
    regimeInTime: z.boolean(),
    articleSupport: weight,
    namedDefinitionAsked: weight,
    namedDefinitionLift: weight,
    recitalLinks: weight,
    coverage: weight,
    proximity: weight,
    references: z.boolean(),
    ruleFirst: z.union([z.literal(0), z.literal(1), z.literal(2)]),
    liabilityConditions: z.boolean(),
    perArticleDeferShare: z.number().min(0).max(1),
    insertedBesideCap: z.number().min(0).max(1),
    derogationBringsRule: z.boolean(),
    insertedForChange: weight,
    amendingRecitalsFollowRules: z.boolean(),
    firstParagraphTie: z.number().min(0).max(1),
    annexWeight: weight,
    amendingRecitalsForChange: weight,
    actDesignationsAsWords: z.boolean(),
    coverageThresholds: z.strictObject({ notCovered: weight, covered: weight }),
    otherLaw: z.boolean(),
  })
  .partial() satisfies z.ZodType<Partial<RankingSettings>>;
