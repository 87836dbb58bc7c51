-- Keyed single-transfer postings in batches, set-based (server/ledger/keyedPosting.ts). Same contract
-- and rules as before (migration ledger_batch_posting): items [{ "key", "hash", "kind", "debit",
-- "credit", "amount", "reference", "meta" }], no key twice; keys first (a known key replays its stored
-- facts, or is a conflict when the request differs); every account the new items touch locked in
-- ascending id order; each new item, in order, posts or is refused (a member debit its balance does
-- not cover; its key is removed so that a retry runs again).
-- What changed: the per-item loop ran about six statements per item (key, two account updates,
-- transfer, entries, key answer). Now the items are walked in memory over the locked balances, and a
-- batch is a fixed number of statements whatever its size: one insert of the keys, one read of the
-- known ones, one locking read of the accounts, one update of the changed balances, one insert of the
-- transfers (ids taken from their sequence first, so each item knows its own), one of the entries,
-- one update of the keys' answers, one delete of the refused keys.
CREATE OR REPLACE FUNCTION ledger_post_keyed_batch(p_tenant text, p_items jsonb)
RETURNS TABLE (idx integer, status text, facts jsonb)
LANGUAGE plpgsql AS $$
DECLARE
  n integer := jsonb_array_length(p_items);
  v_keys text[];
  v_hashes text[];
  v_kinds text[];
  v_debits bigint[];
  v_credits bigint[];
  v_amounts bigint[];
  v_refs text[];
  v_metas jsonb[];
  fresh boolean[];
  acc_ids bigint[];
  acc_bal bigint[];
  acc_house boolean[];
  acc_changed boolean[];
  outcome text[];
  debit_after bigint[];
  credit_after bigint[];
  transfer_ids bigint[];
  posted_count integer := 0;
  d integer;
  c integer;
  v_at timestamptz := now();
