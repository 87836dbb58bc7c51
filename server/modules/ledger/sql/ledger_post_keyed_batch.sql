-- The ledger's one posting path (server/modules/ledger/posting.ts): every transfer of the server is
-- booked by this function, whoever calls it: a keyed single transfer in a group-committed batch
-- (keyedPosting.ts), a posting of several transfers inside a caller's transaction (ledger.ts `post`)
-- and the seed's back-dated bookings (backdated.ts). The current definition; the migrations that
-- made its earlier forms keep the history. Applied when the database opens (server/db/connect.ts).
--
-- p_items: a JSON array, each item a transfer between two accounts of the tenant (ids), booked at its
-- `at` (the instant of the server's clock, never the database's now()):
--   { kind, debit, credit, amount, reference?, meta?, at, key?, member?, op?, hash?, refusal? }
-- Rules, the ledger's:
-- - every account of the call is locked FOR NO KEY UPDATE in ascending id order (concurrent calls
--   never deadlock); the items are then booked in their order, each on the balances the earlier ones
--   left;
-- - a member's account never goes below zero (house accounts, member 0, may); a debit it does not
--   cover is refused, the other items are unaffected;
-- - every booked transfer is two entries summing to zero, each with its account's balance after it.
-- Keyed items (with a `key`, scoped by `member` and `op`): the keys are read after the locks (a
-- request repeated concurrently names the same accounts, so it waits for the first and then finds its
-- key); a stored key with the same `hash` is replayed (its stored answer), with another hash it is a
-- conflict; a posted item's key stores its facts, a refused one's its `refusal` (so a retry is refused
-- again: an answer given is never contradicted). A key written concurrently since the read fails the
-- whole call (SQLSTATE 40001); the caller retries each request alone.
-- Items without a key are one posting: when one of them is refused, nothing of the call is booked
-- (each gets 'refused' or 'notBooked'), so a caller's transaction is never left half booked.
-- The call must run at READ COMMITTED (the locks above are its concurrency rule).
CREATE OR REPLACE FUNCTION ledger_post_keyed_batch(p_tenant text, p_items jsonb)
RETURNS TABLE (idx integer, status text, facts jsonb)
LANGUAGE plpgsql AS $$
DECLARE
  n integer := jsonb_array_length(p_items);
  v_keys text[];
  v_members integer[];
  v_ops text[];
  v_hashes text[];
  v_kinds text[];
  v_debits bigint[];
  v_credits bigint[];
  v_amounts bigint[];
  v_refs text[];
  v_metas jsonb[];
  v_refusals jsonb[];
  known_hash text[];
  known_response jsonb[];
  acc_ids bigint[];
  acc_bal bigint[];
  acc_house boolean[];
  acc_changed boolean[];
  outcome text[];
  debit_after bigint[];
  credit_after bigint[];
  transfer_ids bigint[];
  posted_count integer := 0;
  keyed_count integer := 0;
  unkeyed_refused boolean := false;
  written integer;
  d integer;
  c integer;
  v_ats timestamptz[];
  v_sequence regclass;
