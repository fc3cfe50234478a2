-- Decision 018: group commit. The server sends the bets, wins and rollbacks that arrive while its previous
-- statement runs as ONE statement, `select wallet_calls(...)`: one round trip and one commit for all of
-- them. Each call runs in its own subtransaction (the BEGIN … EXCEPTION block), so a refusal rolls back
-- that call alone, exactly as a statement of its own would, and is answered with the balance read right
-- after, in the same statement. Any other error of one call (a deadlock, a bug) rolls back that call only
-- and is answered as `failed`: the server runs it again on its own. The calls run in the order sent, so
-- copies of one call in one batch replay the first.
CREATE FUNCTION wallet_calls(p_calls jsonb, p_idle_ms bigint, p_max_ms bigint, p_max_stakes jsonb)
RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  c jsonb;
  v_results jsonb[] := '{}';
  v_result jsonb;
  v_state text;
  v_message text;
  v_detail text;
BEGIN
  FOR c IN SELECT x.value FROM jsonb_array_elements(p_calls) WITH ORDINALITY AS x(value, n) ORDER BY x.n LOOP
    BEGIN
      IF c ->> 'operation' = 'bet' THEN
        v_result := wallet_bet(c ->> 'provider', c ->> 'tokenHash', c ->> 'transactionId', c ->> 'roundId',
          (c ->> 'amount')::bigint, c ->> 'fingerprint', (c ->> 'now')::timestamptz, p_idle_ms, p_max_ms,
          p_max_stakes, nullif(c -> 'outcome', 'null'::jsonb), (c ->> 'fairSeedId')::bigint, (c ->> 'nonce')::integer);
      ELSIF c ->> 'operation' = 'win' THEN
        v_result := wallet_win(c ->> 'provider', c ->> 'tokenHash', c ->> 'transactionId', c ->> 'roundId',
          (c ->> 'amount')::bigint, c ->> 'betTransactionId', c ->> 'fingerprint', (c ->> 'now')::timestamptz,
          p_idle_ms, p_max_ms);
      ELSIF c ->> 'operation' = 'rollback' THEN
        v_result := wallet_rollback(c ->> 'provider', c ->> 'tokenHash', c ->> 'transactionId', c ->> 'roundId',
          (c ->> 'amount')::bigint, c ->> 'betTransactionId', c ->> 'fingerprint', (c ->> 'now')::timestamptz,
          p_idle_ms, p_max_ms);
      ELSE
        RAISE EXCEPTION 'not a wallet operation: %', c ->> 'operation';
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
