-- The name search's fold (games.name_folded, indexed with pg_trgm). unaccent() is only STABLE (its
-- dictionary could change); with the dictionary named, the fold is fixed, so this wrapper may be
-- IMMUTABLE and indexed. Schema-qualified: index builds and restores run with an empty search_path.
-- Changing what it answers means rebuilding games.name_folded and its index: do that in a migration.
CREATE OR REPLACE FUNCTION public.search_fold(value text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, value)) $$;
