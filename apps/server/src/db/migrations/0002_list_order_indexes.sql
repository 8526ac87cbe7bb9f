DROP INDEX "notices_type_published_idx";--> statement-breakpoint
DROP INDEX "notices_published_idx";--> statement-breakpoint
CREATE INDEX "notices_type_visible_published_idx" ON "notices" USING btree ("purchase_notice_type","is_history","visitor_view","published_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "notices_visible_published_idx" ON "notices" USING btree ("is_history","visitor_view","published_at" DESC NULLS LAST,"id" DESC NULLS LAST);