CREATE TABLE "demand_collection_items" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "demand_collection_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"demand_id" bigint NOT NULL,
	"sort" integer NOT NULL,
	"item_name" text NOT NULL,
	"specification" text,
	"unit" text NOT NULL,
	"quantity" numeric(18, 2) NOT NULL,
	"unit_price" numeric(18, 2) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "demand_collections" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "demand_collections_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"title" text NOT NULL,
	"needed_by" date NOT NULL,
	"remark" text,
	"budget" numeric(18, 2) NOT NULL,
	"org_code" text NOT NULL,
	"applicant_account_id" bigint NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "negative_behaviours" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "negative_behaviours_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"supplier_code" text NOT NULL,
	"supplier_name" text NOT NULL,
	"matter_description" text NOT NULL,
	"reason_name" text NOT NULL,
	"severity" text NOT NULL,
	"restricted_area_name" text NOT NULL,
	"region_code" text,
	"region_name" text NOT NULL,
	"effect_date" date NOT NULL,
	"invalid_date" date,
	"org_code" text NOT NULL,
	"recorder_account_id" bigint NOT NULL,
	"status" text NOT NULL,
	"notice_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "suppliers" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wf_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "wf_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"instance_id" bigint NOT NULL,
	"work_item_id" bigint,
	"activity_def_id" text,
	"activity_name" text,
	"action" text NOT NULL,
	"actor_account_id" bigint,
	"actor_name" text,
	"actor_org_name" text,
	"comment" text DEFAULT '' NOT NULL,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wf_process_definitions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "wf_process_definitions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"def_key" text NOT NULL,
	"version" integer NOT NULL,
	"name" text NOT NULL,
	"module" text NOT NULL,
	"category" text NOT NULL,
	"source_xml" text NOT NULL,
	"diagram_xml" text NOT NULL,
	"sha256" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wf_process_instances" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "wf_process_instances_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"definition_id" bigint NOT NULL,
	"name" text NOT NULL,
	"status" smallint NOT NULL,
	"business_id" bigint NOT NULL,
	"org_code" text NOT NULL,
	"starter_account_id" bigint NOT NULL,
	"variables" jsonb NOT NULL,
	"last_reminded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "wf_work_items" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "wf_work_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"instance_id" bigint NOT NULL,
	"activity_def_id" text NOT NULL,
	"name" text NOT NULL,
	"state" text NOT NULL,
	"role" text NOT NULL,
	"org_code" text NOT NULL,
	"assignee_account_id" bigint,
	"previous_item_id" bigint,
	"transferred" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deadline_at" timestamp with time zone,
	"limit_hours" integer,
	"completed_at" timestamp with time zone,
	"completed_by" bigint,
	"decision" text,
	"overdue_reminded_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "demand_collection_items" ADD CONSTRAINT "demand_collection_items_demand_id_demand_collections_id_fk" FOREIGN KEY ("demand_id") REFERENCES "public"."demand_collections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demand_collections" ADD CONSTRAINT "demand_collections_org_code_orgs_code_fk" FOREIGN KEY ("org_code") REFERENCES "public"."orgs"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demand_collections" ADD CONSTRAINT "demand_collections_applicant_account_id_accounts_id_fk" FOREIGN KEY ("applicant_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "negative_behaviours" ADD CONSTRAINT "negative_behaviours_supplier_code_suppliers_code_fk" FOREIGN KEY ("supplier_code") REFERENCES "public"."suppliers"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "negative_behaviours" ADD CONSTRAINT "negative_behaviours_region_code_adm_areas_code_fk" FOREIGN KEY ("region_code") REFERENCES "public"."adm_areas"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "negative_behaviours" ADD CONSTRAINT "negative_behaviours_org_code_orgs_code_fk" FOREIGN KEY ("org_code") REFERENCES "public"."orgs"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "negative_behaviours" ADD CONSTRAINT "negative_behaviours_recorder_account_id_accounts_id_fk" FOREIGN KEY ("recorder_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "negative_behaviours" ADD CONSTRAINT "negative_behaviours_notice_id_notices_id_fk" FOREIGN KEY ("notice_id") REFERENCES "public"."notices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wf_events" ADD CONSTRAINT "wf_events_instance_id_wf_process_instances_id_fk" FOREIGN KEY ("instance_id") REFERENCES "public"."wf_process_instances"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wf_events" ADD CONSTRAINT "wf_events_actor_account_id_accounts_id_fk" FOREIGN KEY ("actor_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wf_process_instances" ADD CONSTRAINT "wf_process_instances_definition_id_wf_process_definitions_id_fk" FOREIGN KEY ("definition_id") REFERENCES "public"."wf_process_definitions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wf_process_instances" ADD CONSTRAINT "wf_process_instances_org_code_orgs_code_fk" FOREIGN KEY ("org_code") REFERENCES "public"."orgs"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wf_process_instances" ADD CONSTRAINT "wf_process_instances_starter_account_id_accounts_id_fk" FOREIGN KEY ("starter_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wf_work_items" ADD CONSTRAINT "wf_work_items_instance_id_wf_process_instances_id_fk" FOREIGN KEY ("instance_id") REFERENCES "public"."wf_process_instances"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wf_work_items" ADD CONSTRAINT "wf_work_items_assignee_account_id_accounts_id_fk" FOREIGN KEY ("assignee_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wf_work_items" ADD CONSTRAINT "wf_work_items_completed_by_accounts_id_fk" FOREIGN KEY ("completed_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "demand_collection_items_demand_idx" ON "demand_collection_items" USING btree ("demand_id","sort");--> statement-breakpoint
CREATE INDEX "negative_behaviours_supplier_idx" ON "negative_behaviours" USING btree ("supplier_code","status");--> statement-breakpoint
CREATE INDEX "wf_events_instance_idx" ON "wf_events" USING btree ("instance_id","id");--> statement-breakpoint
CREATE INDEX "wf_events_actor_idx" ON "wf_events" USING btree ("actor_account_id","instance_id");--> statement-breakpoint
CREATE UNIQUE INDEX "wf_process_definitions_key_version_uq" ON "wf_process_definitions" USING btree ("def_key","version");--> statement-breakpoint
CREATE INDEX "wf_process_instances_starter_idx" ON "wf_process_instances" USING btree ("starter_account_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "wf_work_items_todo_idx" ON "wf_work_items" USING btree ("org_code","role","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE state = 'open' AND assignee_account_id IS NULL;--> statement-breakpoint
CREATE INDEX "wf_work_items_assigned_idx" ON "wf_work_items" USING btree ("assignee_account_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE state = 'open';--> statement-breakpoint
CREATE INDEX "wf_work_items_done_idx" ON "wf_work_items" USING btree ("completed_by","completed_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE completed_by IS NOT NULL;--> statement-breakpoint
CREATE INDEX "wf_work_items_instance_idx" ON "wf_work_items" USING btree ("instance_id","id");--> statement-breakpoint
CREATE INDEX "wf_work_items_overdue_idx" ON "wf_work_items" USING btree ("deadline_at") WHERE state = 'open' AND overdue_reminded_at IS NULL;--> statement-breakpoint
-- 审批记录 is evidence: rows are appended, never changed or removed.
CREATE FUNCTION "wf_events_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'wf_events is append-only';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "wf_events_append_only" BEFORE UPDATE OR DELETE ON "wf_events"
  FOR EACH ROW EXECUTE FUNCTION "wf_events_append_only"();