BEGIN
  IF n = 0 THEN
    RETURN;
  END IF;
  IF EXISTS (SELECT 1 FROM jsonb_array_elements(p_items) e WHERE e ->> 'at' IS NULL) THEN
    RAISE EXCEPTION 'every item of ledger_post_keyed_batch names its instant (at)' USING ERRCODE = '22004';
  END IF;
  IF current_setting('transaction_isolation') <> 'read committed' THEN
    RAISE EXCEPTION 'ledger_post_keyed_batch runs at READ COMMITTED, not %', current_setting('transaction_isolation') USING ERRCODE = '25001';
  END IF;
  SELECT array_agg(e ->> 'key' ORDER BY o), array_agg(coalesce((e ->> 'member')::integer, 0) ORDER BY o), array_agg(coalesce(e ->> 'op', '') ORDER BY o),
    array_agg(e ->> 'hash' ORDER BY o), array_agg(e ->> 'kind' ORDER BY o),
    array_agg((e ->> 'debit')::bigint ORDER BY o), array_agg((e ->> 'credit')::bigint ORDER BY o), array_agg((e ->> 'amount')::bigint ORDER BY o),
    array_agg(coalesce(e ->> 'reference', '') ORDER BY o), array_agg(coalesce(e -> 'meta', '{}'::jsonb) ORDER BY o),
    array_agg(coalesce(e -> 'refusal', '{"kind": "conflict", "code": "error.insufficientBalance"}'::jsonb) ORDER BY o),
    array_agg((e ->> 'at')::timestamptz ORDER BY o)
  INTO v_keys, v_members, v_ops, v_hashes, v_kinds, v_debits, v_credits, v_amounts, v_refs, v_metas, v_refusals, v_ats
  FROM jsonb_array_elements(p_items) WITH ORDINALITY AS x(e, o);

  -- Every account of the call, locked in ascending id order. One probe of the primary key per
  -- account, in ascending id order (the outer list is sorted and LATERAL keeps it the outer side): a
  -- generic plan of a plain IN had hashed every account of the tenant.
  SELECT array_agg(a.id ORDER BY a.id), array_agg(a.balance ORDER BY a.id), array_agg(a.member_id = 0 ORDER BY a.id)
  INTO acc_ids, acc_bal, acc_house
  FROM (SELECT DISTINCT x AS id FROM unnest(v_debits || v_credits) AS x ORDER BY 1) w
  CROSS JOIN LATERAL (
    SELECT l.id, l.balance, l.member_id FROM ledger_accounts l
    WHERE l.id = w.id AND l.tenant = p_tenant
    FOR NO KEY UPDATE
  ) a;

  -- Keys already stored (read after the locks). One index probe per key (LATERAL with LIMIT, which
  -- the planner cannot turn into a join over the tenant's keys): PL/pgSQL's cached generic plan of a
  -- plain join hashed every key of the tenant. An item without a key finds nothing.
  SELECT array_agg(k.request_hash ORDER BY u.g), array_agg(k.response ORDER BY u.g)
  INTO known_hash, known_response
  FROM unnest(v_keys, v_members, v_ops) WITH ORDINALITY AS u(key, member, op, g)
  LEFT JOIN LATERAL (
    SELECT i.request_hash, i.response FROM idempotency_keys i
    WHERE i.tenant = p_tenant AND i.member_id = u.member AND i.operation = u.op AND i.key = u.key LIMIT 1
  ) k ON true;

  acc_changed := array_fill(false, ARRAY[greatest(coalesce(array_length(acc_ids, 1), 0), 1)]);
  outcome := array_fill(NULL::text, ARRAY[n]);
  debit_after := array_fill(NULL::bigint, ARRAY[n]);
  credit_after := array_fill(NULL::bigint, ARRAY[n]);

  FOR g IN 1 .. n LOOP
    IF known_hash[g] IS NOT NULL THEN
      outcome[g] := CASE WHEN known_hash[g] = v_hashes[g] THEN 'replayed' ELSE 'conflict' END;
      CONTINUE;
    END IF;
    d := array_position(acc_ids, v_debits[g]);
    c := array_position(acc_ids, v_credits[g]);
    IF c IS NULL THEN
      RAISE EXCEPTION 'ledger account % of tenant % does not exist', v_credits[g], p_tenant;
    END IF;
    IF d IS NULL OR NOT (acc_house[d] OR acc_bal[d] >= v_amounts[g]) THEN
      outcome[g] := 'refused';
      IF v_keys[g] IS NULL THEN
        unkeyed_refused := true;
      ELSE
        keyed_count := keyed_count + 1;
      END IF;
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
    IF v_keys[g] IS NOT NULL THEN
      keyed_count := keyed_count + 1;
    END IF;
  END LOOP;

  IF unkeyed_refused THEN
    RETURN QUERY
      SELECT g - 1, CASE WHEN outcome[g] = 'refused' THEN 'refused' ELSE 'notBooked' END, NULL::jsonb
      FROM generate_series(1, n) g;
    RETURN;
  END IF;

  IF posted_count > 0 THEN
    v_sequence := pg_get_serial_sequence('ledger_transfers', 'id')::regclass;
    SELECT array_agg(CASE WHEN outcome[g] = 'posted' THEN nextval(v_sequence) END ORDER BY g)
    INTO transfer_ids FROM generate_series(1, n) g;
  END IF;

  IF keyed_count > 0 THEN
    -- The keys of the posted and the refused items, with their answers. A key another batch (or a
    -- keyed transaction) wrote since the read above fails the whole call.
    WITH ins AS (
      INSERT INTO idempotency_keys (tenant, member_id, operation, key, request_hash, response, created_at)
      SELECT p_tenant, v_members[g], v_ops[g], v_keys[g], v_hashes[g],
        CASE WHEN outcome[g] = 'posted'
          THEN jsonb_build_object('transferId', transfer_ids[g], 'fromBalance', debit_after[g]::text, 'toBalance', credit_after[g]::text, 'createdAt', v_ats[g])
          ELSE jsonb_build_object('refusal', v_refusals[g])
        END, v_ats[g]
      FROM generate_series(1, n) g WHERE outcome[g] IN ('posted', 'refused') AND v_keys[g] IS NOT NULL
      ON CONFLICT DO NOTHING
      RETURNING 1
    )
    SELECT count(*) INTO written FROM ins;
    IF written <> keyed_count THEN
      RAISE EXCEPTION 'an idempotency key of this batch was written concurrently' USING ERRCODE = '40001';
    END IF;
  END IF;

  IF posted_count > 0 THEN
    UPDATE ledger_accounts l SET balance = u.balance
    FROM unnest(acc_ids, acc_bal, acc_changed) AS u(id, balance, changed)
    WHERE l.id = u.id AND u.changed;

    INSERT INTO ledger_transfers (id, tenant, kind, debit_account_id, credit_account_id, amount, reference, meta, created_at)
    SELECT transfer_ids[g], p_tenant, v_kinds[g], v_debits[g], v_credits[g], v_amounts[g], v_refs[g], v_metas[g], v_ats[g]
    FROM generate_series(1, n) g WHERE outcome[g] = 'posted' ORDER BY g;

    INSERT INTO ledger_entries (transfer_id, account_id, amount, balance_after, created_at)
    SELECT transfer_ids[g], s.account, s.amount, s.after, v_ats[g]
    FROM generate_series(1, n) g
    CROSS JOIN LATERAL (VALUES (1, v_debits[g], -v_amounts[g], debit_after[g]), (2, v_credits[g], v_amounts[g], credit_after[g])) AS s(side, account, amount, after)
    WHERE outcome[g] = 'posted' ORDER BY g, s.side;
  END IF;

  RETURN QUERY
    SELECT g - 1, outcome[g],
      CASE
        WHEN outcome[g] = 'posted' THEN jsonb_build_object('transferId', transfer_ids[g], 'fromBalance', debit_after[g]::text, 'toBalance', credit_after[g]::text, 'createdAt', v_ats[g])
        WHEN outcome[g] = 'replayed' THEN known_response[g]
        WHEN outcome[g] = 'refused' THEN jsonb_build_object('refusal', v_refusals[g])
      END
    FROM generate_series(1, n) g;
END
$$;
