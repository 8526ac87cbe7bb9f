CREATE TABLE "alert_channel_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"channel_id" bigint NOT NULL,
	"purpose" text NOT NULL,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "alert_channels" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "alert_channels_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"saved_search_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"target" text DEFAULT '' NOT NULL,
	"secret" text,
	"status" text DEFAULT 'active' NOT NULL,
	"consecutive_failures" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "alert_deliveries" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "alert_deliveries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"idempotency_key" text NOT NULL,
	"channel_id" bigint NOT NULL,
	"saved_search_id" bigint NOT NULL,
	"notice_id" bigint NOT NULL,
	"change_kind" text NOT NULL,
	"title" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "change_log_consumers" (
	"name" text PRIMARY KEY NOT NULL,
	"position" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saved_search_keys" (
	"term" text NOT NULL,
	"notice_type" text NOT NULL,
	"prov_adm_code" text NOT NULL,
	"saved_search_id" bigint NOT NULL,
	CONSTRAINT "saved_search_keys_term_notice_type_prov_adm_code_saved_search_id_pk" PRIMARY KEY("term","notice_type","prov_adm_code","saved_search_id")
);
--> statement-breakpoint
CREATE TABLE "saved_searches" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "saved_searches_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"owner_account_id" bigint,
	"name" text NOT NULL,
	"keyword" text DEFAULT '' NOT NULL,
	"notice_types" text[] DEFAULT '{}'::text[] NOT NULL,
	"prov_adm_code" text,
	"unit_level" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "alert_channel_tokens" ADD CONSTRAINT "alert_channel_tokens_channel_id_alert_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."alert_channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_channels" ADD CONSTRAINT "alert_channels_saved_search_id_saved_searches_id_fk" FOREIGN KEY ("saved_search_id") REFERENCES "public"."saved_searches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_deliveries" ADD CONSTRAINT "alert_deliveries_channel_id_alert_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."alert_channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_search_keys" ADD CONSTRAINT "saved_search_keys_saved_search_id_saved_searches_id_fk" FOREIGN KEY ("saved_search_id") REFERENCES "public"."saved_searches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_owner_account_id_accounts_id_fk" FOREIGN KEY ("owner_account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "alert_channel_tokens_channel_idx" ON "alert_channel_tokens" USING btree ("channel_id");--> statement-breakpoint
CREATE UNIQUE INDEX "alert_channels_target_uq" ON "alert_channels" USING btree ("saved_search_id","kind","target");--> statement-breakpoint
CREATE UNIQUE INDEX "alert_deliveries_key_uq" ON "alert_deliveries" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "alert_deliveries_due_idx" ON "alert_deliveries" USING btree ("next_attempt_at") WHERE "alert_deliveries"."status" IN ('pending', 'sending');--> statement-breakpoint
CREATE INDEX "alert_deliveries_search_idx" ON "alert_deliveries" USING btree ("saved_search_id","id");--> statement-breakpoint
CREATE INDEX "saved_search_keys_search_idx" ON "saved_search_keys" USING btree ("saved_search_id");--> statement-breakpoint
CREATE INDEX "saved_searches_owner_idx" ON "saved_searches" USING btree ("owner_account_id","id");