-- The database functions' current definitions live as SQL files beside the module that owns them
-- (server/modules/<module>/sql/<name>.sql) and are applied when the database opens, after the
-- migrations (server/db/sqlFunctions.ts). This table holds the checksum of each file as applied,
-- so an unchanged file is not applied again and a changed one is.
CREATE TABLE "database_functions" (
	"name" text PRIMARY KEY NOT NULL,
	"checksum" text NOT NULL
);
