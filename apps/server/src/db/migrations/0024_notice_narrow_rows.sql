-- Narrow notices rows: the HTML body and the title terms move to the TOAST table, so the rows a
-- keyword check reads (title, dates, types: ~400 bytes) pack ~20 to a page instead of ~3 (a check of
-- 10,000 candidates read ~10,000 pages of a 2.4 GB heap at a million notices).
-- Once a row passes 2 KB, the toaster compresses and moves out its widest values until the row fits
-- toast_tuple_target: at 512 bytes that is the body and the terms, and every list field stays inline
-- (they take up to ~490 bytes in the demo data; at 128 names and contacts would move out too). The
-- title, which every check reads, is MAIN: never moved out.
ALTER TABLE "notices" SET (toast_tuple_target = 512);
--> statement-breakpoint
ALTER TABLE "notices" ALTER COLUMN "title" SET STORAGE MAIN;
--> statement-breakpoint
SET LOCAL maintenance_work_mem = '256MB';
--> statement-breakpoint
-- Stored rows had their values compressed just enough to fit below 2 KB, and the toaster only runs on
-- rows above that, so rewriting them as they are (VACUUM FULL, CLUSTER) would leave them wide: both
-- values are read afresh, uncompressed. A same-type change with USING rewrites the table in one pass
-- and builds each index once, unlike an UPDATE (dead rows, new entries in every index, the term-count
-- triggers); the values are unchanged.
ALTER TABLE "notices"
  ALTER COLUMN "content_html" TYPE text USING "content_html" || '',
  ALTER COLUMN "title_grams" TYPE text[] USING "title_grams" || '{}'::text[];
--> statement-breakpoint
ANALYZE "notices";
