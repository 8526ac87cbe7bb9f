ALTER TABLE "notice_drafts" ADD COLUMN "award_candidates" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "notice_revisions" ADD COLUMN "award_candidates" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "notices" ADD COLUMN "award_candidates" jsonb DEFAULT '[]'::jsonb NOT NULL;