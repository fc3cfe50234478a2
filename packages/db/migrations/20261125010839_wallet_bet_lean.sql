-- Decision 018, "Fewer statements inside a bet": the bet, the hot path of the money, with less work inside
-- PostgreSQL. Measured with perf on a backend running groups of 16 bets: half of its time went to starting
-- executors for small queries, mostly in calls written `SELECT … FROM f(…)` (a function scan that
-- materialises one row in a tuplestore) and in the ledger's checks written as queries over unnest(…) with
-- GROUP BY. Same rules, same refusals, same fingerprints, same locks in the same order; only how each is
-- computed changes:
--   * ledger_post checks the legs, sorts the fingerprint's lines and nets each player account's change in
--     PL/pgSQL expressions instead of four queries;
--   * ledger_player_balance reads one row, without an aggregate, when asked for one currency;
--   * a function whose result is one row or one value is called as an expression (`x := f(…)`), which
--     PL/pgSQL evaluates without an executor, not as `SELECT … FROM f(…)`;
--   * wallet_bet runs the session touch and the claim of wallet_touch_session and wallet_claim itself (a
--     replay still goes through wallet_claim's checks);
--   * wallet_calls walks its array by index instead of a query with ORDER BY.
-- Every other function is unchanged. Table owners as in decision 017: ledger_* name only ledger tables,
-- wallet_* only the wallet's (plus the player's status and brand in the session touch).

-- Posts one balanced journal transaction under an idempotency key (postLedgerTransaction's rules, see
-- 20261124221357_wallet_in_one_round_trip): a replay with the same legs answers the first transaction, the
-- key with other legs is DUPLICATE_TRANSACTION, a player account that would go below zero is
-- INSUFFICIENT_FUNDS. Player balances are updated in account id order, so two transactions never deadlock.
CREATE OR REPLACE FUNCTION ledger_post(
  p_key text, p_kind text, p_player uuid,
  p_players uuid[], p_houses text[], p_currencies text[], p_amounts bigint[],
  p_metadata jsonb DEFAULT '{}'::jsonb,
  OUT posted_transaction_id bigint, OUT is_replay boolean
) LANGUAGE plpgsql AS $$
DECLARE
  v_legs integer := coalesce(cardinality(p_amounts), 0);
  v_lines text[] := '{}';
  v_line text;
  v_sum_currencies text[] := '{}';
  v_sums bigint[] := '{}';
  v_fingerprint text;
  v_existing text;
  v_accounts bigint[] := '{}';
  v_account bigint;
  v_delta_accounts bigint[] := '{}';
  v_deltas bigint[] := '{}';
  i integer;
  j integer;
