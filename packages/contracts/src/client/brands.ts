import type { BrandFlags } from "../brands";

/** The nine brands of the spec (§1); `product` stands for the spec's `{product}` theme. */
export const BRAND_IDS = [
  "funrize",
  "tao",
  "nlc",
  "fortuneWheelz",
  "funzCity",
  "jackpotRabbit",
  "sws",
  "product",
  "stormrush",
] as const;
export type BrandId = (typeof BRAND_IDS)[number];

export interface Brand {
  readonly id: BrandId;
  /** Display name, also the `appName` of `/rest/app/init/`. */
  readonly name: string;
  readonly flags: BrandFlags;
  readonly bonuses: BrandBonuses;
  readonly limits: BrandLimits;
}

/** Limits the server enforces per brand. */
export interface BrandLimits {
  /**
   * Major units of entries: caps one bet in SweepStakes mode, where wins become redeemable. A bigger
   * stake is refused with MAX_BET_EXCEEDED, whichever provider sends it, and the game shows the max-bet
   * limit modal.
   */
  readonly maxSweepStakesStake: number;
  /** A session unused for this long ends, whatever its absolute expiry (30 days). */
  readonly sessionIdleMinutes: number;
}

const STANDARD_LIMITS: BrandLimits = { maxSweepStakesStake: 5, sessionIdleMinutes: 24 * 60 };

/**
 * What a brand gives away, in major units (coins whole, entries with 2 decimals): the welcome grant at
 * sign-up, the profile rewards of spec §3, and what an invited friend gets. Each is paid through the
 * ledger from the promotions house account.
 */
export interface BrandBonuses {
  readonly welcome: { coins: number; entries: number };
  readonly rewards: { email: number; profile: number; phone: number };
  readonly invitedFriend: { coins: number; entries: number };
}

const STANDARD_BONUSES: BrandBonuses = {
  welcome: { coins: 10_000, entries: 2 },
  rewards: { email: 2_000, profile: 5_000, phone: 3_000 },
  invitedFriend: { coins: 5_000, entries: 1 },
};

/** Brands with their own welcome offer; the rest give the standard one. */
const BONUSES: Partial<Record<BrandId, BrandBonuses>> = {
  nlc: { ...STANDARD_BONUSES, welcome: { coins: 25_000, entries: 2.5 } },
  stormrush: { ...STANDARD_BONUSES, welcome: { coins: 15_000, entries: 3 } },
  tao: { ...STANDARD_BONUSES, welcome: { coins: 20_000, entries: 1 } },
};

const withFlags = (ids: readonly BrandId[]) => (id: BrandId) => ids.includes(id);
const lobby = withFlags(["fortuneWheelz", "nlc", "funzCity", "sws", "jackpotRabbit", "stormrush", "product"]);
const bingoStore = withFlags(["funzCity", "jackpotRabbit"]);
const regCompletePage = withFlags(["nlc", "stormrush"]);
const customSupportChat = withFlags(["nlc", "stormrush"]);
const questOptimisation = withFlags(["funrize"]);

const NAMES: Record<BrandId, string> = {
  funrize: "FunRize",
  tao: "TaoFortune",
  nlc: "NoLimitCoins",
  fortuneWheelz: "FortuneWheelz",
  funzCity: "FunzCity",
  jackpotRabbit: "JackpotRabbit",
  sws: "SweepWins",
  product: "PlayProduct",
  stormrush: "StormRush",
};

/** Brand table: flags of spec §1. Theme tokens live in `@casino/ui` under `[data-brand]`. */
export const BRANDS: Readonly<Record<BrandId, Brand>> = Object.fromEntries(
  BRAND_IDS.map((id) => [
    id,
    {
      id,
      name: NAMES[id],
      flags: {
        hasAuthPage: true,
        hasPageLobby: lobby(id),
        hasBingoStore: bingoStore(id),
        hasRegCompletePage: regCompletePage(id),
        hasCustomSupportChat: customSupportChat(id),
        hasQuestOptimisation: questOptimisation(id),
      },
      bonuses: BONUSES[id] ?? STANDARD_BONUSES,
      limits: STANDARD_LIMITS,
    },
  ]),
) as Record<BrandId, Brand>;

export function isBrandId(value: string): value is BrandId {
  return (BRAND_IDS as readonly string[]).includes(value);
}
