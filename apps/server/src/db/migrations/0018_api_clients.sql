CREATE TABLE "api_client_notices" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "api_client_notices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"client_id" bigint NOT NULL,
	"external_id" text NOT NULL,
	"request_hash" text NOT NULL,
	"draft_id" bigint,
	"latest_draft_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "api_clients" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "api_clients_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"key_id" text NOT NULL,
	"name" text NOT NULL,
	"org_code" text NOT NULL,
	"notice_types" text[] NOT NULL,
	"publish_directly" boolean DEFAULT false NOT NULL,
	"secret_hash" text NOT NULL,
	"account_id" bigint NOT NULL,
	"created_by_account_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone,
	"rotated_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"last_used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "api_client_notices" ADD CONSTRAINT "api_client_notices_client_id_api_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."api_clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_client_notices" ADD CONSTRAINT "api_client_notices_draft_id_notice_drafts_id_fk" FOREIGN KEY ("draft_id") REFERENCES "public"."notice_drafts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_client_notices" ADD CONSTRAINT "api_client_notices_latest_draft_id_notice_drafts_id_fk" FOREIGN KEY ("latest_draft_id") REFERENCES "public"."notice_drafts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_clients" ADD CONSTRAINT "api_clients_org_code_orgs_code_fk" FOREIGN KEY ("org_code") REFERENCES "public"."orgs"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_clients" ADD CONSTRAINT "api_clients_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_clients" ADD CONSTRAINT "api_clients_created_by_account_id_accounts_id_fk" FOREIGN KEY ("created_by_account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "api_client_notices_external_uq" ON "api_client_notices" USING btree ("client_id","external_id");--> statement-breakpoint
CREATE UNIQUE INDEX "api_clients_key_id_uq" ON "api_clients" USING btree ("key_id");--> statement-breakpoint
CREATE UNIQUE INDEX "api_clients_account_uq" ON "api_clients" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "api_clients_org_idx" ON "api_clients" USING btree ("org_code","created_at" DESC NULLS LAST);