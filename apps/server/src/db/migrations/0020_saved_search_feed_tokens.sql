ALTER TABLE "saved_searches" ADD COLUMN "feed_token_hash" text;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "feed_token_created_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "saved_searches_feed_token_uq" ON "saved_searches" USING btree ("feed_token_hash");