-- Decision 018: a seamless-wallet bet, win or rollback is ONE statement (`select wallet_bet(...)`), so it
-- costs one round trip to the database instead of eleven. The functions keep the table owners of decision
-- 017: the ledger's functions (ledger_*) are the only ones that name ledger tables, the wallet's
-- (wallet_*) name only the wallet's tables (plus the player's status and brand in the session touch, the
-- hot-path read the architecture test lists) and move money by calling the ledger's functions.
--
-- Refusals are raised, so the whole statement rolls back exactly as the transaction of the TypeScript
-- path did: SQLSTATE LR001 (ledger) or WR001 (wallet), the message is the API error code, the detail an
-- argument of its message. The server turns them into the same AppErrors as before.

-- ── Ledger (owner: apps/server/src/features/ledger) ──────────────────────────────────────────────────

-- Posts one balanced journal transaction under an idempotency key, like postLedgerTransaction: a replay
-- with the same legs answers the first transaction, the key with other legs is DUPLICATE_TRANSACTION, a
-- player account that would go below zero is INSUFFICIENT_FUNDS. One leg per array index: a player or a
-- house account (exactly one), a currency and a non-zero amount. Only player balances are cached, updated
-- in account id order so two transactions never deadlock (ARCHITECTURE D5).
CREATE FUNCTION ledger_post(
  p_key text, p_kind text, p_player uuid,
  p_players uuid[], p_houses text[], p_currencies text[], p_amounts bigint[],
  p_metadata jsonb DEFAULT '{}'::jsonb,
  OUT posted_transaction_id bigint, OUT is_replay boolean
) LANGUAGE plpgsql AS $$
DECLARE
  v_legs integer := coalesce(cardinality(p_amounts), 0);
  v_fingerprint text;
  v_existing text;
  v_accounts bigint[] := '{}';
  v_account bigint;
  v_delta record;
BEGIN
  IF v_legs < 2 OR cardinality(p_players) <> v_legs OR cardinality(p_houses) <> v_legs
     OR cardinality(p_currencies) <> v_legs OR 0 = ANY (p_amounts)
     OR EXISTS (SELECT 1 FROM unnest(p_players, p_houses) AS o(player, house) WHERE (o.player IS NULL) = (o.house IS NULL))
     OR EXISTS (SELECT 1 FROM unnest(p_currencies, p_amounts) AS l(currency, amount)
                GROUP BY l.currency HAVING sum(l.amount) <> 0) THEN
    RAISE EXCEPTION 'ledger request % is not a balanced transaction', p_key;
  END IF;

  -- The fingerprint of ledger.service.ts: sha256 of the kind and the sorted `owner|currency|amount` lines.
  SELECT encode(sha256(convert_to(p_kind || E'\n' || string_agg(l.line, ';' ORDER BY l.line COLLATE "C"), 'UTF8')), 'hex')
    INTO v_fingerprint
    FROM (SELECT coalesce('p:' || x.player::text, 'h:' || x.house) || '|' || x.currency || '|' || x.amount::text AS line
            FROM unnest(p_players, p_houses, p_currencies, p_amounts) AS x(player, house, currency, amount)) AS l;

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
    ELSE
      SELECT a.id INTO v_account FROM ledger_account a WHERE a.house = p_houses[i] AND a.currency = p_currencies[i];
      IF NOT FOUND THEN
        INSERT INTO ledger_account (house, currency) VALUES (p_houses[i], p_currencies[i]) ON CONFLICT DO NOTHING;
        SELECT a.id INTO STRICT v_account FROM ledger_account a
         WHERE a.house = p_houses[i] AND a.currency = p_currencies[i];
      END IF;
    END IF;
    v_accounts := v_accounts || v_account;
  END LOOP;

  INSERT INTO ledger_posting (transaction_id, account_id, currency, amount)
  SELECT posted_transaction_id, x.account, x.currency, x.amount
    FROM unnest(v_accounts, p_currencies, p_amounts) AS x(account, currency, amount);

  -- The WHERE re-checks the newest version of a row a concurrent transaction changed (READ COMMITTED), so a
  -- concurrent overdraw is refused; the table's CHECK (balance >= 0) stays the last word.
  FOR v_delta IN
    SELECT x.account, sum(x.amount)::bigint AS amount
      FROM unnest(v_accounts, p_players, p_amounts) AS x(account, player, amount)
     WHERE x.player IS NOT NULL
     GROUP BY x.account HAVING sum(x.amount) <> 0
     ORDER BY x.account
  LOOP
    UPDATE ledger_account a SET balance = a.balance + v_delta.amount
     WHERE a.id = v_delta.account AND a.balance + v_delta.amount >= 0;
    IF NOT FOUND THEN
      RAISE EXCEPTION USING ERRCODE = 'LR001', MESSAGE = 'INSUFFICIENT_FUNDS';
    END IF;
  END LOOP;
  is_replay := false;
