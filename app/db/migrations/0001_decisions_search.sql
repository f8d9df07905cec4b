ALTER TABLE "decisions" ALTER COLUMN "revision" SET DEFAULT 1;--> statement-breakpoint
ALTER TABLE "decisions" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "decisions" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('german'::regconfig, coalesce(title, '') || ' ' || coalesce(ecli, '')), 'A') || setweight(to_tsvector('german'::regconfig, coalesce(headnote, '')), 'B') || setweight(to_tsvector('german'::regconfig, left(search_text, 500000)), 'C')) STORED;--> statement-breakpoint
CREATE INDEX "decisions_search_idx" ON "decisions" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "decisions_type_idx" ON "decisions" USING btree ("decision_type");