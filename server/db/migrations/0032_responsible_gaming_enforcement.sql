-- Responsible gaming enforced (issue 38). Play time: the spans a member played games, from a launch through its activity (page
-- loads and stakes); a pause longer than the idle gap starts a new span. The time limit counts them.
CREATE TABLE IF NOT EXISTS "game_play_spans" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant" text NOT NULL,
	"member_id" integer NOT NULL,
	"launch_hash" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"last_active_at" timestamp with time zone NOT NULL,
	CONSTRAINT "game_play_spans_order" CHECK ("last_active_at" >= "started_at")
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "game_play_spans_member" ON "game_play_spans" USING btree ("tenant", "member_id", "last_active_at");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "game_play_spans_launch" ON "game_play_spans" USING btree ("launch_hash", "id");
--> statement-breakpoint
-- A session opened during a time-out or self-exclusion where the tenant allows it: it may only
-- withdraw and read records (issue 38).
ALTER TABLE "sessions" ADD COLUMN IF NOT EXISTS "withdraw_only" boolean DEFAULT false NOT NULL;
