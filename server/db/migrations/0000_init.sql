CREATE TABLE "attempts" (
	"tenant" text NOT NULL,
	"key" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"window_start" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	CONSTRAINT "attempts_tenant_key_pk" PRIMARY KEY("tenant","key")
);
--> statement-breakpoint
CREATE TABLE "captchas" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant" text NOT NULL,
	"answer_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant" text NOT NULL,
	"kind" text NOT NULL,
	"language" text,
	"position" integer NOT NULL,
	"data" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "favourites" (
	"tenant" text NOT NULL,
	"member_id" integer NOT NULL,
	"node_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favourites_tenant_member_id_node_id_pk" PRIMARY KEY("tenant","member_id","node_id")
);
--> statement-breakpoint
CREATE TABLE "feedback" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant" text NOT NULL,
	"member_id" integer,
	"question_type" text NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "games" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant" text NOT NULL,
	"node_id" text NOT NULL,
	"game_code" text NOT NULL,
	"game_name" text NOT NULL,
	"game_type" text NOT NULL,
	"vassalage" text NOT NULL,
	"classification" text NOT NULL,
	"icon" text NOT NULL,
	"is_hot" boolean DEFAULT false NOT NULL,
	"support_play" integer DEFAULT 1 NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "members" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant" text NOT NULL,
	"account" text NOT NULL,
	"nickname" text NOT NULL,
	"type" integer DEFAULT 0 NOT NULL,
	"password_hash" text NOT NULL,
	"password_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"first_time_login" boolean DEFAULT true NOT NULL,
	"email" text,
	"mobile" text,
	"country_dialing_code" text,
	"contract_types" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"profile" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"balance" bigint DEFAULT 0 NOT NULL,
	"known_ips" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant" text NOT NULL,
	"channel" text NOT NULL,
	"to" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recent_games" (
	"tenant" text NOT NULL,
	"member_id" integer NOT NULL,
	"node_id" text NOT NULL,
	"played_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recent_games_tenant_member_id_node_id_pk" PRIMARY KEY("tenant","member_id","node_id")
);
--> statement-breakpoint
CREATE TABLE "server_keys" (
	"id" text PRIMARY KEY NOT NULL,
	"public_key_jwk" jsonb NOT NULL,
	"private_key_jwk" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"tenant" text NOT NULL,
	"member_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "tenant_state" (
	"tenant" text PRIMARY KEY NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"switches" jsonb NOT NULL,
	"sms_expiry_minutes" integer DEFAULT 5 NOT NULL,
	"seeded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"seed_version" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "used_challenges" (
	"signature" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vendors" (
	"tenant" text NOT NULL,
	"game_type" text NOT NULL,
	"vassalage" text NOT NULL,
	"display_name" text NOT NULL,
	"icon" text NOT NULL,
	"position" integer NOT NULL,
	"classifications" jsonb NOT NULL,
	CONSTRAINT "vendors_tenant_game_type_vassalage_pk" PRIMARY KEY("tenant","game_type","vassalage")
);
--> statement-breakpoint
CREATE TABLE "verification_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant" text NOT NULL,
	"purpose" text NOT NULL,
	"target" text NOT NULL,
	"code_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "content_lookup" ON "content" USING btree ("tenant","kind","language","position");--> statement-breakpoint
CREATE UNIQUE INDEX "games_tenant_node" ON "games" USING btree ("tenant","node_id");--> statement-breakpoint
CREATE INDEX "games_lobby" ON "games" USING btree ("tenant","game_type","vassalage","position");--> statement-breakpoint
CREATE UNIQUE INDEX "members_tenant_account" ON "members" USING btree ("tenant","account");--> statement-breakpoint
CREATE INDEX "members_tenant_mobile" ON "members" USING btree ("tenant","mobile");--> statement-breakpoint
CREATE INDEX "outbox_to" ON "outbox" USING btree ("tenant","to");--> statement-breakpoint
CREATE INDEX "sessions_member" ON "sessions" USING btree ("tenant","member_id");--> statement-breakpoint
CREATE INDEX "codes_lookup" ON "verification_codes" USING btree ("tenant","purpose","target");