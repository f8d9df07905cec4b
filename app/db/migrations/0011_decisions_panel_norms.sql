ALTER TABLE "decisions" ADD COLUMN "panel" text;--> statement-breakpoint
ALTER TABLE "decisions" ADD COLUMN "norms" text[];