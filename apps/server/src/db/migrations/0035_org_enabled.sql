-- 单位管理 (issue 21, item 6): a unit can be disabled; existing units stay enabled.
ALTER TABLE "orgs" ADD COLUMN "enabled" boolean DEFAULT true NOT NULL;