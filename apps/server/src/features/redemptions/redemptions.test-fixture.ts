import { randomUUID } from "node:crypto";
import type { BrandId } from "@casino/contracts";
import { fundPlayer } from "../../test-support/games";
import { createTestPlayer, type TestPlayer } from "../../test-support/players";
import type { TestApp } from "../../test-support/test-app";
import { move, postLedgerTransaction } from "../ledger";
import { purchasePlaythroughMultiplier } from ".";

/** Browser calls send the client header (CSRF). */
export const CLIENT = { "x-casino-client": "web" };
/** Hosts of the brands the tests use besides the default (`funrize` on any other host). */
export const BRAND_HOSTS = "stormrush.example=stormrush,nlc.example=nlc";
export const hostOf = (brandId: BrandId) => (brandId === "funrize" ? "localhost" : `${brandId}.example`);

export interface RedeemingPlayer extends TestPlayer {
  brandId: BrandId;
  headers: Record<string, string>;
}

/**
 * A player as redeeming needs one (all of it optional to switch off): SweepStakes mode, identity verified,
 * and winnings in major units (winnings open no playthrough batch: only entries do).
 */
export async function redeemingPlayer(
  t: TestApp,
  options: {
    brandId?: BrandId;
    winnings?: number;
    isSweepStakes?: boolean;
    isVerified?: boolean;
    state?: string;
  } = {},
): Promise<RedeemingPlayer> {
  const brandId = options.brandId ?? "funrize";
  const player = await createTestPlayer(t.db, { brandId, state: options.state ?? null });
  if (options.isSweepStakes ?? true)
    await t.db.query("update player set game_mode = 'SweepStakes' where id = $1", [player.playerId]);
  if (options.isVerified ?? true) {
    await t.db.query(
      `insert into identity_verification (player_id, status, method, verified_at, updated_at)
       values ($1, 'verified', 'document', now(), now())`,
      [player.playerId],
    );
  }
  if (options.winnings) await fundPlayer(t.db, player.playerId, { winnings: options.winnings });
  return { ...player, brandId, headers: { host: hostOf(brandId), cookie: player.cookie } };
}

/** Entries that came with a purchase, credited as payments does: the brand's multiplier to play through. */
export async function purchaseEntries(t: TestApp, player: RedeemingPlayer, entries: bigint) {
  await t.db.transaction(async (tx) =>
    postLedgerTransaction(tx, {
      idempotencyKey: `test-purchase:${randomUUID()}`,
      kind: "purchase",
      playerId: player.playerId,
      legs: move({ house: "purchases" }, { playerId: player.playerId }, "entries", entries),
      playthroughMultiplier: await purchasePlaythroughMultiplier(tx, player.brandId),
    }),
  );
}

/** A sound bank account: 9-digit routing number, an account number of which only the end is kept. */
export const PAYOUT = { accountHolder: "Ann Lee", routingNumber: "011000015", accountNumber: "000123456789" };

export const redeemBody = (amount: number, requestKey: string = randomUUID()) => ({
  amount,
  method: "bank",
  requestKey,
  payoutDetails: PAYOUT,
});

/** The player's calls of the redeem page. */
export function redeemCalls(t: TestApp) {
  return {
    page: (player: RedeemingPlayer | null) =>
      t.app.inject({ url: "/rest/cash/redeem/", headers: player?.headers ?? {} }),
    request: (player: RedeemingPlayer | null, payload: object) =>
      t.app.inject({
        method: "POST",
        url: "/rest/cash/redeem/",
        headers: { ...CLIENT, ...(player?.headers ?? {}) },
        payload,
      }),
    cancel: (player: RedeemingPlayer | null, id: string) =>
      t.app.inject({
        method: "POST",
        url: `/rest/cash/redeem/${id}/cancel/`,
        headers: { ...CLIENT, ...(player?.headers ?? {}) },
      }),
  };
}

/** The player's balance of one currency, minor units. */
export async function balanceOf(t: TestApp, playerId: string, currency: "entries" | "winnings") {
  const [row] = await t.db.query<{ balance: string }>(
    "select balance::text from ledger_account where player_id = $1 and currency = $2",
    [playerId, currency],
  );
  return BigInt(row?.balance ?? "0");
}

export const errorOf = (response: { statusCode: number; json(): { error?: { code: string } } }) => [
  response.statusCode,
  response.json().error?.code,
];