BEGIN
  IF v_legs < 2 OR cardinality(p_players) IS DISTINCT FROM v_legs OR cardinality(p_houses) IS DISTINCT FROM v_legs
     OR cardinality(p_currencies) IS DISTINCT FROM v_legs THEN
    RAISE EXCEPTION 'ledger request % is not a balanced transaction', p_key;
  END IF;
  FOR i IN 1 .. v_legs LOOP
    -- Exactly one owner, a non-zero amount.
    IF p_amounts[i] IS NULL OR p_amounts[i] = 0 OR (p_players[i] IS NULL) = (p_houses[i] IS NULL) THEN
      RAISE EXCEPTION 'ledger request % is not a balanced transaction', p_key;
    END IF;
    -- The sum per currency, which must be zero.
    j := array_position(v_sum_currencies, p_currencies[i]);
    IF j IS NULL THEN
      v_sum_currencies := v_sum_currencies || p_currencies[i];
      v_sums := v_sums || p_amounts[i];
    ELSE
      v_sums[j] := v_sums[j] + p_amounts[i];
    END IF;
    -- The fingerprint's `owner|currency|amount` lines, kept sorted in byte order (COLLATE "C") as they come.
    v_line := coalesce('p:' || p_players[i]::text, 'h:' || p_houses[i]) || '|' || p_currencies[i] || '|' || p_amounts[i]::text;
    j := i - 1;
    WHILE j >= 1 AND v_lines[j] > v_line COLLATE "C" LOOP
      v_lines[j + 1] := v_lines[j];
      j := j - 1;
    END LOOP;
    v_lines[j + 1] := v_line;
  END LOOP;
  IF 0 <> ANY (v_sums) THEN
    RAISE EXCEPTION 'ledger request % is not a balanced transaction', p_key;
  END IF;

  -- The fingerprint of ledger.service.ts: sha256 of the kind and the sorted lines.
  v_fingerprint := encode(sha256(convert_to(p_kind || E'\n' || array_to_string(v_lines, ';'), 'UTF8')), 'hex');

  INSERT INTO ledger_transaction (idempotency_key, kind, player_id, fingerprint, metadata)
  VALUES (p_key, p_kind, p_player, v_fingerprint, coalesce(p_metadata, '{}'::jsonb))
  ON CONFLICT (idempotency_key) DO NOTHING
  RETURNING id INTO posted_transaction_id;
  IF posted_transaction_id IS NULL THEN
    SELECT t.id, t.fingerprint INTO posted_transaction_id, v_existing
      FROM ledger_transaction t WHERE t.idempotency_key = p_key;
    IF v_existing IS DISTINCT FROM v_fingerprint THEN
      RAISE EXCEPTION USING ERRCODE = 'LR001', MESSAGE = 'DUPLICATE_TRANSACTION';
    END IF;
    is_replay := true;
    RETURN;
  END IF;

  FOR i IN 1 .. v_legs LOOP
    IF p_players[i] IS NOT NULL THEN
      SELECT a.id INTO v_account FROM ledger_account a WHERE a.player_id = p_players[i] AND a.currency = p_currencies[i];
      IF NOT FOUND THEN
        INSERT INTO ledger_account (player_id, currency) VALUES (p_players[i], p_currencies[i]) ON CONFLICT DO NOTHING;
        SELECT a.id INTO STRICT v_account FROM ledger_account a
         WHERE a.player_id = p_players[i] AND a.currency = p_currencies[i];
      END IF;
      -- The net change of each player account, kept in account id order: the order of the updates below.
      j := array_position(v_delta_accounts, v_account);
      IF j IS NULL THEN
        j := cardinality(v_delta_accounts);
        WHILE j >= 1 AND v_delta_accounts[j] > v_account LOOP
          v_delta_accounts[j + 1] := v_delta_accounts[j];
          v_deltas[j + 1] := v_deltas[j];
          j := j - 1;
        END LOOP;
        v_delta_accounts[j + 1] := v_account;
        v_deltas[j + 1] := p_amounts[i];
      ELSE
        v_deltas[j] := v_deltas[j] + p_amounts[i];
      END IF;
    ELSE
      SELECT a.id INTO v_account FROM ledger_account a WHERE a.house = p_houses[i] AND a.currency = p_currencies[i];
      IF NOT FOUND THEN
        INSERT INTO ledger_account (house, currency) VALUES (p_houses[i], p_currencies[i]) ON CONFLICT DO NOTHING;
        SELECT a.id INTO STRICT v_account FROM ledger_account a
         WHERE a.house = p_houses[i] AND a.currency = p_currencies[i];
      END IF;
    END IF;
    v_accounts[i] := v_account;
  END LOOP;

  INSERT INTO ledger_posting (transaction_id, account_id, currency, amount)
  SELECT posted_transaction_id, x.account, x.currency, x.amount
    FROM unnest(v_accounts, p_currencies, p_amounts) AS x(account, currency, amount);

  -- The WHERE re-checks the newest version of a row a concurrent transaction changed (READ COMMITTED), so a
  -- concurrent overdraw is refused; the table's CHECK (balance >= 0) stays the last word. House accounts
  -- are never updated (ARCHITECTURE D5).
  FOR i IN 1 .. coalesce(cardinality(v_delta_accounts), 0) LOOP
    CONTINUE WHEN v_deltas[i] = 0;
    UPDATE ledger_account a SET balance = a.balance + v_deltas[i]
     WHERE a.id = v_delta_accounts[i] AND a.balance + v_deltas[i] >= 0;
    IF NOT FOUND THEN
      RAISE EXCEPTION USING ERRCODE = 'LR001', MESSAGE = 'INSUFFICIENT_FUNDS';
    END IF;
  END LOOP;
  is_replay := false;
