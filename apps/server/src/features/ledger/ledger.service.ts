import { createHash } from "node:crypto";
import { BALANCE_CHANGED, CURRENCIES, type Currency } from "@casino/contracts";
import type { Database, Executor } from "@casino/db";
import { checkPostings, postingsFingerprint } from "@casino/domain";
import { writeOutboxEvent } from "../../platform/outbox";
import { closePlaythroughOfReversed, openPlaythroughBatch } from "./ledger.playthrough.service";
import { ledgerRefusal } from "./ledger.refusals";
import {
  addToBalance,
  ensureAccounts,
  findTransactionByKey,
  type HouseAccount,
  insertPostings,
  insertTransaction,
  playerBalances,
  postingsOfKey,
} from "./ledger.repo";

/** Who owns one side of a posting: a player, or one of the house accounts of ARCHITECTURE D5. */
export type AccountOwner = { playerId: string } | { house: HouseAccount };

export interface LedgerLeg {
  owner: AccountOwner;
  currency: Currency;
  amount: bigint;
}

export interface LedgerRequest {
  /** Unique per business event (`reward:email:<player>`); a replay with the same legs changes nothing. */
  idempotencyKey: string;
  kind: string;
  /** The player the transaction is about, for their history. */
  playerId: string | null;
  legs: readonly LedgerLeg[];
  metadata?: Record<string, unknown>;
  /**
   * A credit of entries from a house account other than `game` opens a playthrough batch of
   * ceil(entries × this) to be wagered before winnings redeem (decision 047): a decimal such as "1" or
   * "3"; "1" when left out. Purchases pass their brand's multiplier (redemptions'
   * `purchasePlaythroughMultiplier`).
   */
  playthroughMultiplier?: string;
}

export interface LedgerResult {
  transactionId: bigint;
  /** True when the key had already been posted with the same legs: nothing moved this time. */
  isReplay: boolean;
}

export type Balances = Record<Currency, bigint>;

const CHECK_VIOLATION = "23514";

const ownerKey = (owner: AccountOwner) => ("playerId" in owner ? `p:${owner.playerId}` : `h:${owner.house}`);

const toPostings = (legs: readonly LedgerLeg[]) =>
  legs.map((leg) => ({ accountId: ownerKey(leg.owner), currency: leg.currency, amount: leg.amount }));

/** What a key stands for: the same key with other legs is a different request, not a replay. */
function fingerprintOf(request: LedgerRequest): string {
  return createHash("sha256")
    .update(`${request.kind}\n${postingsFingerprint(toPostings(request.legs))}`)
    .digest("hex");
}

/** A balanced move from `from` to `to`: the building block of almost every ledger request. */
export function move(from: AccountOwner, to: AccountOwner, currency: Currency, amount: bigint): LedgerLeg[] {
  return [
    { owner: from, currency, amount: -amount },
    { owner: to, currency, amount },
  ];
}

/**
 * Posts one journal transaction inside the caller's database transaction (the caller's service owns it,
 * so its own writes and the money commit or roll back together). Throws INSUFFICIENT_FUNDS when a player
 * account would go below zero and DUPLICATE_TRANSACTION when the key was used for different legs.
 */
