CREATE TABLE "alert_text_waits" (
	"notice_id" bigint NOT NULL,
	"change_kind" text NOT NULL,
	"revision" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "alert_text_waits_notice_id_change_kind_revision_pk" PRIMARY KEY("notice_id","change_kind","revision")
);
--> statement-breakpoint
ALTER TABLE "saved_search_keys" ADD COLUMN "term_source" text DEFAULT 'title' NOT NULL;--> statement-breakpoint
ALTER TABLE "saved_search_keys" ADD COLUMN "full_text_query" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "saved_search_keys" ADD COLUMN "full_text_scope" text DEFAULT 'all' NOT NULL;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "full_text_query" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "full_text_scope" text DEFAULT 'all' NOT NULL;--> statement-breakpoint
CREATE INDEX "saved_search_keys_text_idx" ON "saved_search_keys" USING btree ("term") WHERE "saved_search_keys"."term_source" = 'text';