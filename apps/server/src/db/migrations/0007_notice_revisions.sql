CREATE TABLE "notice_revisions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "notice_revisions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"notice_id" bigint NOT NULL,
	"revision" integer NOT NULL,
	"title" text NOT NULL,
	"content_html" text NOT NULL,
	"published_at" timestamp with time zone,
	"effect_at" timestamp with time zone,
	"expire_at" timestamp with time zone,
	"replaced_at" timestamp with time zone NOT NULL,
	"replaced_by_account_id" bigint,
	"reason" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notices" ADD COLUMN "revision" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "notices" ADD COLUMN "amended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notices" ADD COLUMN "state_reason" text;--> statement-breakpoint
ALTER TABLE "notices" ADD COLUMN "state_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notice_revisions" ADD CONSTRAINT "notice_revisions_notice_id_notices_id_fk" FOREIGN KEY ("notice_id") REFERENCES "public"."notices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_revisions" ADD CONSTRAINT "notice_revisions_replaced_by_account_id_accounts_id_fk" FOREIGN KEY ("replaced_by_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "notice_revisions_notice_revision_uq" ON "notice_revisions" USING btree ("notice_id","revision");