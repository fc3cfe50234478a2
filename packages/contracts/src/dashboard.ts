import { z } from "zod";
import { BrandIdSchema } from "./brands";
import { MinorUnitsSchema, PlayCurrencySchema } from "./money";
import { defineBackofficeEndpoint } from "./operators";
import { text } from "./text";

/** The longest range the dashboard sums over, and the one it shows when asked for none. */
export const DASHBOARD_MAX_DAYS = 92;
export const DASHBOARD_DEFAULT_DAYS = 14;

const Day = z.iso.date({ message: "Use a date as YYYY-MM-DD." });
const DAY_MS = 86_400_000;

/** Days from `from` to `to`, both included (UTC calendar days). */
export const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS) + 1;

/** Money and play of one currency: stake and win are the rounds' totals, GGR is stake − win. */
const PlayFigures = {
  currency: PlayCurrencySchema,
  rounds: z.number().int(),
  /** Players who played at least one real round (distinct within the row's day, brand and currency). */
  activePlayers: z.number().int(),
  stake: MinorUnitsSchema,
  win: MinorUnitsSchema,
  ggr: MinorUnitsSchema,
};

/** Completed purchases (by the day they completed) and refunds (by the day of the refund), in US cents. */
const PurchaseFigures = {
  purchases: z.number().int(),
  amountCents: MinorUnitsSchema,
  refunds: z.number().int(),
  refundedCents: MinorUnitsSchema,
};

/**
 * Redemption requests (by the day they were made) and payouts (by the day they were paid), in winnings'
 * minor units (hundredths).
 */
const RedemptionFigures = {
  requested: z.number().int(),
  requestedAmount: MinorUnitsSchema,
  paid: z.number().int(),
  paidAmount: MinorUnitsSchema,
};

export const dashboardEndpoint = defineBackofficeEndpoint({
  id: "dashboard",
  method: "GET",
  path: "/api/backoffice/dashboard/",
  summary: `Players, sign-ups, active players, rounds, stake, win and GGR per currency, brand and UTC day, purchases and refunds (US cents) and redemptions requested and paid (winnings) per brand and UTC day, from \`from\` to \`to\` (both included; at most ${DASHBOARD_MAX_DAYS} days; the last ${DASHBOARD_DEFAULT_DAYS} by default), for one brand or all. Real-money rounds only; amounts are exact minor units.`,
  access: "dashboard:read",
  query: z
    .object({ from: Day.optional(), to: Day.optional(), brand: BrandIdSchema.optional() })
    .strict()
    .refine((query) => !query.from || !query.to || query.from <= query.to, {
      message: "`from` must not be after `to`.",
      path: ["to"],
    })
    .refine((query) => !query.from || !query.to || daysBetween(query.from, query.to) <= DASHBOARD_MAX_DAYS, {
      message: `The dashboard covers at most ${DASHBOARD_MAX_DAYS} days.`,
      path: ["from"],
    }),
  output: z.object({
    from: text(),
    to: text(),
    brand: BrandIdSchema.nullable(),
    totals: z.object({
      /** Accounts that exist at the end of `to`. */
      players: z.number().int(),
      signUps: z.number().int(),
      /** Distinct players with a real round in the range, whatever the currency. */
      activePlayers: z.number().int(),
      byCurrency: z.array(z.object(PlayFigures)),
      purchases: z.object(PurchaseFigures),
      redemptions: z.object(RedemptionFigures),
    }),
    /** Accounts per brand at the end of `to`. */
    playersByBrand: z.array(z.object({ brand: BrandIdSchema, players: z.number().int() })),
    /** One row per day and brand with sign-ups; days without any are left out. */
    signUps: z.array(z.object({ day: text(), brand: BrandIdSchema, signUps: z.number().int() })),
    /** One row per day, brand and currency with play; days without any are left out. */
    play: z.array(z.object({ day: text(), brand: BrandIdSchema, ...PlayFigures })),
    /** One row per day and brand with a purchase or a refund; days without any are left out. */
    purchases: z.array(z.object({ day: text(), brand: BrandIdSchema, ...PurchaseFigures })),
    /** One row per day and brand with a redemption requested or paid; days without any are left out. */
    redemptions: z.array(z.object({ day: text(), brand: BrandIdSchema, ...RedemptionFigures })),
  }),
});
