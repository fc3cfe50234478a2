import {
  type BrandId,
  DASHBOARD_DEFAULT_DAYS,
  DASHBOARD_MAX_DAYS,
  type dashboardEndpoint,
  daysBetween,
  type EndpointOutput,
  type PlayCurrency,
} from "@casino/contracts";
import type { Database } from "@casino/db";
import type { Clock } from "@casino/domain";
import { AppError } from "../../platform/errors";
import { purchasesByDay } from "../payments";
import { playersByBrand, signUpsByDay } from "../player";
import { activePlayersBetween, roundTotalsByDay } from "../provider-wallet";
import { redemptionsByDay } from "../redemptions";

const DAY_MS = 86_400_000;
const PLAY_CURRENCIES: readonly PlayCurrency[] = ["coins", "entries"];

/** `YYYY-MM-DD` of a UTC instant. */
const dayOf = (instant: Date) => instant.toISOString().slice(0, 10);

/**
 * The range asked for: `to` defaults to today (UTC), `from` to DASHBOARD_DEFAULT_DAYS days before it; both
 * are included. The contract checks a range given whole; one completed by a default is checked here.
 */
export function dashboardRange(now: Date, query: { from?: string | undefined; to?: string | undefined }) {
  const to = query.to ?? dayOf(now);
  const from = query.from ?? dayOf(new Date(Date.parse(to) - (DASHBOARD_DEFAULT_DAYS - 1) * DAY_MS));
  if (from > to || daysBetween(from, to) > DASHBOARD_MAX_DAYS) {
    throw new AppError(
      "VALIDATION_FAILED",
      400,
      `The dashboard covers 1 to ${DASHBOARD_MAX_DAYS} days, from ${from} to ${to} is not.`,
    );
  }
  return { from, to, start: new Date(from), end: new Date(Date.parse(to) + DAY_MS) };
}

const figures = (row: { rounds: number; activePlayers: number; stake: bigint; win: bigint }) => ({
  rounds: row.rounds,
  activePlayers: row.activePlayers,
  stake: row.stake.toString(),
  win: row.win.toString(),
  ggr: (row.stake - row.win).toString(),
});

/** Sums a field of bigint figures (cents, minor units) exactly, as the decimal string of the contract. */
const total = <Row>(rows: readonly Row[], pick: (row: Row) => bigint) =>
  rows.reduce((sum, row) => sum + pick(row), 0n).toString();
const count = <Row>(rows: readonly Row[], pick: (row: Row) => number) =>
  rows.reduce((sum, row) => sum + pick(row), 0);

/**
 * The operators' dashboard (issue #11): accounts and sign-ups from the player feature, play from the
 * wallet's rounds (the source of truth for rounds, stake and win: decision 036), purchases and refunds from
 * payments' orders and redemptions from their own feature (issue #14), each summed in SQL per day and
 * brand by its owner, and put together here.
 */
export async function dashboard(
  context: { db: Database; clock: Clock },
  query: { from?: string | undefined; to?: string | undefined; brand?: BrandId | undefined },
): Promise<EndpointOutput<typeof dashboardEndpoint>> {
  const { db, clock } = context;
  const { from, to, start, end } = dashboardRange(clock.now(), query);
  const range = { from: start, to: end, brand: query.brand };
  const [players, signUps, play, activePlayers, purchases, redemptions] = await Promise.all([
    playersByBrand(db, { before: end, brand: query.brand }),
    signUpsByDay(db, range),
    roundTotalsByDay(db, range),
    activePlayersBetween(db, range),
    purchasesByDay(db, range),
    redemptionsByDay(db, range),
  ]);
  const byCurrency = PLAY_CURRENCIES.map((currency) => {
    const rows = play.filter((row) => row.currency === currency);
    const sum = (pick: (row: (typeof rows)[number]) => bigint) =>
      rows.reduce((total, row) => total + pick(row), 0n);
    return {
      currency,
      ...figures({
        rounds: rows.reduce((total, row) => total + row.rounds, 0),
        activePlayers: activePlayers.byCurrency[currency] ?? 0,
        stake: sum((row) => row.stake),
        win: sum((row) => row.win),
      }),
    };
  });
  return {
    from,
    to,
    brand: query.brand ?? null,
    totals: {
      players: players.reduce((total, row) => total + row.players, 0),
      signUps: signUps.reduce((total, row) => total + row.signUps, 0),
      activePlayers: activePlayers.total,
      byCurrency,
      purchases: {
        purchases: count(purchases, (row) => row.purchases),
        amountCents: total(purchases, (row) => row.amountCents),
        refunds: count(purchases, (row) => row.refunds),
        refundedCents: total(purchases, (row) => row.refundedCents),
      },
      redemptions: {
        requested: count(redemptions, (row) => row.requested),
        requestedAmount: total(redemptions, (row) => row.requestedAmount),
        paid: count(redemptions, (row) => row.paid),
        paidAmount: total(redemptions, (row) => row.paidAmount),
      },
    },
    playersByBrand: players,
    signUps,
    play: play.map((row) => ({ day: row.day, brand: row.brand, currency: row.currency, ...figures(row) })),
    purchases: purchases.map((row) => ({
      day: row.day,
      brand: row.brandId as BrandId,
      purchases: row.purchases,
      amountCents: row.amountCents.toString(),
      refunds: row.refunds,
      refundedCents: row.refundedCents.toString(),
    })),
    redemptions: redemptions.map((row) => ({
      day: row.day,
      brand: row.brand,
      requested: row.requested,
      requestedAmount: row.requestedAmount.toString(),
      paid: row.paid,
      paidAmount: row.paidAmount.toString(),
    })),
  };
}
