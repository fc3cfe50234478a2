import { z } from "zod";
import { type Currency, toMinorUnits } from "./client/money";

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
