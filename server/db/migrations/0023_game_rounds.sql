-- Real-mode rounds of the game page, issued by the server (server/wallet/rounds.ts). A round is
-- opened for a launch before any stake is taken, with its outcome (the win multiplier) drawn by the
-- server from a cryptographic random source and stored here; nothing the player sends picks it.
-- A spin settles an open round of its own launch once (status 'settled', with its stake and win);
-- a round past its expiry is never settled ('expired' once a newer round replaces it).
CREATE TABLE "game_rounds" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant" text NOT NULL,
	"launch_hash" text NOT NULL,
	"member_id" integer NOT NULL,
	"node_id" text NOT NULL,
	"multiplier" integer NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"opened_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	"stake" bigint,
	"win" bigint,
	CONSTRAINT "game_rounds_status" CHECK ("game_rounds"."status" IN ('open', 'settled', 'expired')),
	CONSTRAINT "game_rounds_multiplier" CHECK ("game_rounds"."multiplier" >= 0),
	CONSTRAINT "game_rounds_settled" CHECK (("game_rounds"."status" = 'settled') = ("game_rounds"."settled_at" IS NOT NULL AND "game_rounds"."stake" IS NOT NULL AND "game_rounds"."win" IS NOT NULL))
);
--> statement-breakpoint
-- At most one open round per launch, also when two page loads open one at the same time: the
-- second insert conflicts here and reads the first's round.
CREATE UNIQUE INDEX "game_rounds_one_open_per_launch" ON "game_rounds" USING btree ("launch_hash") WHERE "game_rounds"."status" = 'open';
