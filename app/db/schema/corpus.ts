import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  real,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

/**
 * An installed EU act in one language and one version (e.g. CELEX 32024R1689, EN, as adopted; or
 * its consolidated version 02024R1689-20260727, in force from 27 July 2026).
 */
export const acts = pgTable(
  "acts",
  {
    id: serial("id").primaryKey(),
    celex: text("celex").notNull(),
    language: text("language").notNull(),
    title: text("title").notNull(),
    shortName: text("short_name").notNull(),
    sourceFormat: text("source_format").notNull(), // formex | xhtml | json
    importedAt: timestamp("imported_at", { withTimezone: true }).notNull().defaultNow(),
    /** The consolidated version's CELEX ("02024R1689-20260727"); "" for the act as adopted. */
    version: text("version").notNull().default(""),
    /** "consolidated text of 27 July 2026"; null for the act as adopted. */
    versionLabel: text("version_label"),
    /** The day the version applies from (null: as adopted, from entry into force) and until (null: still current). */
    validFrom: date("valid_from", { mode: "string" }),
    validTo: date("valid_to", { mode: "string" }),
    /** What every citation of this text must say (e.g. "the 1999 amendment is not in this text"). */
    note: text("note"),
  },
  (table) => [uniqueIndex("acts_celex_language_version_idx").on(table.celex, table.language, table.version)],
);

/** One citable unit of an act: recital, article, paragraph, point, annex or definition. */
export const provisions = pgTable(
  "provisions",
  {
    id: serial("id").primaryKey(),
    actId: integer("act_id")
      .notNull()
      .references(() => acts.id, { onDelete: "cascade" }),
    /** Stable pinpoint id, e.g. "art_5", "art_5.par_1.pt_a", "rct_12", "anx_III". */
    pinpoint: text("pinpoint").notNull(),
    kind: text("kind").notNull(),
    label: text("label").notNull(),
    heading: text("heading"),
    text: text("text").notNull(),
    chapter: text("chapter"),
    section: text("section"),
    parentPinpoint: text("parent_pinpoint"),
    position: integer("position").notNull(),
    url: text("url").notNull(),
    embedding: real("embedding").array(),
    /** The EMBEDDINGS_MODEL that computed `embedding` (npm run corpus:embed re-embeds for another model). */
    embeddingModel: text("embedding_model"),
    /** In a consolidated version: inserted or replaced by an amending act. */
    amended: boolean("amended").notNull().default(false),
  },
  (table) => [
    uniqueIndex("provisions_act_pinpoint_idx").on(table.actId, table.pinpoint),
    index("provisions_act_position_idx").on(table.actId, table.position),
  ],
);
