CREATE TABLE "account_authority_grants" (
	"account_id" bigint NOT NULL,
	"authority_code" text NOT NULL,
	"granted_by" bigint,
	"granted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "account_authority_grants_account_id_authority_code_pk" PRIMARY KEY("account_id","authority_code")
);
--> statement-breakpoint
CREATE TABLE "shipped_reference_rows" (
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"installed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shipped_reference_rows_kind_key_pk" PRIMARY KEY("kind","key")
);
--> statement-breakpoint
ALTER TABLE "audit_events" ADD COLUMN "actor_account_id" bigint;--> statement-breakpoint
ALTER TABLE "account_authority_grants" ADD CONSTRAINT "account_authority_grants_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_authority_grants" ADD CONSTRAINT "account_authority_grants_authority_code_authorities_code_fk" FOREIGN KEY ("authority_code") REFERENCES "public"."authorities"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_authority_grants" ADD CONSTRAINT "account_authority_grants_granted_by_accounts_id_fk" FOREIGN KEY ("granted_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_actor_account_id_accounts_id_fk" FOREIGN KEY ("actor_account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_events_account_idx" ON "audit_events" USING btree ("account_id","occurred_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_events_actor_idx" ON "audit_events" USING btree ("actor_account_id","occurred_at" DESC NULLS LAST);--> statement-breakpoint
-- Sub-accounts were limited by their role alone until now: each keeps the menu its role gave it, as
-- grants (by nobody), before the role is widened to everything a main account may hand out.
INSERT INTO "account_authority_grants" ("account_id", "authority_code")
  SELECT "accounts"."id", "role_authorities"."authority_code"
  FROM "accounts" JOIN "role_authorities" ON "role_authorities"."role" = 'SUPPLIER_SUB'
  WHERE 'SUPPLIER_SUB' = ANY("accounts"."roles")
  ON CONFLICT DO NOTHING;
