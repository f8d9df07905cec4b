CREATE TABLE "auth_requests" (
	"id_hash" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "auth_requests_expires_idx" ON "auth_requests" USING btree ("expires_at");