END
$$;
--> statement-breakpoint
-- The sum of a player's cached balances in the given currencies (sumPlayerBalances); one currency, the
-- case of every coin bet, is one row read.
CREATE OR REPLACE FUNCTION ledger_player_balance(p_player uuid, p_currencies text[]) RETURNS bigint
LANGUAGE plpgsql STABLE AS $$
DECLARE
  v_balance bigint;
BEGIN
  IF cardinality(p_currencies) = 1 THEN
    SELECT a.balance INTO v_balance FROM ledger_account a
     WHERE a.player_id = p_player AND a.currency = p_currencies[1];
    RETURN coalesce(v_balance, 0);
  END IF;
  RETURN (SELECT coalesce(sum(a.balance), 0)::bigint FROM ledger_account a
           WHERE a.player_id = p_player AND a.currency = ANY (p_currencies));
END
$$;
--> statement-breakpoint
-- Takes a stake (as in 20261124221357_wallet_in_one_round_trip), calling ledger_post as an expression.
CREATE OR REPLACE FUNCTION wallet_take_stake(
  p_mode text, p_game_mode text, p_player uuid, p_session uuid, p_amount bigint, p_key text
) RETURNS bigint LANGUAGE plpgsql AS $$
DECLARE
  v_balance record;
  v_entries bigint := 0;
  v_winnings bigint := 0;
  v_from_entries bigint;
  v_players uuid[] := '{}';
  v_houses text[] := '{}';
  v_currencies text[] := '{}';
  v_amounts bigint[] := '{}';
BEGIN
  IF p_amount = 0 THEN
    RETURN NULL;
  END IF;
  IF p_mode = 'demo' THEN
    UPDATE game_session s SET demo_balance = s.demo_balance - p_amount
     WHERE s.id = p_session AND s.demo_balance - p_amount >= 0;
    IF NOT FOUND THEN
      PERFORM wallet_refuse('INSUFFICIENT_FUNDS');
    END IF;
    RETURN NULL;
  END IF;
  IF p_game_mode = 'TournamentPoints' THEN
    RETURN (ledger_post(p_key, 'game.bet', p_player,
      ARRAY[p_player, NULL]::uuid[], ARRAY[NULL, 'game'], ARRAY['coins', 'coins'], ARRAY[-p_amount, p_amount])).posted_transaction_id;
  END IF;
  FOR v_balance IN SELECT * FROM ledger_lock_player_balances(p_player, ARRAY['entries', 'winnings']) LOOP
    IF v_balance.currency = 'entries' THEN
      v_entries := v_balance.balance;
    ELSE
      v_winnings := v_balance.balance;
    END IF;
  END LOOP;
  IF v_entries + v_winnings < p_amount THEN
    PERFORM wallet_refuse('INSUFFICIENT_FUNDS');
  END IF;
  v_from_entries := least(v_entries, p_amount);
  IF v_from_entries > 0 THEN
    v_players := v_players || ARRAY[p_player, NULL]::uuid[];
    v_houses := v_houses || ARRAY[NULL, 'game'];
    v_currencies := v_currencies || ARRAY['entries', 'entries'];
    v_amounts := v_amounts || ARRAY[-v_from_entries, v_from_entries];
  END IF;
  IF p_amount > v_from_entries THEN
    v_players := v_players || ARRAY[p_player, NULL]::uuid[];
    v_houses := v_houses || ARRAY[NULL, 'game'];
    v_currencies := v_currencies || ARRAY['winnings', 'winnings'];
    v_amounts := v_amounts || ARRAY[v_from_entries - p_amount, p_amount - v_from_entries];
  END IF;
  RETURN (ledger_post(p_key, 'game.bet', p_player, v_players, v_houses, v_currencies, v_amounts)).posted_transaction_id;
