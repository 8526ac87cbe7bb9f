CREATE TABLE "notice_drafts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "notice_drafts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"amends_notice_id" bigint,
	"status" text NOT NULL,
	"title" text NOT NULL,
	"purchase_notice_type" text NOT NULL,
	"results_notice_type" text,
	"pur_mode" text,
	"pur_mode_level1" text,
	"org_code" text NOT NULL,
	"visitor_view" text NOT NULL,
	"publish_at" timestamp with time zone NOT NULL,
	"effect_at" timestamp with time zone,
	"expire_at" timestamp with time zone,
	"content_html" text NOT NULL,
	"attachment_file_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"blacklist_entries" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"conversion_method" text,
	"transformation_field" text,
	"amend_reason" text,
	"author_account_id" bigint NOT NULL,
	"process_instance_id" bigint,
	"notice_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notice_drafts" ADD CONSTRAINT "notice_drafts_amends_notice_id_notices_id_fk" FOREIGN KEY ("amends_notice_id") REFERENCES "public"."notices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_drafts" ADD CONSTRAINT "notice_drafts_org_code_orgs_code_fk" FOREIGN KEY ("org_code") REFERENCES "public"."orgs"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_drafts" ADD CONSTRAINT "notice_drafts_author_account_id_accounts_id_fk" FOREIGN KEY ("author_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_drafts" ADD CONSTRAINT "notice_drafts_notice_id_notices_id_fk" FOREIGN KEY ("notice_id") REFERENCES "public"."notices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notice_drafts_due_idx" ON "notice_drafts" USING btree ("publish_at") WHERE status = '3';--> statement-breakpoint
CREATE INDEX "notice_drafts_author_idx" ON "notice_drafts" USING btree ("author_account_id","updated_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "notice_drafts_org_idx" ON "notice_drafts" USING btree ("org_code","updated_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "notice_drafts_instance_idx" ON "notice_drafts" USING btree ("process_instance_id");