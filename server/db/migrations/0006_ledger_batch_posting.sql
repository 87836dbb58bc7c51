-- Keyed single-transfer postings in batches (server/ledger/keyedPosting.ts): one call and one commit
-- for every request that arrived while the previous batch was being written (group commit).
-- Items: [{ "key", "hash", "kind", "debit", "credit", "amount", "reference", "meta" }], no key twice.
-- Per item, in order: the idempotency key first (a known key replays its stored facts, or is a
-- conflict when the request differs); then every account the new items touch is locked in ascending
-- id order, as every posting locks, so batches and single postings never deadlock; then each new
-- item posts, or is refused (a member debit the balance does not cover; its key is removed so that
-- a retry runs again) without touching anything.
CREATE FUNCTION ledger_post_keyed_batch(p_tenant text, p_items jsonb)
RETURNS TABLE (idx integer, status text, facts jsonb)
LANGUAGE plpgsql AS $$
DECLARE
  n integer := jsonb_array_length(p_items);
  item jsonb;
  fresh boolean[] := array_fill(false, ARRAY[greatest(n, 1)]);
  known record;
  v_amount bigint;
  v_debit bigint;
  v_credit bigint;
  v_debit_balance bigint;
  v_credit_balance bigint;
  v_id bigint;
  v_at timestamptz;
  v_facts jsonb;
BEGIN
  FOR i IN 0 .. n - 1 LOOP
    item := p_items -> i;
    INSERT INTO idempotency_keys (tenant, key, request_hash) VALUES (p_tenant, item ->> 'key', item ->> 'hash') ON CONFLICT DO NOTHING;
    IF FOUND THEN
      fresh[i + 1] := true;
    ELSE
      SELECT k.request_hash, k.response INTO known FROM idempotency_keys k WHERE k.tenant = p_tenant AND k.key = item ->> 'key';
      IF known.request_hash IS DISTINCT FROM item ->> 'hash' THEN
        idx := i; status := 'conflict'; facts := NULL; RETURN NEXT;
      ELSE
        idx := i; status := 'replayed'; facts := known.response; RETURN NEXT;
      END IF;
    END IF;
  END LOOP;

  PERFORM 1 FROM ledger_accounts a
  WHERE a.id IN (
    SELECT (p_items -> (g - 1) ->> 'debit')::bigint FROM generate_series(1, n) g WHERE fresh[g]
    UNION SELECT (p_items -> (g - 1) ->> 'credit')::bigint FROM generate_series(1, n) g WHERE fresh[g]
  ) AND a.tenant = p_tenant
  ORDER BY a.id FOR UPDATE;

  FOR i IN 0 .. n - 1 LOOP
    CONTINUE WHEN NOT fresh[i + 1];
    item := p_items -> i;
    v_amount := (item ->> 'amount')::bigint;
    v_debit := (item ->> 'debit')::bigint;
    v_credit := (item ->> 'credit')::bigint;
    UPDATE ledger_accounts a SET balance = a.balance - v_amount
    WHERE a.id = v_debit AND a.tenant = p_tenant AND (a.member_id = 0 OR a.balance >= v_amount)
    RETURNING a.balance INTO v_debit_balance;
    IF NOT FOUND THEN
      DELETE FROM idempotency_keys k WHERE k.tenant = p_tenant AND k.key = item ->> 'key';
      idx := i; status := 'refused'; facts := NULL; RETURN NEXT;
      CONTINUE;
    END IF;
    UPDATE ledger_accounts a SET balance = a.balance + v_amount WHERE a.id = v_credit AND a.tenant = p_tenant RETURNING a.balance INTO v_credit_balance;
    IF NOT FOUND THEN
      RAISE EXCEPTION 'ledger account % of tenant % does not exist', v_credit, p_tenant;
    END IF;
    INSERT INTO ledger_transfers (tenant, kind, debit_account_id, credit_account_id, amount, reference, meta)
    VALUES (p_tenant, item ->> 'kind', v_debit, v_credit, v_amount, coalesce(item ->> 'reference', ''), coalesce(item -> 'meta', '{}'::jsonb))
    RETURNING id, created_at INTO v_id, v_at;
    INSERT INTO ledger_entries (transfer_id, account_id, amount, balance_after, created_at)
    VALUES (v_id, v_debit, -v_amount, v_debit_balance, v_at), (v_id, v_credit, v_amount, v_credit_balance, v_at);
    v_facts := jsonb_build_object('transferId', v_id, 'fromBalance', v_debit_balance::text, 'toBalance', v_credit_balance::text, 'createdAt', v_at);
    UPDATE idempotency_keys k SET response = v_facts WHERE k.tenant = p_tenant AND k.key = item ->> 'key';
    idx := i; status := 'posted'; facts := v_facts; RETURN NEXT;
  END LOOP;
END
$$;
