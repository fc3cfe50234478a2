-- Decision 018, lanes: a call's result also names the player whose money it moved (not stored in the
-- answer the provider gets), so the server sends every later call of that session in the same lane of
-- group statements as the player's other calls, and one player's calls never wait for each other's row
-- lock across two statements.
CREATE OR REPLACE FUNCTION wallet_answer(
  p_claim bigint, p_round bigint, p_mode text, p_game_mode text, p_player uuid, p_session uuid, p_ledger bigint
) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  v_answer jsonb := wallet_balance_answer(p_mode, p_game_mode, p_player, p_session)
    || jsonb_build_object('transactionId', p_ledger::text);
BEGIN
  UPDATE wallet_transaction t SET round_id = p_round, response = v_answer WHERE t.id = p_claim;
  RETURN jsonb_build_object('answer', v_answer, 'roundId', p_round::text, 'playerId', p_player::text);
END
$$;
