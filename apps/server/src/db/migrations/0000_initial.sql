CREATE TABLE "adm_areas" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"level" smallint NOT NULL,
	"parent_code" text,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "attachments" (
	"file_id" bigint NOT NULL,
	"rel_name" text NOT NULL,
	"rel_id" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "attachments_rel_name_rel_id_file_id_pk" PRIMARY KEY("rel_name","rel_id","file_id")
);
--> statement-breakpoint
CREATE TABLE "dictionary_entries" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "dictionary_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"dict_type" text NOT NULL,
	"value" text NOT NULL,
	"label" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "download_zone_files" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "download_zone_files_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"file_id" bigint NOT NULL,
	"title" text NOT NULL,
	"login_only" boolean DEFAULT false NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "file_blobs" (
	"storage_key" text PRIMARY KEY NOT NULL,
	"bytes" "bytea" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "files" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "files_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"sha256" text NOT NULL,
	"storage_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "files_storage_key_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
CREATE TABLE "notice_blacklist_entries" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "notice_blacklist_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"notice_id" bigint NOT NULL,
	"supplier_name" text NOT NULL,
	"matter_description" text NOT NULL,
	"reason_name" text NOT NULL,
	"restricted_area_name" text NOT NULL,
	"region_name" text NOT NULL,
	"effect_at" timestamp with time zone,
	"invalid_at" timestamp with time zone,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notices" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "notices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"title" text NOT NULL,
	"title_grams" text[] DEFAULT '{}'::text[] NOT NULL,
	"content_html" text DEFAULT '' NOT NULL,
	"state" text DEFAULT '1' NOT NULL,
	"purchase_notice_type" text NOT NULL,
	"results_notice_type" text,
	"pur_mode" text,
	"pur_mode_level1" text,
	"unit_level" text,
	"org_code" text,
	"org_name" text,
	"prov_adm_code" text,
	"prov_adm_name" text,
	"visitor_view" text DEFAULT '1' NOT NULL,
	"is_history" boolean DEFAULT false NOT NULL,
	"conversion_method" text,
	"transformation_field" text,
	"black_code" text,
	"published_at" timestamp with time zone,
	"effect_at" timestamp with time zone,
	"expire_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orgs" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"level" smallint NOT NULL,
	"parent_code" text,
	"prov_adm_code" text,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "attachments" ADD CONSTRAINT "attachments_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "download_zone_files" ADD CONSTRAINT "download_zone_files_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_blacklist_entries" ADD CONSTRAINT "notice_blacklist_entries_notice_id_notices_id_fk" FOREIGN KEY ("notice_id") REFERENCES "public"."notices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notices" ADD CONSTRAINT "notices_org_code_orgs_code_fk" FOREIGN KEY ("org_code") REFERENCES "public"."orgs"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notices" ADD CONSTRAINT "notices_prov_adm_code_adm_areas_code_fk" FOREIGN KEY ("prov_adm_code") REFERENCES "public"."adm_areas"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orgs" ADD CONSTRAINT "orgs_prov_adm_code_adm_areas_code_fk" FOREIGN KEY ("prov_adm_code") REFERENCES "public"."adm_areas"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "adm_areas_parent_idx" ON "adm_areas" USING btree ("parent_code","sort");--> statement-breakpoint
CREATE INDEX "attachments_file_idx" ON "attachments" USING btree ("file_id");--> statement-breakpoint
CREATE UNIQUE INDEX "dictionary_entries_type_value_uq" ON "dictionary_entries" USING btree ("dict_type","value");--> statement-breakpoint
CREATE INDEX "download_zone_files_sort_idx" ON "download_zone_files" USING btree ("enabled","sort");--> statement-breakpoint
CREATE INDEX "notice_blacklist_entries_notice_idx" ON "notice_blacklist_entries" USING btree ("notice_id","sort");--> statement-breakpoint
CREATE INDEX "notices_type_published_idx" ON "notices" USING btree ("purchase_notice_type","is_history","published_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "notices_published_idx" ON "notices" USING btree ("published_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "notices_title_grams_gin" ON "notices" USING gin ("title_grams");--> statement-breakpoint
CREATE INDEX "orgs_parent_idx" ON "orgs" USING btree ("parent_code","sort");