END
$$;
--> statement-breakpoint
-- The exact reverse of the transaction posted under p_original_key, idempotent under its own key
-- (reverseLedgerTransaction); no row when nothing was posted under p_original_key.
CREATE FUNCTION ledger_reverse(
  p_original_key text, p_key text, p_kind text, p_player uuid,
  OUT posted_transaction_id bigint, OUT is_replay boolean
) LANGUAGE plpgsql AS $$
DECLARE
  v record;
BEGIN
  SELECT array_agg(a.player_id ORDER BY p.id) AS players, array_agg(a.house ORDER BY p.id) AS houses,
         array_agg(p.currency ORDER BY p.id) AS currencies, array_agg(-p.amount ORDER BY p.id) AS amounts
    INTO v
    FROM ledger_transaction t
    JOIN ledger_posting p ON p.transaction_id = t.id
    JOIN ledger_account a ON a.id = p.account_id
   WHERE t.idempotency_key = p_original_key;
  IF v.amounts IS NULL THEN
    RETURN;
  END IF;
  SELECT r.posted_transaction_id, r.is_replay INTO posted_transaction_id, is_replay
    FROM ledger_post(p_key, p_kind, p_player, v.players, v.houses, v.currencies, v.amounts,
                     jsonb_build_object('reverses', p_original_key)) AS r;
END
$$;
--> statement-breakpoint
-- The sum of a player's cached balances in the given currencies (sumPlayerBalances).
CREATE FUNCTION ledger_player_balance(p_player uuid, p_currencies text[]) RETURNS bigint
LANGUAGE sql STABLE AS $$
  SELECT coalesce(sum(a.balance), 0)::bigint FROM ledger_account a
   WHERE a.player_id = p_player AND a.currency = ANY (p_currencies)
$$;
--> statement-breakpoint
-- Locks a player's balance rows in id order, the order ledger_post updates them in, and reads them
-- (lockPlayerBalances).
CREATE FUNCTION ledger_lock_player_balances(p_player uuid, p_currencies text[])
RETURNS TABLE (currency text, balance bigint) LANGUAGE sql AS $$
  SELECT a.currency, a.balance FROM ledger_account a
   WHERE a.player_id = p_player AND a.currency = ANY (p_currencies)
   ORDER BY a.id FOR UPDATE
$$;
--> statement-breakpoint
-- ── Seamless wallet (owner: apps/server/src/features/provider-wallet) ─────────────────────────────────

-- A refusal: the message is the API error code (provider-wallet.call.ts holds the wording).
CREATE FUNCTION wallet_refuse(p_code text, p_detail text DEFAULT NULL) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION USING ERRCODE = 'WR001', MESSAGE = p_code, DETAIL = coalesce(p_detail, '');
END
$$;
--> statement-breakpoint
-- Finds the provider's session by token hash and, while it is live, slides its expiry (idle timeout, never
-- past the absolute limit); TOKEN_INVALID when there is none. The row lock orders the calls of one
-- session. Reads the player's status and brand in the same statement (a listed hot-path read).
CREATE FUNCTION wallet_touch_session(
  p_provider text, p_token_hash text, p_now timestamptz, p_idle_ms bigint, p_max_ms bigint,
  OUT id uuid, OUT player_id uuid, OUT game_id integer, OUT mode text, OUT game_mode text,
  OUT is_live boolean, OUT is_player_active boolean, OUT brand_id text
) LANGUAGE plpgsql AS $$
#variable_conflict use_column
BEGIN
  UPDATE game_session s SET expires_at = CASE WHEN s.expires_at > p_now
      THEN least(p_now + p_idle_ms * interval '1 millisecond', s.created_at + p_max_ms * interval '1 millisecond')
      ELSE s.expires_at END
    FROM player p
   WHERE s.token_hash = p_token_hash AND s.provider_slug = p_provider AND p.id = s.player_id
  RETURNING s.id, s.player_id, s.game_id, s.mode, s.game_mode, s.expires_at > p_now,
    p.account_status = 'ACTIVE', p.brand_id
  INTO id, player_id, game_id, mode, game_mode, is_live, is_player_active, brand_id;
  IF id IS NULL THEN
    PERFORM wallet_refuse('TOKEN_INVALID');
  END IF;
