CREATE TABLE "supplier_bank_accounts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "supplier_bank_accounts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"supplier_code" text NOT NULL,
	"sort" integer NOT NULL,
	"account_name" text NOT NULL,
	"bank_name" text NOT NULL,
	"branch_name" text NOT NULL,
	"account_number" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "supplier_categories" (
	"supplier_code" text NOT NULL,
	"category_code" text NOT NULL,
	"sort" integer NOT NULL,
	CONSTRAINT "supplier_categories_supplier_code_category_code_pk" PRIMARY KEY("supplier_code","category_code")
);
--> statement-breakpoint
CREATE TABLE "supplier_certificates" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "supplier_certificates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"supplier_code" text NOT NULL,
	"sort" integer NOT NULL,
	"cert_type" text NOT NULL,
	"cert_number" text NOT NULL,
	"issuer" text NOT NULL,
	"valid_from" date NOT NULL,
	"valid_to" date NOT NULL,
	"file_id" bigint
);
--> statement-breakpoint
CREATE TABLE "supplier_change_requests" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "supplier_change_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"supplier_code" text NOT NULL,
	"requester_account_id" bigint NOT NULL,
	"status" text NOT NULL,
	"base_version" integer NOT NULL,
	"base_snapshot" jsonb NOT NULL,
	"proposed_snapshot" jsonb NOT NULL,
	"touches_bank_accounts" boolean NOT NULL,
	"approved_version" integer,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "supplier_contacts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "supplier_contacts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"supplier_code" text NOT NULL,
	"sort" integer NOT NULL,
	"name" text NOT NULL,
	"position" text,
	"mobile" text NOT NULL,
	"email" text
);
--> statement-breakpoint
CREATE TABLE "supplier_versions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "supplier_versions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"supplier_code" text NOT NULL,
	"version" integer NOT NULL,
	"snapshot" jsonb NOT NULL,
	"change_request_id" bigint,
	"approver_account_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "suppliers" ADD COLUMN "uscc" text;--> statement-breakpoint
ALTER TABLE "suppliers" ADD COLUMN "legal_representative" text;--> statement-breakpoint
ALTER TABLE "suppliers" ADD COLUMN "registered_capital" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "suppliers" ADD COLUMN "address" text;--> statement-breakpoint
ALTER TABLE "suppliers" ADD COLUMN "business_scope" text;--> statement-breakpoint
ALTER TABLE "suppliers" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "suppliers" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "supplier_bank_accounts" ADD CONSTRAINT "supplier_bank_accounts_supplier_code_suppliers_code_fk" FOREIGN KEY ("supplier_code") REFERENCES "public"."suppliers"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_categories" ADD CONSTRAINT "supplier_categories_supplier_code_suppliers_code_fk" FOREIGN KEY ("supplier_code") REFERENCES "public"."suppliers"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_certificates" ADD CONSTRAINT "supplier_certificates_supplier_code_suppliers_code_fk" FOREIGN KEY ("supplier_code") REFERENCES "public"."suppliers"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_certificates" ADD CONSTRAINT "supplier_certificates_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_change_requests" ADD CONSTRAINT "supplier_change_requests_supplier_code_suppliers_code_fk" FOREIGN KEY ("supplier_code") REFERENCES "public"."suppliers"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_change_requests" ADD CONSTRAINT "supplier_change_requests_requester_account_id_accounts_id_fk" FOREIGN KEY ("requester_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_contacts" ADD CONSTRAINT "supplier_contacts_supplier_code_suppliers_code_fk" FOREIGN KEY ("supplier_code") REFERENCES "public"."suppliers"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_versions" ADD CONSTRAINT "supplier_versions_supplier_code_suppliers_code_fk" FOREIGN KEY ("supplier_code") REFERENCES "public"."suppliers"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_versions" ADD CONSTRAINT "supplier_versions_approver_account_id_accounts_id_fk" FOREIGN KEY ("approver_account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "supplier_bank_accounts_supplier_idx" ON "supplier_bank_accounts" USING btree ("supplier_code","sort");--> statement-breakpoint
CREATE INDEX "supplier_certificates_supplier_idx" ON "supplier_certificates" USING btree ("supplier_code","sort");--> statement-breakpoint
CREATE INDEX "supplier_certificates_valid_to_idx" ON "supplier_certificates" USING btree ("valid_to");--> statement-breakpoint
CREATE INDEX "supplier_change_requests_supplier_idx" ON "supplier_change_requests" USING btree ("supplier_code","id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "supplier_change_requests_open_uq" ON "supplier_change_requests" USING btree ("supplier_code") WHERE "supplier_change_requests"."status" IN ('editing', 'in-review');--> statement-breakpoint
CREATE INDEX "supplier_contacts_supplier_idx" ON "supplier_contacts" USING btree ("supplier_code","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "supplier_versions_uq" ON "supplier_versions" USING btree ("supplier_code","version");--> statement-breakpoint
-- Every approved version of a company record is kept as it was approved.
CREATE FUNCTION "supplier_versions_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'supplier_versions is append-only';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "supplier_versions_append_only" BEFORE UPDATE OR DELETE ON "supplier_versions"
  FOR EACH ROW EXECUTE FUNCTION "supplier_versions_append_only"();
