-- The lobby list's totals (game_counts): kept in the statement that writes games, by statement-level
-- triggers over the transition tables (made by the migration 'game_counts'; one upsert per statement,
-- as catalogue_bump). A statement's change is summed per group first (an UPDATE that moves a game
-- from one group to another is -1 and +1; one that changes nothing counted is no change at all),
-- then applied in key order, so two writers lock the rows they share in one order. Rows that fall
-- to zero go.
CREATE OR REPLACE FUNCTION public.game_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO game_counts AS c (tenant, game_type, vassalage, classification, is_hot, is_new, games)
      SELECT tenant, game_type, vassalage, classification, is_hot, is_new, count(*)
      FROM new_rows GROUP BY 1, 2, 3, 4, 5, 6 ORDER BY 1, 2, 3, 4, 5, 6
      ON CONFLICT (tenant, game_type, vassalage, classification, is_hot, is_new) DO UPDATE SET games = c.games + excluded.games;
    RETURN NULL;
  END IF;
  IF TG_OP = 'UPDATE' THEN
    INSERT INTO game_counts AS c (tenant, game_type, vassalage, classification, is_hot, is_new, games)
      SELECT tenant, game_type, vassalage, classification, is_hot, is_new, sum(change)
      FROM (
        SELECT tenant, game_type, vassalage, classification, is_hot, is_new, 1 AS change FROM new_rows
        UNION ALL
        SELECT tenant, game_type, vassalage, classification, is_hot, is_new, -1 AS change FROM old_rows
      ) AS changes
      GROUP BY 1, 2, 3, 4, 5, 6 HAVING sum(change) <> 0 ORDER BY 1, 2, 3, 4, 5, 6
      ON CONFLICT (tenant, game_type, vassalage, classification, is_hot, is_new) DO UPDATE SET games = c.games + excluded.games;
  ELSE
    INSERT INTO game_counts AS c (tenant, game_type, vassalage, classification, is_hot, is_new, games)
      SELECT tenant, game_type, vassalage, classification, is_hot, is_new, -count(*)
      FROM old_rows GROUP BY 1, 2, 3, 4, 5, 6 ORDER BY 1, 2, 3, 4, 5, 6
      ON CONFLICT (tenant, game_type, vassalage, classification, is_hot, is_new) DO UPDATE SET games = c.games + excluded.games;
  END IF;
  DELETE FROM game_counts WHERE games = 0 AND tenant IN (SELECT tenant FROM old_rows);
  RETURN NULL;
END $$;
