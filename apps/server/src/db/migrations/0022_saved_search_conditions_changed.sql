-- Searches saved before this column take the migration's time: an edit made earlier was never recorded, so
-- feed readers fetch them once more rather than keep a copy that may be outdated.
ALTER TABLE "saved_searches" ADD COLUMN "conditions_changed_at" timestamp with time zone DEFAULT now() NOT NULL;
