ALTER TABLE "notice_drafts" ADD COLUMN "bid_deadline" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notice_drafts" ADD COLUMN "bid_opening_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notice_drafts" ADD COLUMN "budget_amount" numeric(18, 2);--> statement-breakpoint
ALTER TABLE "notice_drafts" ADD COLUMN "budget_currency" text;--> statement-breakpoint
ALTER TABLE "notice_drafts" ADD COLUMN "project_number" text;--> statement-breakpoint
ALTER TABLE "notice_drafts" ADD COLUMN "contact_name" text;--> statement-breakpoint
ALTER TABLE "notice_drafts" ADD COLUMN "contact_phone" text;--> statement-breakpoint
ALTER TABLE "notice_drafts" ADD COLUMN "contact_email" text;--> statement-breakpoint
ALTER TABLE "notice_revisions" ADD COLUMN "bid_deadline" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notice_revisions" ADD COLUMN "bid_opening_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notice_revisions" ADD COLUMN "budget_amount" numeric(18, 2);--> statement-breakpoint
ALTER TABLE "notice_revisions" ADD COLUMN "budget_currency" text;--> statement-breakpoint
ALTER TABLE "notice_revisions" ADD COLUMN "project_number" text;--> statement-breakpoint
ALTER TABLE "notice_revisions" ADD COLUMN "contact_name" text;--> statement-breakpoint
ALTER TABLE "notice_revisions" ADD COLUMN "contact_phone" text;--> statement-breakpoint
ALTER TABLE "notice_revisions" ADD COLUMN "contact_email" text;--> statement-breakpoint
ALTER TABLE "notices" ADD COLUMN "bid_deadline" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notices" ADD COLUMN "bid_opening_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notices" ADD COLUMN "budget_amount" numeric(18, 2);--> statement-breakpoint
ALTER TABLE "notices" ADD COLUMN "budget_currency" text;--> statement-breakpoint
ALTER TABLE "notices" ADD COLUMN "project_number" text;--> statement-breakpoint
ALTER TABLE "notices" ADD COLUMN "contact_name" text;--> statement-breakpoint
ALTER TABLE "notices" ADD COLUMN "contact_phone" text;--> statement-breakpoint
ALTER TABLE "notices" ADD COLUMN "contact_email" text;--> statement-breakpoint
ALTER TABLE "notices" ADD CONSTRAINT "notices_budget_amount_not_negative" CHECK (budget_amount >= 0);