export async function postLedgerTransaction(tx: Executor, request: LedgerRequest): Promise<LedgerResult> {
  const violation = checkPostings(
    request.legs.map((leg) => ({
      accountId: ownerKey(leg.owner),
      currency: leg.currency,
      amount: leg.amount,
    })),
  );
  if (violation) throw new Error(`ledger request ${request.idempotencyKey} breaks ${violation.code}`);

  const fingerprint = fingerprintOf(request);
  const transactionId = await insertTransaction(tx, {
    idempotencyKey: request.idempotencyKey,
    kind: request.kind,
    playerId: request.playerId,
    fingerprint,
    metadata: request.metadata ?? {},
  });
  if (transactionId === null) {
    const existing = await findTransactionByKey(tx, request.idempotencyKey);
    if (existing && existing.fingerprint === fingerprint)
      return { transactionId: existing.id, isReplay: true };
    throw ledgerRefusal.duplicate();
  }

  const playerIds = [
    ...new Set(request.legs.flatMap((leg) => ("playerId" in leg.owner ? [leg.owner.playerId] : []))),
  ];
  const houses = [...new Set(request.legs.flatMap((leg) => ("house" in leg.owner ? [leg.owner.house] : [])))];
  const currencies = [...new Set(request.legs.map((leg) => leg.currency))];
  const accounts = await ensureAccounts(tx, playerIds, houses, currencies);
  const accountOf = (leg: LedgerLeg) => {
    const key = ownerKey(leg.owner);
    const account = accounts.find(
      (a) => a.currency === leg.currency && (a.playerId ? `p:${a.playerId}` : `h:${a.house}`) === key,
    );
    if (!account) throw new Error(`no ledger account for ${key} ${leg.currency}`);
    return account;
  };
  const postings = request.legs.map((leg) => ({ ...leg, account: accountOf(leg) }));
  await insertPostings(
    tx,
    transactionId,
    postings.map((p) => ({ accountId: p.account.id, currency: p.currency, amount: p.amount })),
  );

  // Only player balances are cached; lock their rows in id order so two transfers never deadlock.
  const deltas = new Map<bigint, bigint>();
  for (const p of postings) {
    if (p.account.playerId) deltas.set(p.account.id, (deltas.get(p.account.id) ?? 0n) + p.amount);
  }
  for (const [accountId, delta] of [...deltas].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    if (delta === 0n) continue;
    try {
      await addToBalance(tx, accountId, delta);
    } catch (error) {
      if ((error as { code?: string }).code === CHECK_VIOLATION) {
        throw ledgerRefusal.insufficientFunds();
      }
      throw error;
    }
  }
  await openPlaythroughBatch(tx, {
    transactionId,
    kind: request.kind,
    legs: request.legs,
    multiplier: request.playthroughMultiplier ?? "1",
  });
  // Whoever shows these balances live (the push channel) learns of the change once it commits (D9).
  const movedPlayers = new Set(
    postings.filter((p) => deltas.get(p.account.id)).map((p) => p.account.playerId),
  );
  for (const playerId of movedPlayers) {
    if (playerId)
      await writeOutboxEvent(tx, { topic: BALANCE_CHANGED, aggregateId: playerId, payload: { playerId } });
  }
  return { transactionId, isReplay: false };
}

/**
 * Posts the exact reverse of the transaction posted under `originalKey` (ARCHITECTURE D5: a correction is
 * a reversing transaction), idempotent under its own key, and closes the playthrough batch the original
 * opened. Answers null when nothing was posted under `originalKey`. Throws INSUFFICIENT_FUNDS when a player no longer holds what the reversal takes back.
 */
export async function reverseLedgerTransaction(
  tx: Executor,
  request: { originalKey: string; idempotencyKey: string; kind: string; playerId: string | null },
): Promise<LedgerResult | null> {
  const postings = await postingsOfKey(tx, request.originalKey);
  if (postings.length === 0) return null;
  const legs: LedgerLeg[] = postings.map((p) => ({
    owner: p.playerId ? { playerId: p.playerId } : { house: p.house as HouseAccount },
    currency: p.currency,
    amount: -p.amount,
  }));
  const result = await postLedgerTransaction(tx, {
    idempotencyKey: request.idempotencyKey,
    kind: request.kind,
    playerId: request.playerId,
    legs,
    metadata: { reverses: request.originalKey },
  });
  // A reversed credit of entries leaves nothing to play through (decision 047).
  if (!result.isReplay) await closePlaythroughOfReversed(tx, request.originalKey, result.transactionId);
  return result;
}

/** Posts a transaction in a database transaction of its own. */
export function postLedgerTransactionAlone(db: Database, request: LedgerRequest): Promise<LedgerResult> {
  return db.transaction((tx) => postLedgerTransaction(tx, request));
}

/** A player's four balances in minor units (zero for a currency never touched). */
export async function balancesOf(executor: Executor, playerId: string): Promise<Balances> {
  const balances = Object.fromEntries(CURRENCIES.map((c) => [c, 0n])) as Balances;
  for (const row of await playerBalances(executor, playerId)) balances[row.currency] = row.balance;
  return balances;
}

/** Opens the four accounts of a new player, so their balances read as zero rather than missing. */
export async function openPlayerAccounts(tx: Executor, playerId: string): Promise<void> {
  await ensureAccounts(tx, [playerId], [], CURRENCIES);
}
