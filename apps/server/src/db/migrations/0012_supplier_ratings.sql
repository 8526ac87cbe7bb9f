CREATE TABLE "supplier_ratings" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "supplier_ratings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"supplier_code" text NOT NULL,
	"period" text NOT NULL,
	"grade" text NOT NULL,
	"score" numeric(5, 2) NOT NULL,
	"rated_by_org_code" text NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "supplier_ratings_grade_ck" CHECK ("supplier_ratings"."grade" in ('A', 'B', 'C', 'D')),
	CONSTRAINT "supplier_ratings_score_ck" CHECK ("supplier_ratings"."score" between 0 and 100)
);
--> statement-breakpoint
ALTER TABLE "supplier_ratings" ADD CONSTRAINT "supplier_ratings_supplier_code_suppliers_code_fk" FOREIGN KEY ("supplier_code") REFERENCES "public"."suppliers"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_ratings" ADD CONSTRAINT "supplier_ratings_rated_by_org_code_orgs_code_fk" FOREIGN KEY ("rated_by_org_code") REFERENCES "public"."orgs"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "supplier_ratings_period_uq" ON "supplier_ratings" USING btree ("supplier_code","period");--> statement-breakpoint
CREATE INDEX "supplier_ratings_latest_idx" ON "supplier_ratings" USING btree ("supplier_code","published_at");