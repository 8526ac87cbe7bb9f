CREATE TABLE "attachment_text_chunks" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "attachment_text_chunks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"file_id" bigint NOT NULL,
	"page_no" integer NOT NULL,
	"chunk_no" integer NOT NULL,
	"content" text NOT NULL,
	"grams" text[] DEFAULT '{}'::text[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "attachment_texts" (
	"file_id" bigint PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"lease_until" timestamp with time zone,
	"page_count" integer,
	"paged" boolean DEFAULT false NOT NULL,
	"extracted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "attachment_text_chunks" ADD CONSTRAINT "attachment_text_chunks_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attachment_texts" ADD CONSTRAINT "attachment_texts_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "attachment_text_chunks_file_idx" ON "attachment_text_chunks" USING btree ("file_id","page_no","chunk_no");--> statement-breakpoint
CREATE INDEX "attachment_text_chunks_grams_gin" ON "attachment_text_chunks" USING gin ("grams");--> statement-breakpoint
CREATE INDEX "attachment_texts_due_idx" ON "attachment_texts" USING btree ("file_id") WHERE "attachment_texts"."status" = 'pending';