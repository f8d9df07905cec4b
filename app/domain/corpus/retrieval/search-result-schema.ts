import { z } from "zod";
import { CoverageSchema } from "./assess-coverage.ts";
import { LanguageSchema } from "../types.ts";

/**
 * The answer of `searchLegalDocuments` (POST /api/functions/searchLegalDocuments returns it as
 * `{"result": …}`; docs/api.md). One schema for the domain's types and for clients that check it.
 */
export const MatchSchema = z.object({
  id: z.string(),
  act: z.string(),
  celex: z.string(),
  pinpoint: z.string(),
  label: z.string(),
  heading: z.string().nullable(),
  articleHeading: z.string().nullable(),
  text: z.string(),
  url: z.string(),
  score: z.number(),
  /** Which text is quoted: "consolidated text of 27 July 2026", "text as adopted" (when a consolidated version exists). */
  version: z.string().optional(),
  /** The consolidated version's CELEX ("02024R1689-20260727"); absent for the act as adopted. */
  versionCelex: z.string().optional(),
  /** The provision was inserted or replaced by an amending act. */
  amended: z.boolean().optional(),
  /** What the citation must say about the text (e.g. "the 1999 amendment is not in this text"). */
  note: z.string().optional(),
  /** Looked up because the question names it ("Art. 17(4) DSM-RL"; ADR 047), not found by its words. */
  named: z.boolean().optional(),
});
export type Match = z.infer<typeof MatchSchema>;

export const MissingActSchema = z.object({
  act: z.string(),
  celex: z.string(),
  language: LanguageSchema,
  reason: z.enum(["not-installed", "language-not-installed"]),
  searchedLanguage: LanguageSchema.optional(),
});
export type MissingAct = z.infer<typeof MissingActSchema>;

/** A provision the question names that the act does not have ("Article 140 AI Act"): said, not searched for (ADR 047). */
export const ReferenceNoticeSchema = z.object({
  kind: z.literal("provision-not-found"),
  /** The reference as the question wrote it. */
  reference: z.string(),
  celex: z.string(),
  act: z.string(),
  /** "Article 17(12)" */
  provision: z.string(),
  /** The nearest installed unit ("Article 17"), when there is one. */
  nearest: z.string().optional(),
  /** Not in the version in force, but in this other installed version ("text as adopted"): an amending act deleted or replaced it. */
  inOtherVersion: z.string().optional(),
  message: z.string(),
});
export type ReferenceNotice = z.infer<typeof ReferenceNoticeSchema>;

export const SearchResultSchema = z.object({
  matches: z.array(MatchSchema),
  missingActs: z.array(MissingActSchema),
  /**
   * Whether the installed acts answer the question: "covered", "weak" (the matches share only part
   * of it: leads, not an answer) or "not-covered" (nothing installed is about it; the matches are
   * the nearest words, not an answer). See assess-coverage.ts.
   */
  coverage: CoverageSchema,
  /** Provisions the question names that do not exist; absent when there are none. */
  notices: z.array(ReferenceNoticeSchema).optional(),
});
export type SearchResult = z.infer<typeof SearchResultSchema>;
