import { date, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { courts } from "./courts.ts";

/** A published court decision, normalised from one of the sources. */
export const decisions = pgTable(
  "decisions",
  {
    /** Public id used in URLs (/decision-details/:id); stable across re-imports. */
    id: text("id").primaryKey(),
    /** rii | neuris | oldp */
    source: text("source").notNull(),
    sourceId: text("source_id").notNull(),
    ecli: text("ecli"),
    fileNumbers: text("file_numbers").array().notNull().default([]),
    courtId: integer("court_id").references(() => courts.id, { onDelete: "set null" }),
    courtName: text("court_name").notNull(),
    region: text("region").notNull(),
    branch: text("branch").notNull(),
    level: text("level"),
    decisionDate: date("decision_date", { mode: "string" }).notNull(),
    decisionType: text("decision_type"),
    title: text("title"),
    headnote: text("headnote"),
    tenor: text("tenor"),
    fullTextHtml: text("full_text_html"),
    sourceUrl: text("source_url"),
    pdfUrl: text("pdf_url"),
    /** Hash of the normalised content: a change raises the revision (the feeds' SEQUENCE). */
    contentHash: text("content_hash").notNull(),
    revision: integer("revision").notNull().default(0),
    firstSeenAt: timestamp("first_seen_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("decisions_source_idx").on(table.source, table.sourceId),
    index("decisions_ecli_idx").on(table.ecli),
    index("decisions_region_branch_date_idx").on(table.region, table.branch, table.decisionDate),
    index("decisions_court_date_idx").on(table.courtId, table.decisionDate),
    index("decisions_date_idx").on(table.decisionDate),
  ],
);

/** Source records that failed validation: kept with the reason, never published. */
export const quarantinedRecords = pgTable(
  "quarantined_records",
  {
    id: serial("id").primaryKey(),
    source: text("source").notNull(),
    sourceId: text("source_id").notNull(),
    reason: text("reason").notNull(),
    payload: jsonb("payload"),
    firstSeenAt: timestamp("first_seen_at", { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex("quarantined_source_idx").on(table.source, table.sourceId)],
);
