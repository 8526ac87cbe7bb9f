-- Common title phrases (title-phrases.ts): runs of five to ten characters that many titles share. A
-- keyword that is one of them is totalled exactly by notice_term_counts, like a keyword of up to four
-- characters, instead of by checking every title its four-character runs find (up to 10,001 row reads
-- for a common one at a million notices).
CREATE TABLE "notice_title_phrases" (
	"phrase" text PRIMARY KEY NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- The phrases a title contains, each once: its lower-cased runs of five to ten characters looked up in
-- notice_title_phrases (one probe of the primary key for all of them; none while it is empty).
CREATE FUNCTION "notice_title_phrases_in"("title" text) RETURNS text[] LANGUAGE plpgsql STABLE AS $$
DECLARE
  lowered constant text := lower("title");
  total constant integer := char_length(lowered);
  runs text[];
BEGIN
  IF total < 5 OR NOT EXISTS (SELECT 1 FROM "notice_title_phrases") THEN
    RETURN '{}';
  END IF;
  SELECT array_agg(substr(lowered, s."pos", l."len")) INTO runs
  FROM generate_series(5, least(10, total)) AS l("len")
  CROSS JOIN LATERAL generate_series(1, total - l."len" + 1) AS s("pos");
  RETURN ARRAY(SELECT p."phrase" FROM "notice_title_phrases" AS p WHERE p."phrase" = ANY(runs));
END
$$;
--> statement-breakpoint
-- The terms a notice is counted under: its title terms, '' (every notice) and the phrases of its title.
CREATE FUNCTION "notice_count_terms"("title_grams" text[], "title" text) RETURNS text[] LANGUAGE sql STABLE AS $$
  SELECT array_append("title_grams", '') || "notice_title_phrases_in"("title")
$$;
--> statement-breakpoint
-- Migration 0003's count trigger, counting notice_count_terms instead of the title terms and ''. Phrases
-- are added under a SHARE lock on notices (title-phrases.ts), so no write runs while one is added and
-- counted: every notice is counted under a phrase exactly once.
CREATE OR REPLACE FUNCTION "notice_term_counts_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  add_terms_of constant text := $sql$
    INSERT INTO "notice_term_counts" AS c
      ("term", "is_history", "visitor_view", "purchase_notice_type", "results_notice_type", "unit_level", "notice_count")
    SELECT t."term", n."is_history", n."visitor_view", n."purchase_notice_type",
           coalesce(n."results_notice_type", ''), coalesce(n."unit_level", ''), (count(*) * $1)::integer
    FROM %I AS n CROSS JOIN LATERAL unnest("notice_count_terms"(n."title_grams", n."title")) AS t("term")
    GROUP BY 1, 2, 3, 4, 5, 6
    ORDER BY 1, 2, 3, 4, 5, 6
    ON CONFLICT ON CONSTRAINT "notice_term_counts_pk"
      DO UPDATE SET "notice_count" = c."notice_count" + excluded."notice_count"
  $sql$;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM "notice_term_counts";
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    EXECUTE format(add_terms_of, 'changed_old') USING -1;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    EXECUTE format(add_terms_of, 'changed_new') USING 1;
  END IF;
  RETURN NULL;
END
$$;
