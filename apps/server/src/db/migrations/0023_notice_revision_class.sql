ALTER TABLE "notice_revisions" ADD COLUMN "purchase_notice_type" text;--> statement-breakpoint
ALTER TABLE "notice_revisions" ADD COLUMN "results_notice_type" text;--> statement-breakpoint
ALTER TABLE "notice_revisions" ADD COLUMN "pur_mode" text;--> statement-breakpoint
ALTER TABLE "notice_revisions" ADD COLUMN "pur_mode_level1" text;--> statement-breakpoint
ALTER TABLE "notice_revisions" ADD COLUMN "unit_level" text;--> statement-breakpoint
ALTER TABLE "notice_revisions" ADD COLUMN "org_code" text;--> statement-breakpoint
ALTER TABLE "notice_revisions" ADD COLUMN "org_name" text;--> statement-breakpoint
ALTER TABLE "notice_revisions" ADD COLUMN "prov_adm_code" text;--> statement-breakpoint
ALTER TABLE "notice_revisions" ADD COLUMN "prov_adm_name" text;--> statement-breakpoint
ALTER TABLE "notice_revisions" ADD CONSTRAINT "notice_revisions_org_code_orgs_code_fk" FOREIGN KEY ("org_code") REFERENCES "public"."orgs"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_revisions" ADD CONSTRAINT "notice_revisions_prov_adm_code_adm_areas_code_fk" FOREIGN KEY ("prov_adm_code") REFERENCES "public"."adm_areas"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Revisions kept before these columns take the notice's values as they are now: what open data and the
-- change feed showed for them until now, the best that is known of them.
UPDATE "notice_revisions" AS "r" SET "purchase_notice_type" = "n"."purchase_notice_type", "results_notice_type" = "n"."results_notice_type", "pur_mode" = "n"."pur_mode", "pur_mode_level1" = "n"."pur_mode_level1", "unit_level" = "n"."unit_level", "org_code" = "n"."org_code", "org_name" = "n"."org_name", "prov_adm_code" = "n"."prov_adm_code", "prov_adm_name" = "n"."prov_adm_name" FROM "notices" AS "n" WHERE "n"."id" = "r"."notice_id";--> statement-breakpoint
ALTER TABLE "notice_revisions" ALTER COLUMN "purchase_notice_type" SET NOT NULL;
