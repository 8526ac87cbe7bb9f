-- Job leases (issue 24): who holds a claimed extraction or alert delivery, for operators and the cluster drill.
ALTER TABLE "attachment_texts" ADD COLUMN "lease_holder" text;--> statement-breakpoint
ALTER TABLE "alert_deliveries" ADD COLUMN "lease_holder" text;