import { boolean, index, jsonb, pgEnum, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./accounts.ts";

/** Who wrote a message: the user's question or the assistant's answer (database-checked). */
export const messageType = pgEnum("message_type", ["user", "ai"]);
/**
 * streaming: an answer being written (stored only when its generation is cut off by a crash);
 * complete: a question or a finished answer; error: the stored error answer.
 */
export const messageStatus = pgEnum("message_status", ["streaming", "complete", "error"]);

export const projects = pgTable(
  "projects",
  {
    /** A UUID the client makes (the server validates its form). */
    id: text("id").primaryKey(),
    uid: text("uid")
      .notNull()
      .references(() => users.uid, { onDelete: "cascade" }),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    /** Built by the comparison view; stored as the client sends it (validated there). */
    regulationCards: jsonb("regulation_cards"),
    /** `{messages, updatedAt}` of the procedural breakdown view. */
    proceduralBreakdownData: jsonb("procedural_breakdown_data"),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "string" }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: "string" }).notNull().defaultNow(),
  },
  (table) => [index("projects_uid_idx").on(table.uid, table.createdAt)],
);

export const chats = pgTable(
  "chats",
  {
    /** A UUID the client makes. */
    id: text("id").primaryKey(),
    uid: text("uid")
      .notNull()
      .references(() => users.uid, { onDelete: "cascade" }),
    projectId: text("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "string" }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: "string" }).notNull().defaultNow(),
  },
  (table) => [index("chats_uid_idx").on(table.uid), index("chats_project_idx").on(table.projectId, table.createdAt)],
);

/**
 * Server instances alive on this database: each renews its heartbeat; an answer left `streaming`
 * by an instance whose heartbeat is older than the lease is finished as an error by the others.
 */
export const serverInstances = pgTable("server_instances", {
  id: text("id").primaryKey(),
  startedAt: timestamp("started_at", { withTimezone: true, mode: "string" }).notNull().defaultNow(),
  heartbeatAt: timestamp("heartbeat_at", { withTimezone: true, mode: "string" }).notNull(),
});

export const messages = pgTable(
  "messages",
  {
    id: text("id").primaryKey(),
    chatId: text("chat_id")
      .notNull()
      .references(() => chats.id, { onDelete: "cascade" }),
    type: messageType("type").notNull(),
    content: text("content").notNull(),
    status: messageStatus("status").notNull().default("complete"),
    /** The citations of an answer as they were retrieved: a chat reads the same after a corpus re-import. */
    citations: jsonb("citations"),
    followUps: jsonb("follow_ups"),
    /** Why an answer failed (e.g. usage_limit), for the error message's notice. */
    errorCode: text("error_code"),
    /** The server instance writing a `streaming` answer (its lease is in server_instances). */
    instanceId: text("instance_id"),
    /** An answer composed from the retrieved provisions without an AI model. */
    withoutModel: boolean("without_model").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "string" }).notNull().defaultNow(),
  },
  (table) => [index("messages_chat_idx").on(table.chatId, table.createdAt)],
);
