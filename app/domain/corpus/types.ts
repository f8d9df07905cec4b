import { z } from "zod";

export const LanguageSchema = z.enum(["EN", "DE"]);
export type Language = z.infer<typeof LanguageSchema>;

export const SourceFormatSchema = z.enum(["formex", "xhtml", "json", "text"]);
export type SourceFormat = z.infer<typeof SourceFormatSchema>;

export const ProvisionKindSchema = z.enum([
  "recital",
  "article",
  "paragraph",
  "point",
  "definition",
  "annex",
  "annex_section",
  "annex_point",
]);
export type ProvisionKind = z.infer<typeof ProvisionKindSchema>;

/** One citable unit as a parser produces it (before it is stored). */
export const ParsedProvisionSchema = z.object({
  /** Stable pinpoint id: "art_5", "art_5.par_1", "art_5.par_1.pt_a", "art_3.pt_1", "rct_12", "anx_III", "anx_III.pt_1", "anx_VIII.sec_B", "anx_VIII.sec_B.pt_1". */
  pinpoint: z.string().regex(/^(art|rct|anx)_[A-Za-z0-9]+(\.[a-z]+_[A-Za-z0-9]+)*$/),
  kind: ProvisionKindSchema,
  /** Human label for citations, e.g. "Article 5(1)(a)", "Recital 12", "Annex III". */
  label: z.string().min(1),
  /** The article's or annex's heading (for a definition: the defined term). */
  heading: z.string().nullable(),
  text: z.string().min(1),
  chapter: z.string().nullable(),
  section: z.string().nullable(),
  parentPinpoint: z.string().nullable(),
  /** The finest anchor of the EUR-Lex page for this unit (without "#"); empty when the page has none. */
  anchor: z.string(),
  /** In a consolidated version: the provision was inserted or replaced by an amending act. */
  amended: z.boolean().optional(),
});
export type ParsedProvision = z.infer<typeof ParsedProvisionSchema>;

export type ParsedAct = {
  celex: string;
  language: Language;
  title: string;
  format: SourceFormat;
  provisions: ParsedProvision[];
  /** Defects of the source that the parser repaired or skipped (reported by the import). */
  warnings: string[];
  /** A consolidated version (absent: the act as adopted and published in the Official Journal). */
  version?: ActVersion;
  /** What a citation of this text must say (e.g. an amendment that the text does not contain). */
  note?: string;
};

/** A consolidated version of an act: EUR-Lex CELEX "02024R1689-20260727", in force from `validFrom`. */
export type ActVersion = {
  celex: string;
  /** "consolidated text of 27 July 2026" */
  label: string;
  /** ISO dates; `validTo` null while the version is the latest. */
  validFrom: string;
  validTo: string | null;
  /** The acts whose amendments the version incorporates (CELEX). */
  amendedBy: string[];
};
