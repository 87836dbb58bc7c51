-- Every write to a tenant's games, vendors, content or state bumps its catalogue version, whoever
-- writes (any API instance, the seed, the status tool, an operator's console): one upsert per
-- statement and tenant (statement-level triggers over the transition tables, made by the migration
-- 'catalogue_cache_search').
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
