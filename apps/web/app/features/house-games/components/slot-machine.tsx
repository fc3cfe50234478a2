import type { PlayCurrency } from "@casino/contracts";
import type { SlotCoin, SlotGameMeta } from "@casino/domain";
import type { CSSProperties } from "react";
import { useTranslation } from "../../../lib/i18n";
import { cellKey, winningCells, winningLines } from "../model/highlights";
import { formatAmount, winFor } from "../model/money";
import type { Scene } from "../model/round-script";
import { symbolKey } from "../model/symbols";
import { PaylineOverlay } from "./payline-overlay";
import { Reel, type ReelMotion } from "./reel";
import styles from "./slot-machine.module.css";
import { SymbolIcon } from "./symbol-icon";

/** What the reels show at one moment of the game. */
export interface MachineView {
  /** The symbols in view, `grid[reel][row]` ("" is an empty hold-and-win position). */
  grid: string[][];
  /** What was in view before the current scene: the reels spin from there. */
  previousGrid: string[][];
  /** The reel stops of the grid in view (where the strips rest). */
  stops: number[];
  /** Each reel's motion. */
  motions: ReelMotion[];
  /** The scene being played, or null before the first round. */
  scene: Scene | null;
  /** The reels have stopped: wins are shown. */
  isSettled: boolean;
}

interface SlotMachineProps {
  meta: SlotGameMeta;
  view: MachineView;
  stake: number;
  currency: PlayCurrency;
  locale: string;
}

function coinText(
  coin: SlotCoin,
  stake: number,
  currency: PlayCurrency,
  locale: string,
  t: (key: string) => string,
) {
  if (coin.jackpot) return t(`slot.jackpot.${coin.jackpot}`);
  return formatAmount(winFor(stake, coin.value), currency, locale);
}

/** The reels with the current scene's wins highlighted, the paylines drawn and the feature counters. */
export function SlotMachine({ meta, view, stake, currency, locale }: SlotMachineProps) {
  const { t } = useTranslation();
  const { grid, scene, isSettled } = view;
  const { reels, rows } = meta.grid;
  const coins = scene?.coins ?? [];
  const coinAt = new Map(coins.map((coin) => [cellKey(coin.reel, coin.row), coin]));
  const landedAt = new Set((scene?.landed ?? []).map((coin) => cellKey(coin.reel, coin.row)));
  const wins = isSettled ? (scene?.wins ?? []) : [];
  const highlighted = winningCells(wins, grid, coins, meta);
  const lines = winningLines(wins);
  const symbolName = (symbol: string) => {
    const key = symbolKey(symbol);
    return key ? t(key) : symbol;
  };

  const cellLabel = (reel: number, row: number, symbol: string) => {
    const coin = coinAt.get(cellKey(reel, row));
    return coin ? `${symbolName("coin")} ${coinText(coin, stake, currency, locale, t)}` : symbolName(symbol);
  };
  const description = grid
    .map((column, reel) =>
      t("slot.reels.reel", {
        number: reel + 1,
        symbols: column.map((symbol, row) => cellLabel(reel, row, symbol)).join(", "),
      }),
    )
    .join("; ");

  const renderCell = (reel: number) => (row: number, symbol: string) => {
    const key = cellKey(reel, row);
    const coin = isSettled || scene?.isHold ? coinAt.get(key) : undefined;
    const isHighlighted = highlighted.has(key);
    const isRespinning = scene?.kind === "respin" && symbol === "" && !isSettled;
    const classes = [
      styles.symbol,
      isHighlighted ? styles.highlighted : null,
      highlighted.size > 0 && !isHighlighted ? styles.dimmed : null,
      landedAt.has(key) && isSettled ? styles.landed : null,
      isRespinning ? styles.respinning : null,
    ]
      .filter(Boolean)
      .join(" ");
    return (
      <div
        className={classes}
        data-cell={key}
        data-symbol={symbol || "empty"}
        data-highlighted={isHighlighted ? "true" : undefined}
      >
        {symbol ? <SymbolIcon symbol={symbol} /> : null}
        {coin ? (
          <span className={coin.jackpot ? `${styles.coinValue} ${styles.jackpot}` : styles.coinValue}>
            {coinText(coin, stake, currency, locale, t)}
          </span>
        ) : null}
      </div>
    );
  };

  return (
    <div className={styles.machine} style={{ "--reels": reels, "--rows": rows } as CSSProperties}>
      <SceneBanner scene={scene} isSettled={isSettled} />
      <div className={styles.frame}>
        <div className={styles.window} role="img" aria-label={t("slot.reels.label", { description })}>
          {grid.map((column, reel) => {
            const strip = meta.reelStrips[reel] ?? [];
            const stop = view.stops[reel] ?? 0;
            const motion = view.motions[reel] ?? { kind: "static" };
            return scene?.isHold ? (
              // biome-ignore lint/suspicious/noArrayIndexKey: a reel is a position, its index its identity.
              <div key={reel} className={styles.holdReel} style={{ "--rows": rows } as CSSProperties}>
                {column.map((symbol, row) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a row is a position, its index its identity.
                  <div key={row} className={styles.holdCell}>
                    {renderCell(reel)(row, symbol)}
                  </div>
                ))}
              </div>
            ) : (
              <Reel
                // biome-ignore lint/suspicious/noArrayIndexKey: a reel is a position, its index its identity.
                key={reel}
                rows={rows}
                strip={strip}
                top={stop - meta.stopRow}
                symbols={column}
                previous={view.previousGrid[reel] ?? column}
                motion={motion}
                renderCell={renderCell(reel)}
              />
            );
          })}
          <PaylineOverlay lines={lines} meta={meta} />
        </div>
      </div>
    </div>
  );
}

/** The counters of the features: free spins played and awarded, respins left. */
function SceneBanner({ scene, isSettled }: { scene: Scene | null; isSettled: boolean }) {
  const { t } = useTranslation();
  let text: string | null = null;
  let detail: string | null = null;
  if (scene?.kind === "free-spins-start" && scene.awarded) {
    text = t("slot.freeSpins.awarded", { count: scene.awarded });
    detail = t("slot.freeSpins.multiplier", { multiplier: scene.freeSpin?.multiplier ?? 1 });
  } else if (scene?.freeSpin) {
    text = t("slot.freeSpins.counter", { index: scene.freeSpin.index, total: scene.freeSpin.total });
    detail =
      isSettled && scene.awarded
        ? t("slot.freeSpins.retrigger", { count: scene.awarded })
        : t("slot.freeSpins.multiplier", { multiplier: scene.freeSpin.multiplier });
  } else if (scene?.kind === "base" && isSettled && scene.awarded) {
    text = t("slot.freeSpins.awarded", { count: scene.awarded });
  } else if (scene?.isHold) {
    text =
      scene.kind === "feature-win"
        ? t("slot.holdAndWin.collected", { count: scene.coins.length })
        : t("slot.holdAndWin.respinsLeft", { count: scene.respinsLeft ?? 0 });
    detail = scene.kind === "respins-start" ? t("slot.holdAndWin.started") : null;
  }
  return (
    <div className={styles.banner} data-active={text ? "true" : undefined}>
      {text ? <p className={styles.bannerText}>{text}</p> : null}
      {detail ? <p className={styles.bannerDetail}>{detail}</p> : null}
    </div>
  );
}
