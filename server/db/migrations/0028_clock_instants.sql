-- One clock (server/clock.ts): the server tells the database the instant of every row it writes, so
-- the server and the database agree on what time it is and tests can fix and move it. No column
-- takes the database's own now() any more; an insert without its instant fails instead of
-- silently taking the wall clock. (ledger_accounts.created_at, server_keys.created_at and
-- security_settings.updated_at keep their defaults: bookkeeping of the row, never read.)
ALTER TABLE "agent_contracts" ALTER COLUMN "offered_at" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "agent_settlements" ALTER COLUMN "settled_at" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "promotion_applications" ALTER COLUMN "created_at" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "favourites" ALTER COLUMN "created_at" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "recent_games" ALTER COLUMN "played_at" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "chat_messages" ALTER COLUMN "created_at" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "feedback" ALTER COLUMN "created_at" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "member_messages" ALTER COLUMN "created_at" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "red_envelopes" ALTER COLUMN "created_at" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ALTER COLUMN "created_at" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "ledger_entries" ALTER COLUMN "created_at" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "ledger_transfers" ALTER COLUMN "created_at" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "members" ALTER COLUMN "created_at" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "members" ALTER COLUMN "password_changed_at" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "sessions" ALTER COLUMN "created_at" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "sessions" ALTER COLUMN "last_seen_at" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "point_redemptions" ALTER COLUMN "created_at" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "rebate_claims" ALTER COLUMN "created_at" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "mission_claims" ALTER COLUMN "created_at" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "reward_participations" ALTER COLUMN "joined_at" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "reward_participations" ALTER COLUMN "updated_at" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "attempts" ALTER COLUMN "window_start" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "outbox" ALTER COLUMN "created_at" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "verification_codes" ALTER COLUMN "created_at" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "tenant_state" ALTER COLUMN "seeded_at" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "deposits" ALTER COLUMN "created_at" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "payment_passwords" ALTER COLUMN "changed_at" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "scheduled_runs" ALTER COLUMN "done_at" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "withdrawal_proofs" ALTER COLUMN "created_at" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "withdrawals" ALTER COLUMN "created_at" DROP DEFAULT;
