import { exactLinePay } from "../exact-lines";
import { MULTIPLIER_SCALE } from "../multiplier";
import { add, mul, type Ratio, ratio, ZERO } from "../rational";
import { countDistribution } from "../reel-strips";
import {
  VIDEO_5X3_FREE_SPIN_MULTIPLIER,
  VIDEO_5X3_FREE_SPINS,
  VIDEO_5X3_MAX_FREE_SPINS,
  VIDEO_5X3_RULES,
  VIDEO_5X3_SCATTER_PAYS,
  VIDEO_5X3_WINDOWS,
  video5x3Meta,
} from "./video-5x3";

export interface Video5x3Rtp {
  /** Return of one spin's line wins and scatter pays, in stakes. */
  spin: Ratio;
  lines: Ratio;
  scatters: Ratio;
  /** P(a spin triggers free spins). */
  trigger: Ratio;
  /** Expected free spins played per round. */
  freeSpinsPerRound: Ratio;
  /** Return of the free spins, in stakes per round. */
  freeSpins: Ratio;
  /** The game's RTP before the maximum-win cap. */
  total: Ratio;
}

/**
 * The exact RTP of the video slot. A free spin is an independent spin of the same reels, so a round
 * returns E[spin] × (1 + multiplier × E[free spins played]); E[free spins played] follows the retrigger
 * chain, capped, exactly. The maximum-win cap is left out: it binds too rarely to move the 4th decimal
 * (the simulation test measures how rarely).
 */
export function video5x3ExactRtp(): Video5x3Rtp {
  const linePay = exactLinePay(VIDEO_5X3_WINDOWS, 3, VIDEO_5X3_RULES);
  const lines = mul(linePay, ratio(video5x3Meta.lines.length, MULTIPLIER_SCALE));
  const scatterCounts = countDistribution(VIDEO_5X3_WINDOWS, 3, (symbol) => symbol === 1);
  let scatters = ZERO;
  let trigger = ZERO;
  scatterCounts.forEach((p, k) => {
    scatters = add(scatters, mul(p, ratio(VIDEO_5X3_SCATTER_PAYS[k] ?? 0, MULTIPLIER_SCALE)));
    if ((VIDEO_5X3_FREE_SPINS[k] ?? 0) > 0) trigger = add(trigger, p);
  });
  const spin = add(lines, scatters);

  // finalAwarded(played, awarded): expected spins awarded (= played) by the end of the feature.
  const memo = new Map<number, Ratio>();
  const finalAwarded = (played: number, awarded: number): Ratio => {
    if (played === awarded) return ratio(awarded);
    const key = played * 1000 + awarded;
    const known = memo.get(key);
    if (known) return known;
    let expected = ZERO;
    scatterCounts.forEach((p, k) => {
      if (p.num === 0n) return;
      const added = Math.min(VIDEO_5X3_FREE_SPINS[k] ?? 0, VIDEO_5X3_MAX_FREE_SPINS - awarded);
      expected = add(expected, mul(p, finalAwarded(played + 1, awarded + added)));
    });
    memo.set(key, expected);
    return expected;
  };
  let freeSpinsPerRound = ZERO;
  scatterCounts.forEach((p, k) => {
    const award = VIDEO_5X3_FREE_SPINS[k] ?? 0;
    if (award > 0) freeSpinsPerRound = add(freeSpinsPerRound, mul(p, finalAwarded(0, award)));
  });
  const freeSpins = mul(mul(freeSpinsPerRound, ratio(VIDEO_5X3_FREE_SPIN_MULTIPLIER)), spin);
  return { spin, lines, scatters, trigger, freeSpinsPerRound, freeSpins, total: add(spin, freeSpins) };
}