END
$$;
--> statement-breakpoint
-- What every answer carries: the currency of the game mode and the playable balance (coins; entries plus
-- winnings; or a demo session's play money).
CREATE FUNCTION wallet_balance_answer(p_mode text, p_game_mode text, p_player uuid, p_session uuid)
RETURNS jsonb LANGUAGE sql STABLE AS $$
  SELECT jsonb_build_object(
    'success', true,
    'currency', CASE WHEN p_game_mode = 'SweepStakes' THEN 'entries' ELSE 'coins' END,
    'gameMode', p_game_mode,
    'balance', CASE WHEN p_mode = 'demo'
      THEN (SELECT coalesce(s.demo_balance, 0) FROM game_session s WHERE s.id = p_session)
      ELSE ledger_player_balance(p_player,
        CASE WHEN p_game_mode = 'SweepStakes' THEN ARRAY['entries', 'winnings'] ELSE ARRAY['coins'] END)
      END)
$$;
--> statement-breakpoint
-- The balance answer of a session by its token, read after a refusal rolled the call back.
CREATE FUNCTION wallet_balance_of_token(p_provider text, p_token_hash text) RETURNS jsonb
LANGUAGE sql STABLE AS $$
  SELECT wallet_balance_answer(s.mode, s.game_mode, s.player_id, s.id) FROM game_session s
   WHERE s.token_hash = p_token_hash AND s.provider_slug = p_provider AND s.player_id IS NOT NULL
$$;
--> statement-breakpoint
-- Claims the provider's transaction id: claim_id for a new call, or the stored first answer of a replay.
-- A concurrent copy waits on the unique index until the first commits (then replays it) or rolls back
-- (then claims it). The same id with other details is DUPLICATE_TRANSACTION; a bet whose id was rolled
-- back (a tombstone, or a bet refunded since) is BET_ROLLED_BACK.
CREATE FUNCTION wallet_claim(
  p_provider text, p_transaction_id text, p_operation text, p_bet_transaction_id text, p_amount bigint,
  p_fingerprint text, p_now timestamptz, OUT claim_id bigint, OUT replay jsonb
) LANGUAGE plpgsql AS $$
DECLARE
  w record;
BEGIN
  INSERT INTO wallet_transaction
    (provider_slug, provider_transaction_id, operation, bet_transaction_id, amount, fingerprint, response, created_at)
  VALUES (p_provider, p_transaction_id, p_operation, p_bet_transaction_id, p_amount, p_fingerprint, '{}'::jsonb, p_now)
  ON CONFLICT (provider_slug, provider_transaction_id) DO NOTHING
  RETURNING wallet_transaction.id INTO claim_id;
  IF claim_id IS NOT NULL THEN
    RETURN;
  END IF;
  SELECT t.operation, t.fingerprint, t.is_tombstone, t.is_rolled_back, t.response INTO w
    FROM wallet_transaction t WHERE t.provider_slug = p_provider AND t.provider_transaction_id = p_transaction_id;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'wallet transaction % vanished', p_transaction_id;
  END IF;
  IF p_operation = 'bet' AND w.operation = 'bet' AND w.is_tombstone THEN
    PERFORM wallet_refuse('BET_ROLLED_BACK');
  END IF;
  IF w.fingerprint <> p_fingerprint THEN
    PERFORM wallet_refuse('DUPLICATE_TRANSACTION');
  END IF;
  IF p_operation = 'bet' AND w.is_rolled_back THEN
    PERFORM wallet_refuse('BET_ROLLED_BACK');
  END IF;
  replay := w.response;
END
$$;
--> statement-breakpoint
-- The round a bet was placed in, with the mode of its session; BET_NOT_FOUND unless it is the named round
-- of the caller's player.
CREATE FUNCTION wallet_round_of_bet(
  p_round bigint, p_provider_round_id text, p_player uuid,
  OUT id bigint, OUT status text, OUT player_id uuid, OUT game_session_id uuid, OUT game_mode text, OUT mode text
) LANGUAGE plpgsql AS $$
#variable_conflict use_column
BEGIN
  SELECT r.id, r.status, r.player_id, r.game_session_id, r.game_mode, s.mode
    INTO id, status, player_id, game_session_id, game_mode, mode
    FROM game_round r JOIN game_session s ON s.id = r.game_session_id
   WHERE r.id = p_round AND r.provider_round_id = p_provider_round_id AND r.player_id = p_player;
  IF NOT FOUND THEN
    PERFORM wallet_refuse('BET_NOT_FOUND');
  END IF;
END
$$;
--> statement-breakpoint
-- Stores a claimed call's answer (its balance and our ledger transaction id), so a replay gets exactly it.
CREATE FUNCTION wallet_answer(
  p_claim bigint, p_round bigint, p_mode text, p_game_mode text, p_player uuid, p_session uuid, p_ledger bigint
) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  v_answer jsonb := wallet_balance_answer(p_mode, p_game_mode, p_player, p_session)
    || jsonb_build_object('transactionId', p_ledger::text);
BEGIN
  UPDATE wallet_transaction t SET round_id = p_round, response = v_answer WHERE t.id = p_claim;
  RETURN jsonb_build_object('answer', v_answer, 'roundId', p_round::text);
END
$$;
--> statement-breakpoint
-- Takes a stake: coins in TournamentPoints; entries first, then winnings, in SweepStakes (the balance rows
-- locked before they are read, so concurrent bets split against what each other left); a demo session's
-- play money. Answers our ledger transaction id (null for demo money or a zero stake).
CREATE FUNCTION wallet_take_stake(
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
    RETURN (SELECT r.posted_transaction_id FROM ledger_post(p_key, 'game.bet', p_player,
      ARRAY[p_player, NULL]::uuid[], ARRAY[NULL, 'game'], ARRAY['coins', 'coins'], ARRAY[-p_amount, p_amount]) AS r);
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
  RETURN (SELECT r.posted_transaction_id
            FROM ledger_post(p_key, 'game.bet', p_player, v_players, v_houses, v_currencies, v_amounts) AS r);
END
$$;
--> statement-breakpoint
-- Takes a stake for a round, opening the round on its first bet (walletBet). Refused once the session
-- expired; a replay answers the first result, even then.
CREATE FUNCTION wallet_bet(
  p_provider text, p_token_hash text, p_transaction_id text, p_round_id text, p_amount bigint,
  p_fingerprint text, p_now timestamptz, p_idle_ms bigint, p_max_ms bigint, p_max_stakes jsonb,
  p_outcome jsonb, p_fair_seed_id bigint, p_nonce integer
) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  s record;
  c record;
  v_round bigint;
BEGIN
  SELECT * INTO s FROM wallet_touch_session(p_provider, p_token_hash, p_now, p_idle_ms, p_max_ms);
  SELECT * INTO c FROM wallet_claim(p_provider, p_transaction_id, 'bet', NULL, p_amount, p_fingerprint, p_now);
  IF c.claim_id IS NULL THEN
    RETURN jsonb_build_object('answer', c.replay, 'roundId', NULL);
  END IF;
  IF NOT s.is_live THEN
    PERFORM wallet_refuse('SESSION_EXPIRED');
  END IF;
  IF NOT s.is_player_active THEN
    PERFORM wallet_refuse('FORBIDDEN');
  END IF;
  IF s.mode = 'real' AND s.game_mode = 'SweepStakes' AND p_amount > (p_max_stakes ->> s.brand_id)::bigint THEN
    PERFORM wallet_refuse('MAX_BET_EXCEEDED');
  END IF;
  INSERT INTO game_round (provider_slug, provider_round_id, game_session_id, player_id, game_id, game_mode,
    bet_total, created_at, outcome, fair_seed_id, nonce)
  VALUES (p_provider, p_round_id, s.id, s.player_id, s.game_id, s.game_mode, p_amount, p_now, p_outcome,
    p_fair_seed_id, p_nonce)
  ON CONFLICT (provider_slug, provider_round_id) DO UPDATE SET bet_total = game_round.bet_total + excluded.bet_total
    WHERE game_round.status = 'open' AND game_round.game_session_id = excluded.game_session_id
  RETURNING game_round.id INTO v_round;
  IF v_round IS NULL THEN
    PERFORM wallet_refuse('ROUND_CLOSED', CASE WHEN EXISTS (SELECT 1 FROM game_round r
      WHERE r.provider_slug = p_provider AND r.provider_round_id = p_round_id AND r.game_session_id <> s.id)
      THEN 'another-session' END);
  END IF;
  RETURN wallet_answer(c.claim_id, v_round, s.mode, s.game_mode, s.player_id, s.id,
    wallet_take_stake(s.mode, s.game_mode, s.player_id, s.id, p_amount, 'wallet:' || p_provider || ':' || p_transaction_id));
END
$$;
--> statement-breakpoint
-- Pays a win for a bet of an open round (walletWin); accepted after the session expired.
CREATE FUNCTION wallet_win(
  p_provider text, p_token_hash text, p_transaction_id text, p_round_id text, p_amount bigint,
  p_bet_transaction_id text, p_fingerprint text, p_now timestamptz, p_idle_ms bigint, p_max_ms bigint
) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  s record;
  c record;
  b record;
  r record;
  v_currency text;
  v_ledger bigint;
BEGIN
  SELECT * INTO s FROM wallet_touch_session(p_provider, p_token_hash, p_now, p_idle_ms, p_max_ms);
  SELECT * INTO c FROM wallet_claim(p_provider, p_transaction_id, 'win', p_bet_transaction_id, p_amount,
    p_fingerprint, p_now);
  IF c.claim_id IS NULL THEN
    RETURN jsonb_build_object('answer', c.replay, 'roundId', NULL);
  END IF;
  -- Locked, so a win and a rollback of one bet never interleave.
  SELECT t.operation, t.is_tombstone, t.is_rolled_back, t.round_id INTO b FROM wallet_transaction t
   WHERE t.provider_slug = p_provider AND t.provider_transaction_id = p_bet_transaction_id FOR UPDATE;
  IF NOT FOUND OR b.operation <> 'bet' THEN
    PERFORM wallet_refuse('BET_NOT_FOUND');
  END IF;
  IF b.is_tombstone OR b.is_rolled_back THEN
    PERFORM wallet_refuse('BET_ROLLED_BACK');
  END IF;
  SELECT * INTO r FROM wallet_round_of_bet(b.round_id, p_round_id, s.player_id);
  UPDATE game_round g SET win_total = g.win_total + p_amount WHERE g.id = r.id AND g.status = 'open';
  IF NOT FOUND THEN
    PERFORM wallet_refuse('ROUND_CLOSED');
  END IF;
  IF p_amount > 0 AND r.mode = 'demo' THEN
    UPDATE game_session g SET demo_balance = g.demo_balance + p_amount WHERE g.id = r.game_session_id;
  ELSIF p_amount > 0 THEN
    v_currency := CASE WHEN r.game_mode = 'SweepStakes' THEN 'winnings' ELSE 'coins' END;
    SELECT l.posted_transaction_id INTO v_ledger
      FROM ledger_post('wallet:' || p_provider || ':' || p_transaction_id, 'game.win', r.player_id,
        ARRAY[NULL, r.player_id]::uuid[], ARRAY['game', NULL], ARRAY[v_currency, v_currency],
        ARRAY[-p_amount, p_amount]) AS l;
  END IF;
  RETURN wallet_answer(c.claim_id, r.id, r.mode, r.game_mode, r.player_id, r.game_session_id, v_ledger);
END
$$;
--> statement-breakpoint
-- Refunds a bet that did not complete (walletRollback). A bet we never saw gets a tombstone (the late bet
-- is refused); a bet rolled back already is answered again without moving money; a settled bet (its round
-- ended, or a win was paid for it) is refused. Accepted after the session expired.
CREATE FUNCTION wallet_rollback(
  p_provider text, p_token_hash text, p_transaction_id text, p_round_id text, p_amount bigint,
  p_bet_transaction_id text, p_fingerprint text, p_now timestamptz, p_idle_ms bigint, p_max_ms bigint
) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  s record;
  c record;
  b record;
  r record;
  v_ledger bigint;
BEGIN
  SELECT * INTO s FROM wallet_touch_session(p_provider, p_token_hash, p_now, p_idle_ms, p_max_ms);
  SELECT * INTO c FROM wallet_claim(p_provider, p_transaction_id, 'rollback', p_bet_transaction_id, p_amount,
    p_fingerprint, p_now);
  IF c.claim_id IS NULL THEN
    RETURN jsonb_build_object('answer', c.replay, 'roundId', NULL);
  END IF;
  SELECT t.id, t.operation, t.amount, t.is_tombstone, t.is_rolled_back, t.round_id INTO b FROM wallet_transaction t
   WHERE t.provider_slug = p_provider AND t.provider_transaction_id = p_bet_transaction_id FOR UPDATE;
  IF NOT FOUND THEN
    INSERT INTO wallet_transaction (provider_slug, provider_transaction_id, operation, amount, fingerprint,
      is_tombstone, is_rolled_back, response, created_at)
    VALUES (p_provider, p_bet_transaction_id, 'bet', p_amount, 'tombstone', true, true, '{}'::jsonb, p_now)
    ON CONFLICT (provider_slug, provider_transaction_id) DO NOTHING;
    IF FOUND THEN
      RETURN wallet_answer(c.claim_id, NULL, s.mode, s.game_mode, s.player_id, s.id, NULL);
    END IF;
    -- The bet committed while we waited on its id: roll it back like any other.
    SELECT t.id, t.operation, t.amount, t.is_tombstone, t.is_rolled_back, t.round_id INTO b FROM wallet_transaction t
     WHERE t.provider_slug = p_provider AND t.provider_transaction_id = p_bet_transaction_id FOR UPDATE;
    IF NOT FOUND THEN
      RAISE EXCEPTION 'bet % vanished', p_bet_transaction_id;
    END IF;
  END IF;
  IF b.operation <> 'bet' THEN
    PERFORM wallet_refuse('BET_NOT_FOUND');
  END IF;
  IF b.is_tombstone OR b.is_rolled_back THEN
    RETURN wallet_answer(c.claim_id, NULL, s.mode, s.game_mode, s.player_id, s.id, NULL);
  END IF;
  SELECT * INTO r FROM wallet_round_of_bet(b.round_id, p_round_id, s.player_id);
  IF b.amount <> p_amount THEN
    PERFORM wallet_refuse('BAD_REQUEST', b.amount::text);
  END IF;
  IF r.status <> 'open' OR EXISTS (SELECT 1 FROM wallet_transaction w WHERE w.provider_slug = p_provider
      AND w.bet_transaction_id = p_bet_transaction_id AND w.operation = 'win') THEN
    PERFORM wallet_refuse('BET_ALREADY_SETTLED');
  END IF;
  UPDATE game_round g SET bet_total = g.bet_total - p_amount WHERE g.id = r.id AND g.status = 'open';
  IF NOT FOUND THEN
    PERFORM wallet_refuse('BET_ALREADY_SETTLED');
  END IF;
  UPDATE wallet_transaction t SET is_rolled_back = true WHERE t.id = b.id;
  IF p_amount > 0 AND r.mode = 'demo' THEN
    UPDATE game_session g SET demo_balance = g.demo_balance + p_amount WHERE g.id = r.game_session_id;
  ELSIF p_amount > 0 THEN
    SELECT l.posted_transaction_id INTO v_ledger
      FROM ledger_reverse('wallet:' || p_provider || ':' || p_bet_transaction_id,
        'wallet:' || p_provider || ':' || p_transaction_id, 'game.rollback', r.player_id) AS l;
  END IF;
  RETURN wallet_answer(c.claim_id, r.id, r.mode, r.game_mode, r.player_id, r.game_session_id, v_ledger);
END
$$;
