DROP INDEX "acts_celex_language_idx";--> statement-breakpoint
ALTER TABLE "acts" ADD COLUMN "version" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "acts" ADD COLUMN "version_label" text;--> statement-breakpoint
ALTER TABLE "acts" ADD COLUMN "valid_from" date;--> statement-breakpoint
ALTER TABLE "acts" ADD COLUMN "valid_to" date;--> statement-breakpoint
ALTER TABLE "acts" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "provisions" ADD COLUMN "amended" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "acts_celex_language_version_idx" ON "acts" USING btree ("celex","language","version");