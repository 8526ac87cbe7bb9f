CREATE TABLE "notice_term_counts" (
	"term" text NOT NULL,
	"is_history" boolean NOT NULL,
	"visitor_view" text NOT NULL,
	"purchase_notice_type" text NOT NULL,
	"results_notice_type" text NOT NULL,
	"unit_level" text NOT NULL,
	"notice_count" integer NOT NULL,
	CONSTRAINT "notice_term_counts_pk" PRIMARY KEY("term","is_history","visitor_view","purchase_notice_type","results_notice_type","unit_level")
);
--> statement-breakpoint
-- Statement-level, with transition tables: a bulk import moves the counts once per statement, in one
-- grouped upsert, in one order for every writer (concurrent publishers never deadlock on shared terms).
-- Terms are the stored title_grams plus '' (every notice).
CREATE FUNCTION "notice_term_counts_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  add_terms_of constant text := $sql$
    INSERT INTO "notice_term_counts" AS c
      ("term", "is_history", "visitor_view", "purchase_notice_type", "results_notice_type", "unit_level", "notice_count")
    SELECT t."term", n."is_history", n."visitor_view", n."purchase_notice_type",
           coalesce(n."results_notice_type", ''), coalesce(n."unit_level", ''), (count(*) * $1)::integer
    FROM %I AS n CROSS JOIN LATERAL unnest(array_append(n."title_grams", '')) AS t("term")
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
--> statement-breakpoint
CREATE TRIGGER "notices_term_counts_insert" AFTER INSERT ON "notices"
  REFERENCING NEW TABLE AS "changed_new" FOR EACH STATEMENT EXECUTE FUNCTION "notice_term_counts_follow"();
--> statement-breakpoint
CREATE TRIGGER "notices_term_counts_update" AFTER UPDATE ON "notices"
  REFERENCING OLD TABLE AS "changed_old" NEW TABLE AS "changed_new"
  FOR EACH STATEMENT EXECUTE FUNCTION "notice_term_counts_follow"();
--> statement-breakpoint
CREATE TRIGGER "notices_term_counts_delete" AFTER DELETE ON "notices"
  REFERENCING OLD TABLE AS "changed_old" FOR EACH STATEMENT EXECUTE FUNCTION "notice_term_counts_follow"();
--> statement-breakpoint
CREATE TRIGGER "notices_term_counts_truncate" AFTER TRUNCATE ON "notices"
  FOR EACH STATEMENT EXECUTE FUNCTION "notice_term_counts_follow"();
--> statement-breakpoint
-- Notices that exist before this migration (the trigger's insert, over the whole table).
INSERT INTO "notice_term_counts"
  ("term", "is_history", "visitor_view", "purchase_notice_type", "results_notice_type", "unit_level", "notice_count")
SELECT t."term", n."is_history", n."visitor_view", n."purchase_notice_type",
       coalesce(n."results_notice_type", ''), coalesce(n."unit_level", ''), count(*)::integer
FROM "notices" AS n CROSS JOIN LATERAL unnest(array_append(n."title_grams", '')) AS t("term")
GROUP BY 1, 2, 3, 4, 5, 6;
