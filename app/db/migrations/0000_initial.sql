CREATE TABLE "sessions" (
	"id_hash" text PRIMARY KEY NOT NULL,
	"uid" text NOT NULL,
	"csrf_token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_active_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "usage" (
	"uid" text PRIMARY KEY NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"last_updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"uid" text PRIMARY KEY NOT NULL,
	"email" text,
	"display_name" text,
	"photo_url" text,
	"verified" boolean DEFAULT false NOT NULL,
	"waitlist_id" text,
	"issuer" text NOT NULL,
	"subject" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "waitlist_entries" (
	"id" text PRIMARY KEY NOT NULL,
	"uid" text NOT NULL,
	"email" text NOT NULL,
	"display_name" text,
	"photo_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chats" (
	"id" text PRIMARY KEY NOT NULL,
	"uid" text NOT NULL,
	"project_id" text,
	"title" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" text PRIMARY KEY NOT NULL,
	"chat_id" text NOT NULL,
	"role" text NOT NULL,
	"content" text NOT NULL,
	"status" text DEFAULT 'complete' NOT NULL,
	"citations" jsonb,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "projects" (
	"id" text PRIMARY KEY NOT NULL,
	"uid" text NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "acts" (
	"id" serial PRIMARY KEY NOT NULL,
	"celex" text NOT NULL,
	"language" text NOT NULL,
	"title" text NOT NULL,
	"short_name" text NOT NULL,
	"source_format" text NOT NULL,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "provisions" (
	"id" serial PRIMARY KEY NOT NULL,
	"act_id" integer NOT NULL,
	"pinpoint" text NOT NULL,
	"kind" text NOT NULL,
	"label" text NOT NULL,
	"heading" text,
	"text" text NOT NULL,
	"chapter" text,
	"section" text,
	"parent_pinpoint" text,
	"position" integer NOT NULL,
	"url" text NOT NULL,
	"embedding" real[]
);
--> statement-breakpoint
CREATE TABLE "courts" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"region" text NOT NULL,
	"branch" text NOT NULL,
	"level" text,
	"city" text,
	"ecli_code" text,
	"xjustiz_code" text,
	"dissolved" boolean DEFAULT false NOT NULL,
	"decision_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "decisions" (
	"id" text PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"source_id" text NOT NULL,
	"ecli" text,
	"file_numbers" text[] DEFAULT '{}' NOT NULL,
	"court_id" integer,
	"court_name" text NOT NULL,
	"region" text NOT NULL,
	"branch" text NOT NULL,
	"level" text,
	"decision_date" date NOT NULL,
	"decision_type" text,
	"title" text,
	"headnote" text,
	"tenor" text,
	"full_text_html" text,
	"source_url" text,
	"pdf_url" text,
	"content_hash" text NOT NULL,
	"revision" integer DEFAULT 0 NOT NULL,
	"first_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quarantined_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"source_id" text NOT NULL,
	"reason" text NOT NULL,
	"payload" jsonb,
	"first_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_locks" (
	"name" text PRIMARY KEY NOT NULL,
	"holder" text NOT NULL,
	"acquired_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"job_id" text NOT NULL,
	"payload" jsonb,
	"status" text NOT NULL,
	"stats" jsonb,
	"error" text,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"duration_ms" integer
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_uid_users_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usage" ADD CONSTRAINT "usage_uid_users_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_uid_users_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chats" ADD CONSTRAINT "chats_uid_users_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chats" ADD CONSTRAINT "chats_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_chat_id_chats_id_fk" FOREIGN KEY ("chat_id") REFERENCES "public"."chats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_uid_users_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provisions" ADD CONSTRAINT "provisions_act_id_acts_id_fk" FOREIGN KEY ("act_id") REFERENCES "public"."acts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "decisions" ADD CONSTRAINT "decisions_court_id_courts_id_fk" FOREIGN KEY ("court_id") REFERENCES "public"."courts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sessions_uid_idx" ON "sessions" USING btree ("uid");--> statement-breakpoint
CREATE UNIQUE INDEX "users_identity_idx" ON "users" USING btree ("issuer","subject");--> statement-breakpoint
CREATE INDEX "users_email_idx" ON "users" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_uid_idx" ON "waitlist_entries" USING btree ("uid");--> statement-breakpoint
CREATE INDEX "chats_uid_idx" ON "chats" USING btree ("uid");--> statement-breakpoint
CREATE INDEX "chats_project_idx" ON "chats" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "messages_chat_idx" ON "messages" USING btree ("chat_id","created_at");--> statement-breakpoint
CREATE INDEX "projects_uid_idx" ON "projects" USING btree ("uid");--> statement-breakpoint
CREATE UNIQUE INDEX "acts_celex_language_idx" ON "acts" USING btree ("celex","language");--> statement-breakpoint
CREATE UNIQUE INDEX "provisions_act_pinpoint_idx" ON "provisions" USING btree ("act_id","pinpoint");--> statement-breakpoint
CREATE INDEX "provisions_act_position_idx" ON "provisions" USING btree ("act_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "courts_slug_idx" ON "courts" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "courts_xjustiz_code_idx" ON "courts" USING btree ("xjustiz_code");--> statement-breakpoint
CREATE INDEX "courts_ecli_code_idx" ON "courts" USING btree ("ecli_code");--> statement-breakpoint
CREATE INDEX "courts_region_branch_idx" ON "courts" USING btree ("region","branch");--> statement-breakpoint
CREATE UNIQUE INDEX "decisions_source_idx" ON "decisions" USING btree ("source","source_id");--> statement-breakpoint
CREATE INDEX "decisions_ecli_idx" ON "decisions" USING btree ("ecli");--> statement-breakpoint
CREATE INDEX "decisions_region_branch_date_idx" ON "decisions" USING btree ("region","branch","decision_date");--> statement-breakpoint
CREATE INDEX "decisions_court_date_idx" ON "decisions" USING btree ("court_id","decision_date");--> statement-breakpoint
CREATE INDEX "decisions_date_idx" ON "decisions" USING btree ("decision_date");--> statement-breakpoint
CREATE UNIQUE INDEX "quarantined_source_idx" ON "quarantined_records" USING btree ("source","source_id");