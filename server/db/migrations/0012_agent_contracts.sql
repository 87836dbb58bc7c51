CREATE TABLE "agent_contracts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant" text NOT NULL,
	"upline_id" integer NOT NULL,
	"downline_id" integer NOT NULL,
	"type" text NOT NULL,
	"period_type" text NOT NULL,
	"tiers" jsonb NOT NULL,
	"max_rate_bp" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"end_reason" text,
	"offered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"accepted_at" timestamp with time zone,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "agent_settings" (
	"tenant" text PRIMARY KEY NOT NULL,
	"gmt_offset_minutes" integer DEFAULT 0 NOT NULL,
	"negative_carry_over" boolean DEFAULT true NOT NULL,
	"platform_fee_bp" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agent_settlements" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant" text NOT NULL,
	"contract_id" bigint NOT NULL,
	"member_id" integer NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"valid_bet" bigint NOT NULL,
	"profit_loss" bigint NOT NULL,
	"active_members" integer NOT NULL,
	"bonus_cost" bigint NOT NULL,
	"fees" bigint NOT NULL,
	"rate_bp" integer NOT NULL,
	"carry_in" bigint NOT NULL,
	"base" bigint NOT NULL,
	"payout" bigint NOT NULL,
	"carry_out" bigint NOT NULL,
	"transfer_id" bigint,
	"settled_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "agent_settlements" ADD CONSTRAINT "agent_settlements_contract_id_agent_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."agent_contracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "agent_contracts_one_active" ON "agent_contracts" USING btree ("tenant","downline_id","type") WHERE "agent_contracts"."status" = 'active';--> statement-breakpoint
CREATE UNIQUE INDEX "agent_contracts_one_pending" ON "agent_contracts" USING btree ("tenant","downline_id","type") WHERE "agent_contracts"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "agent_contracts_upline" ON "agent_contracts" USING btree ("tenant","upline_id");--> statement-breakpoint
CREATE UNIQUE INDEX "agent_settlements_contract_period" ON "agent_settlements" USING btree ("contract_id","period_start");--> statement-breakpoint
CREATE INDEX "agent_settlements_member" ON "agent_settlements" USING btree ("tenant","member_id","period_start");