import { describe, expect, it } from "vitest";
import { roundTo } from "../rational";
import { scriptedSource, stopWhere } from "../test-support/scripted-source";
import { holdAndWinExactRtp } from "./exact-rtp";
import {
  HOLD_AND_WIN_COINS,
  HOLD_AND_WIN_GRAND,
  HOLD_AND_WIN_LAND,
  HOLD_AND_WIN_WINDOWS,
  holdAndWin,
  holdAndWinLineWins,
  holdAndWinMeta,
} from "./hold-and-win";

const COIN = 1;
const LENGTHS = HOLD_AND_WIN_WINDOWS.map((windows) => windows.length / 3);
const COIN_DRAWS = HOLD_AND_WIN_COINS.reduce((sum, coin) => sum + coin.weight, 0);
const LAND: [number, number] = [0, HOLD_AND_WIN_LAND.den];
const MISS: [number, number] = [HOLD_AND_WIN_LAND.den - 1, HOLD_AND_WIN_LAND.den];

/** The draw that picks coin `index` of the value table. */
function coinDraw(index: number): [number, number] {
  const first = HOLD_AND_WIN_COINS.slice(0, index).reduce((sum, coin) => sum + coin.weight, 0);
  return [first, COIN_DRAWS];
}

/** Reel draws showing `counts[reel]` coins on each reel. */
function spinWithCoins(counts: readonly number[]): [number, number][] {
  return LENGTHS.map((length, reel) => {
    const windows = HOLD_AND_WIN_WINDOWS[reel] as Uint8Array;
    const stop = stopWhere(windows, 3, (window) => window.filter((s) => s === COIN).length === counts[reel]);
    return [stop, length];
  });
}

function grid(top: string, middle: string, bottom: string): string[][] {
  const rows = [top, middle, bottom].map((row) => row.trim().split(/\s+/));
  return [0, 1, 2, 3, 4].map((reel) => rows.map((row) => row[reel] as string));
}

describe("hold-and-win lines", () => {
  it("pays lines with wilds standing in, and lets a coin break a line", () => {
    const wins = holdAndWinLineWins(
      grid("jack queen king jack queen", "ruby wild ruby coin ruby", "queen jack emerald queen jack"),
    );
    expect(wins).toEqual([{ kind: "line", line: 0, symbol: "ruby", count: 3, multiplier: 20 * 50 }]);
  });
});

describe("hold-and-win feature", () => {
  it("does not start with five coins", () => {
    const draws = [...spinWithCoins([2, 1, 1, 1, 0])];
    for (let i = 0; i < 5; i++) draws.push(coinDraw(0));
    const source = scriptedSource(draws);
    const outcome = holdAndWin.play(source);
    expect(source.remaining()).toBe(0);
    expect(outcome.coins).toHaveLength(5);
    expect(outcome.holdAndWin).toBeUndefined();
  });

  it("locks six coins, resets the respins when a coin lands, and pays every coin when they run out", () => {
    const draws = [...spinWithCoins([2, 1, 1, 1, 1])];
    for (let i = 0; i < 6; i++) draws.push(coinDraw(i % 2)); // 1×, 2×, 1×, 2×, 1×, 2× the stake
    // Respin 1: the first empty position lands a 5× coin, the other eight miss.
    draws.push(LAND, coinDraw(3));
    for (let i = 0; i < 8; i++) draws.push(MISS);
    // Respins 2 to 4: nothing lands on the eight empty positions.
    for (let i = 0; i < 3 * 8; i++) draws.push(MISS);
    const source = scriptedSource(draws);
    const outcome = holdAndWin.play(source);
    expect(source.remaining()).toBe(0);
    const feature = outcome.holdAndWin;
    expect(feature?.respins.map((respin) => [respin.landed.length, respin.respinsLeft])).toEqual([
      [1, 3],
      [0, 2],
      [0, 1],
      [0, 0],
    ]);
    expect(feature?.coins).toHaveLength(7);
    expect(feature?.wins).toEqual([
      { kind: "coins", symbol: "coin", count: 7, multiplier: 3 * 1_000 + 3 * 2_000 + 5_000 },
    ]);
    const lines = outcome.wins.reduce((sum, win) => sum + win.multiplier, 0);
    expect(outcome.totalMultiplier).toBe(lines + 14_000);
  });

  it("pays the grand jackpot on top of the coins when all fifteen positions fill", () => {
    const draws = [...spinWithCoins([2, 1, 1, 1, 1])];
    for (let i = 0; i < 6; i++) draws.push(coinDraw(0));
    for (let i = 0; i < 9; i++) draws.push(LAND, coinDraw(8)); // nine majors
    const source = scriptedSource(draws);
    const outcome = holdAndWin.play(source);
    expect(source.remaining()).toBe(0);
    const major = HOLD_AND_WIN_COINS[8];
    expect(major?.jackpot).toBe("major");
    expect(outcome.holdAndWin?.wins).toEqual([
      { kind: "coins", symbol: "coin", count: 15, multiplier: 6 * 1_000 + 9 * (major?.value ?? 0) },
      { kind: "jackpot", symbol: "grand", count: 15, multiplier: HOLD_AND_WIN_GRAND },
    ]);
    expect(outcome.holdAndWin?.coins.filter((coin) => coin.jackpot === "major")).toHaveLength(9);
    expect(outcome.holdAndWin?.respins).toHaveLength(1);
  });
});

describe("hold-and-win maths", () => {
  it("declares the RTP its reels, coins and respins give, exactly, to 4 decimals", () => {
    expect(roundTo(holdAndWinExactRtp().total, 4)).toBe(holdAndWinMeta.rtp);
  });

  it("can pay its maximum win, and caps a round so rarely that the RTP cannot feel it", () => {
    const coinValues = HOLD_AND_WIN_COINS.map((coin) => coin.value).sort((a, b) => b - a);
    const [top = 0, second = 0] = coinValues;
    // Fifteen top coins and the grand reach the maximum exactly.
    expect(15 * top + HOLD_AND_WIN_GRAND).toBe(holdAndWinMeta.maxWinMultiplier);
    // More needs line wins on the trigger spin (at most every line at the wild's top pay) and at least
    // `needed` top coins; a union bound on that many top coins among fifteen bounds what the cap takes.
    const lineTop = Math.max(
      ...holdAndWinMeta.paytable
        .filter((row) => row.per === "line")
        .flatMap((row) => row.pays.map((p) => p.multiplier)),
    );
    const lines = holdAndWinMeta.lines.length * lineTop;
    let needed = 0;
    while (
      lines + HOLD_AND_WIN_GRAND + needed * top + (15 - needed) * second <=
      holdAndWinMeta.maxWinMultiplier
    )
      needed++;
    const pTop = (HOLD_AND_WIN_COINS.find((coin) => coin.value === top)?.weight ?? 0) / COIN_DRAWS;
    let choose = 1;
    for (let i = 0; i < needed; i++) choose = (choose * (15 - i)) / (i + 1);
    const worstRound = lines + 15 * top + HOLD_AND_WIN_GRAND;
    const rtpLost = ((worstRound - holdAndWinMeta.maxWinMultiplier) / 1000) * choose * pTop ** needed;
    expect(needed).toBeGreaterThanOrEqual(8);
    expect(rtpLost).toBeLessThan(1e-12);
  });
});
