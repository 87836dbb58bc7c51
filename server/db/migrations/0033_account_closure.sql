-- LGPD (Lei 13.709/2018 art. 18): a member may close the account. The row stays (the ledger, the
-- responsible-gaming history and the records the law requires point at it); a closed account cannot
-- sign in.
ALTER TABLE "members" ADD COLUMN IF NOT EXISTS "closed_at" timestamp with time zone;
