CREATE TABLE "point_accruals" (
	"tenant" text NOT NULL,
	"member_id" integer NOT NULL,
	"weighted" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "point_redemptions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant" text NOT NULL,
	"member_id" integer NOT NULL,
	"reward_id" bigint NOT NULL,
	"type" text NOT NULL,
	"name_pt" text NOT NULL,
	"name_en" text NOT NULL,
	"quantity" integer NOT NULL,
	"points" bigint NOT NULL,
	"amount_requirement" bigint NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'process' NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"hold_transfer_id" bigint NOT NULL,
	"settle_transfer_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "point_rewards" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant" text NOT NULL,
	"type" text NOT NULL,
	"name_pt" text NOT NULL,
	"name_en" text NOT NULL,
	"points" bigint NOT NULL,
	"amount_requirement" bigint NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "point_settings" (
	"tenant" text PRIMARY KEY NOT NULL,
	"earn_rates" jsonb NOT NULL,
	"default_rate" integer NOT NULL,
	"convert_points" bigint NOT NULL,
	"convert_cents" bigint NOT NULL,
	"min_convert_points" bigint NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "point_accruals_member" ON "point_accruals" USING btree ("tenant","member_id");--> statement-breakpoint
CREATE INDEX "point_redemptions_member" ON "point_redemptions" USING btree ("tenant","member_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "point_rewards_name" ON "point_rewards" USING btree ("tenant","name_en");