END
$$;
--> statement-breakpoint
-- Takes a stake for a round, opening the round on its first bet (walletBet): the same steps, checks and
-- order as before. The session touch is wallet_touch_session's statement and the claim wallet_claim's
-- insert, run here directly; a call whose id is taken goes through wallet_claim for the replay's checks.
CREATE OR REPLACE FUNCTION wallet_bet(
  p_provider text, p_token_hash text, p_transaction_id text, p_round_id text, p_amount bigint,
  p_fingerprint text, p_now timestamptz, p_idle_ms bigint, p_max_ms bigint, p_max_stakes jsonb,
  p_outcome jsonb, p_fair_seed_id bigint, p_nonce integer
) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  v_session uuid;
  v_player uuid;
  v_game integer;
  v_mode text;
  v_game_mode text;
  v_is_live boolean;
  v_is_player_active boolean;
  v_brand text;
  c record;
  v_claim bigint;
  v_round bigint;
BEGIN
  -- The session touch (wallet_touch_session): slides a live session's expiry and locks its row, so the
  -- calls of one session never race.
  UPDATE game_session s SET expires_at = CASE WHEN s.expires_at > p_now
      THEN least(p_now + p_idle_ms * interval '1 millisecond', s.created_at + p_max_ms * interval '1 millisecond')
      ELSE s.expires_at END
    FROM player p
   WHERE s.token_hash = p_token_hash AND s.provider_slug = p_provider AND p.id = s.player_id
  RETURNING s.id, s.player_id, s.game_id, s.mode, s.game_mode, s.expires_at > p_now,
    p.account_status = 'ACTIVE', p.brand_id
  INTO v_session, v_player, v_game, v_mode, v_game_mode, v_is_live, v_is_player_active, v_brand;
  IF v_session IS NULL THEN
    PERFORM wallet_refuse('TOKEN_INVALID');
  END IF;

  -- The claim (wallet_claim's insert); an id already taken is a replay, or a refusal, decided there.
  INSERT INTO wallet_transaction
    (provider_slug, provider_transaction_id, operation, bet_transaction_id, amount, fingerprint, response, created_at)
  VALUES (p_provider, p_transaction_id, 'bet', NULL, p_amount, p_fingerprint, '{}'::jsonb, p_now)
  ON CONFLICT (provider_slug, provider_transaction_id) DO NOTHING
  RETURNING wallet_transaction.id INTO v_claim;
  IF v_claim IS NULL THEN
    c := wallet_claim(p_provider, p_transaction_id, 'bet', NULL, p_amount, p_fingerprint, p_now);
    IF c.claim_id IS NULL THEN
      RETURN jsonb_build_object('answer', c.replay, 'roundId', NULL);
    END IF;
    -- The first claim rolled back while we waited on its id: this call claimed it in wallet_claim.
    v_claim := c.claim_id;
  END IF;

  IF NOT v_is_live THEN
    PERFORM wallet_refuse('SESSION_EXPIRED');
  END IF;
  IF NOT v_is_player_active THEN
    PERFORM wallet_refuse('FORBIDDEN');
  END IF;
  IF v_mode = 'real' AND v_game_mode = 'SweepStakes' AND p_amount > (p_max_stakes ->> v_brand)::bigint THEN
    PERFORM wallet_refuse('MAX_BET_EXCEEDED');
  END IF;
  INSERT INTO game_round (provider_slug, provider_round_id, game_session_id, player_id, game_id, game_mode,
    bet_total, created_at, outcome, fair_seed_id, nonce)
  VALUES (p_provider, p_round_id, v_session, v_player, v_game, v_game_mode, p_amount, p_now, p_outcome,
    p_fair_seed_id, p_nonce)
  ON CONFLICT (provider_slug, provider_round_id) DO UPDATE SET bet_total = game_round.bet_total + excluded.bet_total
    WHERE game_round.status = 'open' AND game_round.game_session_id = excluded.game_session_id
  RETURNING game_round.id INTO v_round;
  IF v_round IS NULL THEN
    PERFORM wallet_refuse('ROUND_CLOSED', CASE WHEN EXISTS (SELECT 1 FROM game_round r
      WHERE r.provider_slug = p_provider AND r.provider_round_id = p_round_id AND r.game_session_id <> v_session)
      THEN 'another-session' END);
  END IF;
  RETURN wallet_answer(v_claim, v_round, v_mode, v_game_mode, v_player, v_session,
    wallet_take_stake(v_mode, v_game_mode, v_player, v_session, p_amount, 'wallet:' || p_provider || ':' || p_transaction_id));
END
$$;
--> statement-breakpoint
-- Group commit (as in 20261124222548_wallet_calls_group_commit): each call in its own subtransaction, in
-- the order sent; the array is walked by index.
CREATE OR REPLACE FUNCTION wallet_calls(p_calls jsonb, p_idle_ms bigint, p_max_ms bigint, p_max_stakes jsonb)
RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  c jsonb;
  v_operation text;
  v_results jsonb[] := '{}';
  v_result jsonb;
  v_state text;
  v_message text;
  v_detail text;
BEGIN
  FOR i IN 0 .. jsonb_array_length(p_calls) - 1 LOOP
    c := p_calls -> i;
    v_operation := c ->> 'operation';
    BEGIN
      IF v_operation = 'bet' THEN
        v_result := wallet_bet(c ->> 'provider', c ->> 'tokenHash', c ->> 'transactionId', c ->> 'roundId',
          (c ->> 'amount')::bigint, c ->> 'fingerprint', (c ->> 'now')::timestamptz, p_idle_ms, p_max_ms,
          p_max_stakes, nullif(c -> 'outcome', 'null'::jsonb), (c ->> 'fairSeedId')::bigint, (c ->> 'nonce')::integer);
      ELSIF v_operation = 'win' THEN
        v_result := wallet_win(c ->> 'provider', c ->> 'tokenHash', c ->> 'transactionId', c ->> 'roundId',
          (c ->> 'amount')::bigint, c ->> 'betTransactionId', c ->> 'fingerprint', (c ->> 'now')::timestamptz,
          p_idle_ms, p_max_ms);
      ELSIF v_operation = 'rollback' THEN
        v_result := wallet_rollback(c ->> 'provider', c ->> 'tokenHash', c ->> 'transactionId', c ->> 'roundId',
          (c ->> 'amount')::bigint, c ->> 'betTransactionId', c ->> 'fingerprint', (c ->> 'now')::timestamptz,
          p_idle_ms, p_max_ms);
      ELSE
        RAISE EXCEPTION 'not a wallet operation: %', v_operation;
      END IF;
      v_result := jsonb_build_object('done', v_result);
    EXCEPTION WHEN OTHERS THEN
      GET STACKED DIAGNOSTICS v_state = RETURNED_SQLSTATE, v_message = MESSAGE_TEXT, v_detail = PG_EXCEPTION_DETAIL;
      IF v_state IN ('WR001', 'LR001') THEN
        v_result := jsonb_build_object('refused', jsonb_build_object('state', v_state, 'code', v_message,
          'detail', coalesce(v_detail, ''),
          'balance', wallet_balance_of_token(c ->> 'provider', c ->> 'tokenHash')));
      ELSE
        v_result := jsonb_build_object('failed', jsonb_build_object('state', v_state, 'message', v_message));
      END IF;
    END;
    v_results := v_results || v_result;
  END LOOP;
  RETURN to_jsonb(v_results);
END
$$;
