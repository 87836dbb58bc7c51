-- Transfers and entries are immutable: no UPDATE, DELETE or TRUNCATE, whoever asks (the triggers on
-- ledger_transfers and ledger_entries, made by the migration 'ledger', call this function).
CREATE OR REPLACE FUNCTION ledger_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger % rows are immutable (%)', TG_TABLE_NAME, TG_OP USING ERRCODE = 'integrity_constraint_violation';
END;
$$;
