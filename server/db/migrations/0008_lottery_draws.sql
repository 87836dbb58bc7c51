CREATE TABLE "lottery_draws" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant" text NOT NULL,
	"game_code" text NOT NULL,
	"draw_no" text NOT NULL,
	"numbers" text NOT NULL,
	"drawn_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "lottery_draws_game_period" ON "lottery_draws" USING btree ("tenant","game_code","draw_no");--> statement-breakpoint
CREATE INDEX "lottery_draws_recent" ON "lottery_draws" USING btree ("tenant","game_code","drawn_at");