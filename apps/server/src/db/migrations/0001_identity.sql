CREATE TABLE "accounts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "accounts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"login_name" text NOT NULL,
	"password_hash" text NOT NULL,
	"display_name" text NOT NULL,
	"kind" text NOT NULL,
	"supplier_code" text,
	"supplier_name" text,
	"corp_code" text NOT NULL,
	"corp_name" text NOT NULL,
	"org_level" text,
	"mobile" text,
	"email" text,
	"second_auth" boolean DEFAULT false NOT NULL,
	"roles" text[] DEFAULT '{}'::text[] NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL,
	"event" text NOT NULL,
	"login_name" text,
	"account_id" bigint,
	"ip" text NOT NULL,
	"detail" text
);
--> statement-breakpoint
CREATE TABLE "authorities" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"parent_code" text,
	"url" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "role_authorities" (
	"role" text NOT NULL,
	"authority_code" text NOT NULL,
	CONSTRAINT "role_authorities_role_authority_code_pk" PRIMARY KEY("role","authority_code")
);
--> statement-breakpoint
CREATE TABLE "rsa_key_pairs" (
	"id" text PRIMARY KEY NOT NULL,
	"public_key_pem" text NOT NULL,
	"private_key_pem" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "session_store_entries" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_authorities" ADD CONSTRAINT "role_authorities_authority_code_authorities_code_fk" FOREIGN KEY ("authority_code") REFERENCES "public"."authorities"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_login_name_uq" ON "accounts" USING btree (lower("login_name"));--> statement-breakpoint
CREATE INDEX "audit_events_occurred_idx" ON "audit_events" USING btree ("occurred_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_events_login_name_idx" ON "audit_events" USING btree ("login_name","occurred_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "session_store_entries_expires_idx" ON "session_store_entries" USING btree ("expires_at");