ALTER TABLE "saved_search_keys" ADD COLUMN "keyword" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "saved_search_keys" ADD COLUMN "unit_level" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- Rows indexed before these columns carry their search's keyword and unit level from now on.
UPDATE "saved_search_keys" AS "k" SET "keyword" = "s"."keyword", "unit_level" = coalesce("s"."unit_level", '') FROM "saved_searches" AS "s" WHERE "s"."id" = "k"."saved_search_id";
