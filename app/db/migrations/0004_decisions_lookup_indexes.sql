CREATE INDEX "decisions_file_numbers_idx" ON "decisions" USING gin ("file_numbers");--> statement-breakpoint
CREATE INDEX "decisions_ecli_upper_idx" ON "decisions" USING btree (upper("ecli"));