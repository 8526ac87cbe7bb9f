CREATE TABLE "notice_text_chunks" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "notice_text_chunks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"notice_id" bigint NOT NULL,
	"source" text NOT NULL,
	"chunk_no" integer NOT NULL,
	"content" text NOT NULL,
	"grams" text[] DEFAULT '{}'::text[] NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notice_text_chunks" ADD CONSTRAINT "notice_text_chunks_notice_id_notices_id_fk" FOREIGN KEY ("notice_id") REFERENCES "public"."notices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notice_text_chunks_notice_idx" ON "notice_text_chunks" USING btree ("notice_id","source","chunk_no");--> statement-breakpoint
CREATE INDEX "notice_text_chunks_grams_gin" ON "notice_text_chunks" USING gin ("grams");