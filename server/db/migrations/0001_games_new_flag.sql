ALTER TABLE "games" ADD COLUMN "is_new" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "games_type_position" ON "games" USING btree ("tenant","game_type","position");