-- The name search's trigram index without GIN's pending list (fastupdate off): rebuilt, so the rows
-- already there go into its tree, and new names go there at once. With the pending list, a seeded
-- catalogue stayed in it until a VACUUM (never, on PGlite), every search read it in full, and the
-- planner chose reading the whole table instead.
DROP INDEX "games_name_search";--> statement-breakpoint
CREATE INDEX "games_name_search" ON "games" USING gin ("name_folded" gin_trgm_ops) WITH (fastupdate=false);