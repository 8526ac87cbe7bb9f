-- A download-zone file belongs to a unit (issue 21): its administrators change it; existing files stay
-- national (no unit), changed by 总部's administrators only.
ALTER TABLE "download_zone_files" ADD COLUMN "org_code" text;--> statement-breakpoint
ALTER TABLE "download_zone_files" ADD CONSTRAINT "download_zone_files_org_code_orgs_code_fk" FOREIGN KEY ("org_code") REFERENCES "public"."orgs"("code") ON DELETE no action ON UPDATE no action;