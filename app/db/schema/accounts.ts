import { bigint, boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

/** A user: created at first sign-in. */
export const users = pgTable(
  "users",
  {
    uid: text("uid").primaryKey(),
    email: text("email"),
    displayName: text("display_name"),
    photoURL: text("photo_url"),
    verified: boolean("verified").notNull().default(false),
    waitlistId: text("waitlist_id"),
    /** Identity provider issuer and subject: one user per external identity. */
    issuer: text("issuer").notNull(),
    subject: text("subject").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("users_identity_idx").on(table.issuer, table.subject),
    index("users_email_idx").on(table.email),
  ],
);

/** Server-side sessions; the cookie holds only an opaque random id (stored here hashed). */
export const sessions = pgTable(
  "sessions",
  {
    idHash: text("id_hash").primaryKey(),
    uid: text("uid")
      .notNull()
      .references(() => users.uid, { onDelete: "cascade" }),
    csrfToken: text("csrf_token").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastActiveAt: timestamp("last_active_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("sessions_uid_idx").on(table.uid)],
);

export const waitlistEntries = pgTable(
  "waitlist_entries",
  {
    id: text("id").primaryKey(),
    uid: text("uid")
      .notNull()
      .references(() => users.uid, { onDelete: "cascade" }),
    email: text("email").notNull(),
    displayName: text("display_name"),
    photoURL: text("photo_url"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex("waitlist_uid_idx").on(table.uid)],
);

export const usage = pgTable("usage", {
  uid: text("uid")
    .primaryKey()
    .references(() => users.uid, { onDelete: "cascade" }),
  count: integer("count").notNull().default(0),
  lastUpdated: timestamp("last_updated", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A sign-in in progress (OIDC state, nonce, PKCE verifier, where to return). The browser holds
 * only a random id in a short-lived cookie; the row is used once and expires after 10 minutes.
 */
export const authRequests = pgTable(
  "auth_requests",
  {
    idHash: text("id_hash").primaryKey(),
    provider: text("provider").notNull(),
    data: jsonb("data").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("auth_requests_expires_idx").on(table.expiresAt)],
);

/**
 * Model calls per external identity, kept when the account is deleted so that deleting it and
 * signing in again does not reset the usage limit. Keyed on a SHA-256 of issuer and subject: no
 * name, address or content (privacy policy, docs/security.md).
 */
export const usageLedger = pgTable("usage_ledger", {
  identityHash: text("identity_hash").primaryKey(),
  count: integer("count").notNull().default(0),
  lastUpdated: timestamp("last_updated", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Fixed-window rate-limit counters shared by every instance on one PostgreSQL
 * (docs/decisions/089-several-instances-on-one-database.md): one row per limit and client key.
 */
export const rateLimitWindows = pgTable("rate_limit_windows", {
  key: text("key").primaryKey(),
  /** Start of the current window, ms since the epoch (the limiter's own clock). */
  windowStart: bigint("window_start", { mode: "number" }).notNull(),
  count: integer("count").notNull(),
});
