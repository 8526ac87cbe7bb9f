-- The visible-notices date index also carries the title and the type columns, so a keyword that many
-- titles contain is counted (up to the exact-total limit) by an index-only walk newest first instead of
-- one random heap read per match (notices rows are ~2 KB: HTML bodies and title grams live inline).
DROP INDEX IF EXISTS "notices_visible_published_idx";
--> statement-breakpoint
CREATE INDEX "notices_visible_published_idx" ON "notices" USING btree ("is_history","visitor_view","published_at" DESC NULLS LAST,"id" DESC) INCLUDE ("purchase_notice_type","results_notice_type","unit_level","title");
