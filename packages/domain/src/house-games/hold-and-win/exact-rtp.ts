import { exactLinePay } from "../exact-lines";
import { MULTIPLIER_SCALE } from "../multiplier";
import { add, mul, type Ratio, ratio, sub, ZERO } from "../rational";
import { countDistribution } from "../reel-strips";
import {
  HOLD_AND_WIN_COINS,
  HOLD_AND_WIN_GRAND,
  HOLD_AND_WIN_LAND,
  HOLD_AND_WIN_RESPINS,
  HOLD_AND_WIN_RULES,
  HOLD_AND_WIN_TRIGGER,
  HOLD_AND_WIN_WINDOWS,
  holdAndWinMeta,
} from "./hold-and-win";

const CELLS = 15;

export interface HoldAndWinRtp {
  /** Return of the line wins, in stakes. */
  lines: Ratio;
  /** P(a spin starts the feature). */
  trigger: Ratio;
  /** Expected value of one coin, in stakes. */
  coinValue: Ratio;
  /** Return of the feature (coins and grand), in stakes per round. */
  feature: Ratio;
  /** P(a round fills the grid). */
  grand: Ratio;
  /** The game's RTP before the maximum-win cap. */
  total: Ratio;
}

/**
 * The exact RTP of the hold-and-win game. Coin values are drawn independently of where and how many
 * coins land, so the feature returns E[coins at the end] × E[coin value] + P(full grid) × grand; the
 * number of coins follows a small Markov chain (coins, respins left) with binomial landings.
 */
export function holdAndWinExactRtp(): HoldAndWinRtp {
  const lines = mul(
    exactLinePay(HOLD_AND_WIN_WINDOWS, 3, HOLD_AND_WIN_RULES),
    ratio(holdAndWinMeta.lines.length, MULTIPLIER_SCALE),
  );
  const totalWeight = HOLD_AND_WIN_COINS.reduce((sum, coin) => sum + coin.weight, 0);
  const coinValue = ratio(
    HOLD_AND_WIN_COINS.reduce((sum, coin) => sum + BigInt(coin.value) * BigInt(coin.weight), 0n),
    BigInt(totalWeight) * BigInt(MULTIPLIER_SCALE),
  );
  const land = ratio(HOLD_AND_WIN_LAND.num, HOLD_AND_WIN_LAND.den);
  const miss = sub(ratio(1), land);
  const chain = featureChain(land, miss);
  const coinCounts = countDistribution(HOLD_AND_WIN_WINDOWS, 3, (symbol) => symbol === 1);
  let trigger = ZERO;
  let feature = ZERO;
  let grand = ZERO;
  const grandValue = ratio(HOLD_AND_WIN_GRAND, MULTIPLIER_SCALE);
  coinCounts.forEach((p, k) => {
    if (k < HOLD_AND_WIN_TRIGGER || p.num === 0n) return;
    const end = chain(k, HOLD_AND_WIN_RESPINS);
    trigger = add(trigger, p);
    grand = add(grand, mul(p, end.full));
    feature = add(feature, mul(p, add(mul(end.coins, coinValue), mul(end.full, grandValue))));
  });
  return { lines, trigger, coinValue, feature, grand, total: add(lines, feature) };
}

/** E[coins at the end] and P(full grid) of the feature from (coins, respins left), memoised. */
function featureChain(land: Ratio, miss: Ratio) {
  const memo = new Map<number, { coins: Ratio; full: Ratio }>();
  const power = (r: Ratio, n: number) => {
    let result = ratio(1);
    for (let i = 0; i < n; i++) result = mul(result, r);
    return result;
  };
  const choose = (n: number, k: number) => {
    let c = 1n;
    for (let i = 0; i < k; i++) c = (c * BigInt(n - i)) / BigInt(i + 1);
    return c;
  };
  const step = (coins: number, respins: number): { coins: Ratio; full: Ratio } => {
    if (coins === CELLS) return { coins: ratio(CELLS), full: ratio(1) };
    if (respins === 0) return { coins: ratio(coins), full: ZERO };
    const key = coins * 10 + respins;
    const known = memo.get(key);
    if (known) return known;
    const empty = CELLS - coins;
    // No coin lands: one respin fewer.
    const none = power(miss, empty);
    const stay = step(coins, respins - 1);
    let expectedCoins = mul(none, stay.coins);
    let full = mul(none, stay.full);
    for (let j = 1; j <= empty; j++) {
      const p = mul(ratio(choose(empty, j)), mul(power(land, j), power(miss, empty - j)));
      const next = step(coins + j, HOLD_AND_WIN_RESPINS);
      expectedCoins = add(expectedCoins, mul(p, next.coins));
      full = add(full, mul(p, next.full));
    }
    const result = { coins: expectedCoins, full };
    memo.set(key, result);
    return result;
  };
  return step;
}
