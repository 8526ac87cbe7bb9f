-- Each delivery keeps the notice revision its change produced, so a delivery sent after a later
-- amendment still describes the notice as that revision read. Deliveries written before carry it in
-- their idempotency key (notice:kind:revision:search:channel).
ALTER TABLE "alert_deliveries" ADD COLUMN "revision" integer;
--> statement-breakpoint
UPDATE "alert_deliveries" SET "revision" = split_part("idempotency_key", ':', 3)::integer;
--> statement-breakpoint
ALTER TABLE "alert_deliveries" ALTER COLUMN "revision" SET NOT NULL;
