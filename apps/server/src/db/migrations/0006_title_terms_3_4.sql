-- Title terms grow from characters and pairs to runs of up to four characters (title-grams.ts): a
-- keyword of three or four characters is then one term, found exactly by the GIN index and totalled by
-- notice_term_counts, and a longer keyword needs only its four-character runs. Stored notices get the
-- new terms and the counts are rebuilt from them.
-- The terms of titleGrams() in SQL, for this migration only: lower-cased title, every character but
-- the ones JavaScript's trim() removes, and every run of two to four characters, without repeats.
CREATE FUNCTION "notice_title_terms_0006"("title" text) RETURNS text[] LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE
  chars constant text[] := regexp_split_to_array(lower("title"), '');
  total constant integer := cardinality(chars);
  terms text[] := '{}';
  term text;
BEGIN
  FOR start IN 1..total LOOP
    term := chars[start];
    IF term !~ '^[\t\n\v\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]$' THEN
      terms := terms || term;
    END IF;
    FOR length IN 2..least(4, total - start + 1) LOOP
      term := term || chars[start + length - 1];
      terms := terms || term;
    END LOOP;
  END LOOP;
  RETURN ARRAY(SELECT DISTINCT unnest(terms));
END
$$;
--> statement-breakpoint
-- Building the GIN index once after the update is many times cheaper than updating it row by row; the
-- counts are rebuilt in one grouped insert below instead of by the update trigger.
DROP INDEX "notices_title_grams_gin";
--> statement-breakpoint
ALTER TABLE "notices" DISABLE TRIGGER "notices_term_counts_update";
--> statement-breakpoint
-- In batches of ids: each statement holds a bounded number of rows (PGlite runs in one process).
DO $$
DECLARE
  batch_start bigint;
  last_id bigint;
BEGIN
  SELECT min("id"), max("id") INTO batch_start, last_id FROM "notices";
  WHILE batch_start <= last_id LOOP
    UPDATE "notices" SET "title_grams" = "notice_title_terms_0006"("title")
      WHERE "id" >= batch_start AND "id" < batch_start + 50000;
    batch_start := batch_start + 50000;
  END LOOP;
END
$$;
--> statement-breakpoint
ALTER TABLE "notices" ENABLE TRIGGER "notices_term_counts_update";
--> statement-breakpoint
CREATE INDEX "notices_title_grams_gin" ON "notices" USING gin ("title_grams");
--> statement-breakpoint
DROP FUNCTION "notice_title_terms_0006"(text);
--> statement-breakpoint
TRUNCATE "notice_term_counts";
--> statement-breakpoint
INSERT INTO "notice_term_counts"
  ("term", "is_history", "visitor_view", "purchase_notice_type", "results_notice_type", "unit_level", "notice_count")
SELECT t."term", n."is_history", n."visitor_view", n."purchase_notice_type",
       coalesce(n."results_notice_type", ''), coalesce(n."unit_level", ''), count(*)::integer
FROM "notices" AS n CROSS JOIN LATERAL unnest(array_append(n."title_grams", '')) AS t("term")
GROUP BY 1, 2, 3, 4, 5, 6;
--> statement-breakpoint
-- The planner's estimates of term selectivity (most common array elements) come from fresh statistics.
ANALYZE "notices";
--> statement-breakpoint
ANALYZE "notice_term_counts";
