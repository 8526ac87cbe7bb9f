CREATE TABLE "notice_changes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "notice_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"position" bigint,
	"notice_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"revision" integer NOT NULL,
	"reason" text,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notice_changes" ADD CONSTRAINT "notice_changes_notice_id_notices_id_fk" FOREIGN KEY ("notice_id") REFERENCES "public"."notices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "notice_changes_position_uq" ON "notice_changes" USING btree ("position");--> statement-breakpoint
CREATE INDEX "notice_changes_unstamped_idx" ON "notice_changes" USING btree ("id") WHERE position IS NULL;--> statement-breakpoint
-- Notices published before the log existed: one publication each, in the order they were published, already stamped.
INSERT INTO "notice_changes" ("position", "notice_id", "kind", "revision", "changed_at")
SELECT row_number() OVER (ORDER BY "published_at" NULLS FIRST, "id"), "id", 'published', "revision", coalesce("published_at", "created_at")
FROM "notices";