BEGIN
  IF n = 0 THEN
    RETURN;
  END IF;
  SELECT array_agg(e ->> 'key' ORDER BY o), array_agg(e ->> 'hash' ORDER BY o), array_agg(e ->> 'kind' ORDER BY o),
    array_agg((e ->> 'debit')::bigint ORDER BY o), array_agg((e ->> 'credit')::bigint ORDER BY o), array_agg((e ->> 'amount')::bigint ORDER BY o),
    array_agg(coalesce(e ->> 'reference', '') ORDER BY o), array_agg(coalesce(e -> 'meta', '{}'::jsonb) ORDER BY o)
  INTO v_keys, v_hashes, v_kinds, v_debits, v_credits, v_amounts, v_refs, v_metas
  FROM jsonb_array_elements(p_items) WITH ORDINALITY AS x(e, o);

  -- Keys: the ones written now are this batch's; the others were known (replay or conflict).
  WITH ins AS (
    INSERT INTO idempotency_keys (tenant, key, request_hash)
    SELECT p_tenant, u.k, u.h FROM unnest(v_keys, v_hashes) AS u(k, h)
    ON CONFLICT DO NOTHING
    RETURNING key
  )
  SELECT array_agg(v_keys[g] IN (SELECT key FROM ins) ORDER BY g) INTO fresh FROM generate_series(1, n) g;

  RETURN QUERY
    SELECT g - 1, CASE WHEN k.request_hash IS DISTINCT FROM v_hashes[g] THEN 'conflict' ELSE 'replayed' END,
      CASE WHEN k.request_hash IS DISTINCT FROM v_hashes[g] THEN NULL ELSE k.response END
    FROM generate_series(1, n) g JOIN idempotency_keys k ON k.tenant = p_tenant AND k.key = v_keys[g]
    WHERE NOT fresh[g];

  -- Every account of the new items, locked in ascending id order, with its balance.
  SELECT array_agg(a.id ORDER BY a.id), array_agg(a.balance ORDER BY a.id), array_agg(a.member_id = 0 ORDER BY a.id)
  INTO acc_ids, acc_bal, acc_house
  FROM (
    SELECT l.id, l.balance, l.member_id FROM ledger_accounts l
    WHERE l.tenant = p_tenant AND l.id IN (
      SELECT v_debits[g] FROM generate_series(1, n) g WHERE fresh[g]
      UNION SELECT v_credits[g] FROM generate_series(1, n) g WHERE fresh[g]
    )
    ORDER BY l.id FOR UPDATE
  ) a;
  acc_changed := array_fill(false, ARRAY[greatest(coalesce(array_length(acc_ids, 1), 0), 1)]);
  outcome := array_fill(NULL::text, ARRAY[n]);
  debit_after := array_fill(NULL::bigint, ARRAY[n]);
  credit_after := array_fill(NULL::bigint, ARRAY[n]);

  -- Each new item in order, over the balances in memory: a member's debit needs the balance.
  FOR g IN 1 .. n LOOP
    CONTINUE WHEN NOT fresh[g];
    d := array_position(acc_ids, v_debits[g]);
    c := array_position(acc_ids, v_credits[g]);
    IF c IS NULL THEN
      RAISE EXCEPTION 'ledger account % of tenant % does not exist', v_credits[g], p_tenant;
    END IF;
    IF d IS NULL OR NOT (acc_house[d] OR acc_bal[d] >= v_amounts[g]) THEN
      outcome[g] := 'refused';
      CONTINUE;
    END IF;
    acc_bal[d] := acc_bal[d] - v_amounts[g];
    acc_bal[c] := acc_bal[c] + v_amounts[g];
    acc_changed[d] := true;
    acc_changed[c] := true;
    debit_after[g] := acc_bal[d];
    credit_after[g] := acc_bal[c];
    outcome[g] := 'posted';
    posted_count := posted_count + 1;
  END LOOP;

  DELETE FROM idempotency_keys k WHERE k.tenant = p_tenant AND k.key IN (SELECT v_keys[g] FROM generate_series(1, n) g WHERE outcome[g] = 'refused');

  IF posted_count > 0 THEN
    UPDATE ledger_accounts l SET balance = u.balance
    FROM unnest(acc_ids, acc_bal, acc_changed) AS u(id, balance, changed)
    WHERE l.id = u.id AND u.changed;

    -- Transfer ids in item order, from the table's own sequence.
    SELECT array_agg(CASE WHEN outcome[g] = 'posted' THEN nextval(pg_get_serial_sequence('ledger_transfers', 'id')) END ORDER BY g)
    INTO transfer_ids FROM generate_series(1, n) g;

    INSERT INTO ledger_transfers (id, tenant, kind, debit_account_id, credit_account_id, amount, reference, meta, created_at)
    SELECT transfer_ids[g], p_tenant, v_kinds[g], v_debits[g], v_credits[g], v_amounts[g], v_refs[g], v_metas[g], v_at
    FROM generate_series(1, n) g WHERE outcome[g] = 'posted' ORDER BY g;

    INSERT INTO ledger_entries (transfer_id, account_id, amount, balance_after, created_at)
    SELECT transfer_ids[g], s.account, s.amount, s.after, v_at
    FROM generate_series(1, n) g
    CROSS JOIN LATERAL (VALUES (1, v_debits[g], -v_amounts[g], debit_after[g]), (2, v_credits[g], v_amounts[g], credit_after[g])) AS s(side, account, amount, after)
    WHERE outcome[g] = 'posted' ORDER BY g, s.side;

    UPDATE idempotency_keys k
    SET response = jsonb_build_object('transferId', transfer_ids[g], 'fromBalance', debit_after[g]::text, 'toBalance', credit_after[g]::text, 'createdAt', v_at)
    FROM generate_series(1, n) g
    WHERE outcome[g] = 'posted' AND k.tenant = p_tenant AND k.key = v_keys[g];
  END IF;

  RETURN QUERY
    SELECT g - 1, outcome[g],
      CASE WHEN outcome[g] = 'posted' THEN jsonb_build_object('transferId', transfer_ids[g], 'fromBalance', debit_after[g]::text, 'toBalance', credit_after[g]::text, 'createdAt', v_at) END
    FROM generate_series(1, n) g WHERE fresh[g];
END
$$;
