CREATE TABLE "certificate_reminders" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "certificate_reminders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"supplier_code" text NOT NULL,
	"cert_type" text NOT NULL,
	"cert_number" text NOT NULL,
	"valid_to" date NOT NULL,
	"threshold_days" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "certificate_reminders_uq" ON "certificate_reminders" USING btree ("supplier_code","cert_type","cert_number","valid_to","threshold_days");