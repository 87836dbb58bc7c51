-- Name search: pg_trgm (substring matches served by a GIN index) over unaccent (accents ignored).
-- Both are trusted contrib extensions (PostgreSQL 13+), so the database owner may create them;
-- PGlite loads them from its own bundle (server/db/connect.ts).
CREATE EXTENSION IF NOT EXISTS unaccent SCHEMA public;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm SCHEMA public;
--> statement-breakpoint
-- unaccent() is only STABLE (its dictionary could change); with the dictionary named, the fold is
-- fixed, so this wrapper may be IMMUTABLE and indexed. Schema-qualified: index builds and restores
-- run with an empty search_path.
CREATE OR REPLACE FUNCTION public.search_fold(value text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, value)) $$;
--> statement-breakpoint
CREATE TABLE "catalogue_versions" (
	"tenant" text PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 1 NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "name_folded" text GENERATED ALWAYS AS (search_fold(game_name)) STORED;
--> statement-breakpoint
CREATE INDEX "games_name_search" ON "games" USING gin ("name_folded" gin_trgm_ops);
--> statement-breakpoint
-- Every write to a tenant's games, vendors, content or state bumps its catalogue version, whoever
-- writes (any API instance, the seed, the status tool, an operator's console): one upsert per
-- statement and tenant (statement-level triggers over the transition tables).
CREATE OR REPLACE FUNCTION public.catalogue_bump() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO catalogue_versions AS v (tenant) SELECT DISTINCT tenant FROM new_rows
      ON CONFLICT (tenant) DO UPDATE SET version = v.version + 1, changed_at = now();
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO catalogue_versions AS v (tenant) SELECT tenant FROM new_rows UNION SELECT tenant FROM old_rows
      ON CONFLICT (tenant) DO UPDATE SET version = v.version + 1, changed_at = now();
  ELSE
    INSERT INTO catalogue_versions AS v (tenant) SELECT DISTINCT tenant FROM old_rows
      ON CONFLICT (tenant) DO UPDATE SET version = v.version + 1, changed_at = now();
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER games_version_insert AFTER INSERT ON games REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION catalogue_bump();
--> statement-breakpoint
CREATE TRIGGER games_version_update AFTER UPDATE ON games REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION catalogue_bump();
--> statement-breakpoint
CREATE TRIGGER games_version_delete AFTER DELETE ON games REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION catalogue_bump();
--> statement-breakpoint
CREATE TRIGGER vendors_version_insert AFTER INSERT ON vendors REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION catalogue_bump();
--> statement-breakpoint
CREATE TRIGGER vendors_version_update AFTER UPDATE ON vendors REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION catalogue_bump();
--> statement-breakpoint
CREATE TRIGGER vendors_version_delete AFTER DELETE ON vendors REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION catalogue_bump();
--> statement-breakpoint
CREATE TRIGGER content_version_insert AFTER INSERT ON content REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION catalogue_bump();
--> statement-breakpoint
CREATE TRIGGER content_version_update AFTER UPDATE ON content REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION catalogue_bump();
--> statement-breakpoint
CREATE TRIGGER content_version_delete AFTER DELETE ON content REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION catalogue_bump();
--> statement-breakpoint
CREATE TRIGGER tenant_state_version_insert AFTER INSERT ON tenant_state REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION catalogue_bump();
--> statement-breakpoint
CREATE TRIGGER tenant_state_version_update AFTER UPDATE ON tenant_state REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION catalogue_bump();
--> statement-breakpoint
CREATE TRIGGER tenant_state_version_delete AFTER DELETE ON tenant_state REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION catalogue_bump();
