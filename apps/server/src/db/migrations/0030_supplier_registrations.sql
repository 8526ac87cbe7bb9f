-- 供应商注册 (issue 21, item 5): applications from companies without an account, and their anonymous
-- uploads bound to the token that uploaded them.
CREATE TABLE "supplier_registration_uploads" (
	"file_id" bigint PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "supplier_registrations" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "supplier_registrations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"application_no" text NOT NULL,
	"status" text NOT NULL,
	"uscc" text NOT NULL,
	"supplier_name" text NOT NULL,
	"mobile" text NOT NULL,
	"proposed" jsonb NOT NULL,
	"password_hash" text NOT NULL,
	"review_org_code" text NOT NULL,
	"correction_token_hash" text,
	"supplier_code" text,
	"account_id" bigint,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "supplier_registrations_application_no_unique" UNIQUE("application_no"),
	CONSTRAINT "supplier_registrations_correction_token_hash_unique" UNIQUE("correction_token_hash")
);
--> statement-breakpoint
ALTER TABLE "supplier_registration_uploads" ADD CONSTRAINT "supplier_registration_uploads_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_registrations" ADD CONSTRAINT "supplier_registrations_review_org_code_orgs_code_fk" FOREIGN KEY ("review_org_code") REFERENCES "public"."orgs"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_registrations" ADD CONSTRAINT "supplier_registrations_supplier_code_suppliers_code_fk" FOREIGN KEY ("supplier_code") REFERENCES "public"."suppliers"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_registrations" ADD CONSTRAINT "supplier_registrations_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "supplier_registrations_uscc_uq" ON "supplier_registrations" USING btree ("uscc") WHERE "supplier_registrations"."status" IN ('in-review', 'returned', 'approved');--> statement-breakpoint
-- The applicant of a registration has no account until approval: its workflow steps belong to this
-- disabled account (no password verifies against '!'), and the applicant acts through its token.
INSERT INTO "accounts" ("login_name", "password_hash", "display_name", "kind", "corp_code", "corp_name", "enabled")
VALUES ('system-registration-applicant', '!', '注册申请人', 'system', 'SYSTEM', '供应商注册', false)
ON CONFLICT DO NOTHING;
