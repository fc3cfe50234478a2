-- Responsible play (issue #13): a player in a cool-off, a self-exclusion or an operator's restriction may not
-- stake real money. The player's play_blocked_until (kept by the responsible-play feature, through the
-- player feature, in the transaction that changes the blocks) is read in the session touch that already
-- joins the player row, and a real-money bet until then is refused with PLAY_BLOCKED. Demo play moves no
-- money; wins and rollbacks of stakes already taken stay accepted (wallet_win and wallet_rollback are
-- unchanged). Otherwise wallet_bet is 20261125010839_wallet_bet_lean's, step for step.
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
  v_is_play_blocked boolean;
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
    p.account_status = 'ACTIVE', p.brand_id,
    p.play_blocked_until IS NOT NULL AND p.play_blocked_until > p_now
  INTO v_session, v_player, v_game, v_mode, v_game_mode, v_is_live, v_is_player_active, v_brand, v_is_play_blocked;
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
  IF v_mode = 'real' AND v_is_play_blocked THEN
    PERFORM wallet_refuse('PLAY_BLOCKED');
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
