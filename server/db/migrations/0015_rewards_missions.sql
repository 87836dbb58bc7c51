CREATE TABLE "mission_claims" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant" text NOT NULL,
	"member_id" integer NOT NULL,
	"mission_id" text NOT NULL,
	"period" text NOT NULL,
	"amount" bigint NOT NULL,
	"transfer_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "missions" (
	"tenant" text NOT NULL,
	"id" text NOT NULL,
	"title" jsonb NOT NULL,
	"metric" text NOT NULL,
	"goal" bigint NOT NULL,
	"reward" bigint NOT NULL,
	"period" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "missions_tenant_id_pk" PRIMARY KEY("tenant","id")
);
--> statement-breakpoint
CREATE TABLE "reward_participations" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant" text NOT NULL,
	"member_id" integer NOT NULL,
	"promotion_id" integer NOT NULL,
	"state" text NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"transfer_id" bigint
);
--> statement-breakpoint
CREATE TABLE "reward_promotions" (
	"tenant" text NOT NULL,
	"id" integer NOT NULL,
	"title" jsonb NOT NULL,
	"entry" text NOT NULL,
	"turnover" bigint NOT NULL,
	"prize" bigint NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "reward_promotions_tenant_id_pk" PRIMARY KEY("tenant","id")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "mission_claims_period" ON "mission_claims" USING btree ("tenant","member_id","mission_id","period");--> statement-breakpoint
CREATE UNIQUE INDEX "reward_participations_member" ON "reward_participations" USING btree ("tenant","member_id","promotion_id");