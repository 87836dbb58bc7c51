-- Responsible gaming (issue 38): append-only rows of limits, exclusions, reopen requests and the
-- reality check's interval. Nothing here is ever updated or deleted by the server.
CREATE TABLE IF NOT EXISTS "rg_limit_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant" text NOT NULL,
	"member_id" integer NOT NULL,
	"kind" text NOT NULL CHECK ("kind" IN ('deposit', 'loss', 'wager', 'time')),
	"period" text NOT NULL CHECK ("period" IN ('day', 'week', 'month')),
	"old_value" bigint CHECK ("old_value" IS NULL OR "old_value" >= 0),
	"new_value" bigint CHECK ("new_value" IS NULL OR "new_value" >= 0),
	"requested_at" timestamp with time zone NOT NULL,
	"effective_at" timestamp with time zone NOT NULL,
	"actor" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "rg_limit_changes_member" ON "rg_limit_changes" USING btree ("tenant", "member_id", "kind", "period", "requested_at");
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "rg_exclusions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant" text NOT NULL,
	"member_id" integer NOT NULL,
	"kind" text NOT NULL CHECK ("kind" IN ('timeout', 'selfExclusion')),
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"requested_at" timestamp with time zone NOT NULL,
	"actor" text NOT NULL,
	CHECK ("ends_at" IS NULL OR "ends_at" > "starts_at")
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "rg_exclusions_member" ON "rg_exclusions" USING btree ("tenant", "member_id", "starts_at");
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "rg_reopen_requests" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant" text NOT NULL,
	"member_id" integer NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"effective_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "rg_reopen_requests_member" ON "rg_reopen_requests" USING btree ("tenant", "member_id", "requested_at");
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "rg_reality_checks" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant" text NOT NULL,
	"member_id" integer NOT NULL,
	"interval_minutes" integer NOT NULL CHECK ("interval_minutes" > 0),
	"changed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "rg_reality_checks_member" ON "rg_reality_checks" USING btree ("tenant", "member_id", "changed_at");
