import type { Currency } from "@casino/contracts";
import type { Executor } from "@casino/db";

/**
 * One page of the transactions that touched a player's accounts, newest first, each with the player's
 * side per currency; and how many there are in all.
 */
export async function playerTransactionPage(
  executor: Executor,
  input: { playerId: string; limit: number; offset: number },
) {
  const [rows, counts] = await Promise.all([
    executor.query<{
      id: string;
      kind: string;
      idempotency_key: string;
      created_at: string | Date;
      metadata: Record<string, unknown> | string;
      amounts: { currency: Currency; amount: string }[] | string;
    }>(
      `with mine as (
         select distinct p.transaction_id from ledger_posting p
         join ledger_account a on a.id = p.account_id
         where a.player_id = $1
       ), page as (
         select t.id, t.kind, t.idempotency_key, t.created_at, t.metadata from ledger_transaction t
         where t.id in (select transaction_id from mine)
         order by t.id desc limit $2 offset $3
       )
       select page.id::text, page.kind, page.idempotency_key, page.created_at, page.metadata,
         (select coalesce(json_agg(json_build_object('currency', s.currency, 'amount', s.amount::text)
                   order by s.currency), '[]'::json)
            from (select p.currency, sum(p.amount) as amount from ledger_posting p
                  join ledger_account a on a.id = p.account_id
                  where p.transaction_id = page.id and a.player_id = $1
                  group by p.currency) s) as amounts
       from page order by page.id desc`,
      [input.playerId, input.limit, input.offset],
    ),
    executor.query<{ total: string | number }>(
      `select count(distinct p.transaction_id) as total from ledger_posting p
       join ledger_account a on a.id = p.account_id where a.player_id = $1`,
      [input.playerId],
    ),
  ]);
  const json = <T>(value: T | string): T => (typeof value === "string" ? (JSON.parse(value) as T) : value);
  return {
    total: Number(counts[0]?.total ?? 0),
    transactions: rows.map((row) => ({
      id: BigInt(row.id),
      kind: row.kind,
      idempotencyKey: row.idempotency_key,
      createdAt: new Date(row.created_at),
      metadata: json(row.metadata),
      amounts: json(row.amounts).map((leg) => ({ currency: leg.currency, amount: BigInt(leg.amount) })),
    })),
  };
}
