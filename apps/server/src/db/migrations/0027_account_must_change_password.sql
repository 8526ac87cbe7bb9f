-- Passwords issued by someone else (new accounts, resets, create-admin) must be changed by their owner
-- at first login (issue 21). Existing accounts keep theirs: the demo's and every password set so far.
ALTER TABLE "accounts" ADD COLUMN "must_change_password" boolean DEFAULT false NOT NULL;
