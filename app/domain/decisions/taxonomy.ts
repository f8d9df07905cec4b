/**
 * The fixed vocabularies of a decision. Kept free of zod so that browser code (the search
 * form) can import them without shipping the schemas (docs/decisions/042, JS budget).
 */
/**
 * Where a decision came from: rechtsprechung-im-internet.de (also its metadata), NeuRIS, Open
 * Legal Data, and the Federal Court of Justice's own decision database (bundesgerichtshof.de,
 * metadata with the official PDF, 2000–2009).
 */
export const sources = ["rii", "neuris", "oldp", "bgh"] as const;

export { branches, regions, states, type Branch, type Region, type State } from "../courts/court-taxonomy.ts";
