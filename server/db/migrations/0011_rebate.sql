CREATE TABLE "rebate_accruals" (
	"tenant" text NOT NULL,
	"member_id" integer NOT NULL,
	"staked" bigint NOT NULL,
	"weighted" bigint NOT NULL,
	"paid" bigint DEFAULT 0 NOT NULL,
	"staked_claimed" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rebate_claims" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant" text NOT NULL,
	"member_id" integer NOT NULL,
	"period" text NOT NULL,
	"bets" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"transfer_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rebate_settings" (
	"tenant" text PRIMARY KEY NOT NULL,
	"rates" jsonb NOT NULL,
	"default_rate" integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "rebate_accruals_member" ON "rebate_accruals" USING btree ("tenant","member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "rebate_claims_period" ON "rebate_claims" USING btree ("tenant","member_id","period");