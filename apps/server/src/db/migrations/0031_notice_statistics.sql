CREATE TABLE "notice_month_counts" (
	"month" text NOT NULL,
	"org_code" text NOT NULL,
	"purchase_notice_type" text NOT NULL,
	"published" integer DEFAULT 0 NOT NULL,
	"amended" integer DEFAULT 0 NOT NULL,
	"withdrawn" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "notice_month_counts_pk" PRIMARY KEY("month","org_code","purchase_notice_type")
);
--> statement-breakpoint
CREATE TABLE "keyword_searches" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "keyword_searches_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"keyword" text NOT NULL,
	"result_count" integer NOT NULL,
	"searched_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "keyword_searches_searched_idx" ON "keyword_searches" USING btree ("searched_at");--> statement-breakpoint
CREATE INDEX "keyword_searches_misses_idx" ON "keyword_searches" USING btree ("searched_at","keyword") WHERE result_count = 0;--> statement-breakpoint
CREATE INDEX "alert_deliveries_created_idx" ON "alert_deliveries" USING btree ("created_at");
--> statement-breakpoint
-- The month of an instant in China time (UTC+8 all year), as the statistics' periods name months.
CREATE FUNCTION "china_month"(at timestamptz) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT to_char((at AT TIME ZONE 'UTC') + interval '8 hours', 'YYYY-MM') $$;
--> statement-breakpoint
-- Statement-level, with transition tables, like the term counts (0003): one grouped upsert per
-- statement, in one order for every writer, and nothing written when an update moved no count (the
-- update function also empties the counts on TRUNCATE).
CREATE FUNCTION "notice_month_counts_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    -- notice_changes goes with notices (ON DELETE CASCADE): nothing is left to count.
    DELETE FROM "notice_month_counts";
    RETURN NULL;
  END IF;
  INSERT INTO "notice_month_counts" AS c ("month", "org_code", "purchase_notice_type", "published")
  SELECT d."month", d."org_code", d."purchase_notice_type", sum(d."delta")::integer
  FROM (
    SELECT china_month(o."published_at") AS "month", coalesce(o."org_code", '') AS "org_code",
           o."purchase_notice_type", -1 AS "delta"
    FROM "changed_old" AS o
    WHERE o."published_at" IS NOT NULL
    UNION ALL
    SELECT china_month(n."published_at"), coalesce(n."org_code", ''), n."purchase_notice_type", 1
    FROM "changed_new" AS n
    WHERE n."published_at" IS NOT NULL
  ) AS d
  GROUP BY 1, 2, 3
  HAVING sum(d."delta") <> 0
  ORDER BY 1, 2, 3
  ON CONFLICT ON CONSTRAINT "notice_month_counts_pk"
    DO UPDATE SET "published" = c."published" + excluded."published";
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- The insert and delete triggers have one transition table each, so each has its own function.
CREATE FUNCTION "notice_month_counts_follow_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "notice_month_counts" AS c ("month", "org_code", "purchase_notice_type", "published")
  SELECT china_month(n."published_at"), coalesce(n."org_code", ''), n."purchase_notice_type", count(*)::integer
  FROM "changed_new" AS n
  WHERE n."published_at" IS NOT NULL
  GROUP BY 1, 2, 3
  ORDER BY 1, 2, 3
  ON CONFLICT ON CONSTRAINT "notice_month_counts_pk"
    DO UPDATE SET "published" = c."published" + excluded."published";
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "notice_month_counts_follow_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "notice_month_counts" AS c ("month", "org_code", "purchase_notice_type", "published")
  SELECT china_month(o."published_at"), coalesce(o."org_code", ''), o."purchase_notice_type", -count(*)::integer
  FROM "changed_old" AS o
  WHERE o."published_at" IS NOT NULL
  GROUP BY 1, 2, 3
  ORDER BY 1, 2, 3
  ON CONFLICT ON CONSTRAINT "notice_month_counts_pk"
    DO UPDATE SET "published" = c."published" + excluded."published";
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "notices_month_counts_insert" AFTER INSERT ON "notices"
  REFERENCING NEW TABLE AS "changed_new" FOR EACH STATEMENT EXECUTE FUNCTION "notice_month_counts_follow_insert"();
--> statement-breakpoint
CREATE TRIGGER "notices_month_counts_update" AFTER UPDATE ON "notices"
  REFERENCING OLD TABLE AS "changed_old" NEW TABLE AS "changed_new"
  FOR EACH STATEMENT EXECUTE FUNCTION "notice_month_counts_follow"();
--> statement-breakpoint
CREATE TRIGGER "notices_month_counts_delete" AFTER DELETE ON "notices"
  REFERENCING OLD TABLE AS "changed_old" FOR EACH STATEMENT EXECUTE FUNCTION "notice_month_counts_follow_delete"();
--> statement-breakpoint
CREATE TRIGGER "notices_month_counts_truncate" AFTER TRUNCATE ON "notices"
  FOR EACH STATEMENT EXECUTE FUNCTION "notice_month_counts_follow"();
--> statement-breakpoint
-- Amendments and withdrawals, by the month of the change and the notice's unit and type at that time.
CREATE FUNCTION "notice_month_counts_follow_changes"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "notice_month_counts" AS c
    ("month", "org_code", "purchase_notice_type", "amended", "withdrawn")
  SELECT china_month(ch."changed_at"), coalesce(n."org_code", ''), n."purchase_notice_type",
         (count(*) FILTER (WHERE ch."kind" = 'amended'))::integer,
         (count(*) FILTER (WHERE ch."kind" = 'withdrawn'))::integer
  FROM "changed_new" AS ch JOIN "notices" AS n ON n."id" = ch."notice_id"
  WHERE ch."kind" IN ('amended', 'withdrawn')
  GROUP BY 1, 2, 3
  ORDER BY 1, 2, 3
  ON CONFLICT ON CONSTRAINT "notice_month_counts_pk"
    DO UPDATE SET "amended" = c."amended" + excluded."amended", "withdrawn" = c."withdrawn" + excluded."withdrawn";
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "notice_changes_month_counts_insert" AFTER INSERT ON "notice_changes"
  REFERENCING NEW TABLE AS "changed_new" FOR EACH STATEMENT EXECUTE FUNCTION "notice_month_counts_follow_changes"();
--> statement-breakpoint
-- What exists before this migration: every published notice and every amendment and withdrawal logged.
INSERT INTO "notice_month_counts" ("month", "org_code", "purchase_notice_type", "published")
SELECT china_month("published_at"), coalesce("org_code", ''), "purchase_notice_type", count(*)::integer
FROM "notices" WHERE "published_at" IS NOT NULL
GROUP BY 1, 2, 3;
--> statement-breakpoint
INSERT INTO "notice_month_counts" AS c ("month", "org_code", "purchase_notice_type", "amended", "withdrawn")
SELECT china_month(ch."changed_at"), coalesce(n."org_code", ''), n."purchase_notice_type",
       (count(*) FILTER (WHERE ch."kind" = 'amended'))::integer,
       (count(*) FILTER (WHERE ch."kind" = 'withdrawn'))::integer
FROM "notice_changes" AS ch JOIN "notices" AS n ON n."id" = ch."notice_id"
WHERE ch."kind" IN ('amended', 'withdrawn')
GROUP BY 1, 2, 3
ON CONFLICT ON CONSTRAINT "notice_month_counts_pk"
  DO UPDATE SET "amended" = excluded."amended", "withdrawn" = excluded."withdrawn";
