import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

/** The court registry: every German court with its region, branch, level and codes. */
export const courts = pgTable(
  "courts",
  {
    id: serial("id").primaryKey(),
    /** Stable slug, e.g. "bgh" or "lg-muenchen-i". */
    slug: text("slug").notNull(),
    name: text("name").notNull(),
    /** Region slug: a federal state ("bayern") or "bund". */
    region: text("region").notNull(),
    /** ordinary | labour | administrative | social | finance | constitutional | patent | other */
    branch: text("branch").notNull(),
    /** e.g. "Amtsgericht", "Landesarbeitsgericht", "Bundesgerichtshof". */
    level: text("level"),
    city: text("city"),
    eclicode: text("ecli_code"),
    xjustizCode: text("xjustiz_code"),
    dissolved: boolean("dissolved").notNull().default(false),
    decisionCount: integer("decision_count").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("courts_slug_idx").on(table.slug),
    uniqueIndex("courts_xjustiz_code_idx").on(table.xjustizCode),
    index("courts_ecli_code_idx").on(table.eclicode),
    index("courts_region_branch_idx").on(table.region, table.branch),
  ],
);
