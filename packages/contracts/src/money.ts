import { z } from "zod";
import { type Currency, toMinorUnits } from "./client/money";
import { text } from "./text";

export * from "./client/money";

export const CurrencySchema = z.enum(["coins", "entries", "winnings", "tourPoints"]);

/** What a game is played with: coins in TournamentPoints mode, entries in SweepStakes mode. */
export const PlayCurrencySchema = z.enum(["coins", "entries"]);
export type PlayCurrency = z.infer<typeof PlayCurrencySchema>;

/** A JSON number field carrying an amount of `currency`, parsed to bigint minor units. */
export const moneySchema = (currency: Currency) =>
  z.number().transform((value, ctx) => {
    try {
      return toMinorUnits(value, currency);
    } catch (error) {
      ctx.addIssue({ code: "custom", message: (error as Error).message });
      return z.NEVER;
    }
  });

/**
 * An amount in an answer of the back office: the exact minor units as a decimal string (`"1250"` is 12.50
 * entries), so sums over the whole ledger stay exact past 2^53; the screen shows it with `toMajorNumber`
 * after `BigInt(…)`, or formats the string by `CURRENCY_SCALE`.
 */
export const MinorUnitsSchema = text().regex(/^-?\d+$/);
