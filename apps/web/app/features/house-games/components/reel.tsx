import { type CSSProperties, type ReactNode, useLayoutEffect, useRef } from "react";
import { TIMING } from "../model/timing";
import styles from "./reel.module.css";
import { SymbolIcon } from "./symbol-icon";

export type ReelMotion =
  | { kind: "static" }
  /** Waiting for the result: the strip runs round. */
  | { kind: "spinning" }
  /** Spinning into `symbols` and stopping after `durationMs`; `key` changes with every landing. */
  | { kind: "landing"; key: string; durationMs: number };

interface ReelProps {
  rows: number;
  /** The reel's strip (symbol ids), for the symbols that pass by while it spins. */
  strip: readonly string[];
  /** Where the window's top row sits on the strip once stopped. */
  top: number;
  /** The symbols the reel shows, top to bottom. */
  symbols: readonly string[];
  /** What it showed before this landing, so the spin starts from the picture on screen. */
  previous: readonly string[];
  motion: ReelMotion;
  /** The content of a window position (highlight, coin value…) around its symbol. */
  renderCell: (row: number, symbol: string) => ReactNode;
}

const at = (strip: readonly string[], index: number) =>
  strip[((index % strip.length) + strip.length) % strip.length] ?? "";

const LOOP_SYMBOLS = 8;

/** One reel: a strip of symbols behind a window of `rows` positions, spun with a CSS transform. */
export function Reel({ rows, strip, top, symbols, previous, motion, renderCell }: ReelProps) {
  const stripRef = useRef<HTMLDivElement>(null);
  const isLanding = motion.kind === "landing";
  // The landing strip, top to bottom: one symbol above the window (seen when the reel bounces), the final
  // window, the symbols the reel spins past, and what was on screen before (where the spin starts).
  const passing = isLanding ? Math.max(rows, Math.round(motion.durationMs * TIMING.symbolsPerMs)) : 0;
  const cells = [
    at(strip, top - 1),
    ...symbols,
    ...Array.from({ length: passing }, (_, index) => at(strip, top + rows + index)),
    ...(isLanding ? previous : [at(strip, top + rows)]),
  ];
  const restOffset = (100 * 1) / cells.length;
  const landingKey = isLanding ? motion.key : null;
  const durationMs = isLanding ? motion.durationMs : 0;

  useLayoutEffect(() => {
    const element = stripRef.current;
    if (!element) return;
    element.style.transition = "none";
    if (landingKey === null) {
      element.style.transform = `translateY(-${restOffset}%)`;
      return;
    }
    const startOffset = (100 * (cells.length - rows)) / cells.length;
    element.style.transform = `translateY(-${startOffset}%)`;
    // Reading the layout commits the start position, so the transition runs from there.
    element.getBoundingClientRect();
    element.style.transition = `transform ${durationMs}ms cubic-bezier(0.22, 0.8, 0.4, 1.02)`;
    element.style.transform = `translateY(-${restOffset}%)`;
  }, [landingKey, durationMs, restOffset, cells.length, rows]);

  if (motion.kind === "spinning") {
    const loop = Array.from({ length: LOOP_SYMBOLS }, (_, index) => at(strip, top + index));
    return (
      <div className={styles.reel} style={{ "--rows": rows } as CSSProperties}>
        <div
          className={`${styles.strip} ${styles.loop}`}
          style={{ "--cells": LOOP_SYMBOLS * 2 } as CSSProperties}
        >
          {[...loop, ...loop].map((symbol, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: positions on a strip are its identity.
            <div key={index} className={styles.cell}>
              <SymbolIcon symbol={symbol} />
            </div>
          ))}
        </div>
      </div>
    );
  }

  return (
    <div className={styles.reel} style={{ "--rows": rows } as CSSProperties}>
      <div ref={stripRef} className={styles.strip} style={{ "--cells": cells.length } as CSSProperties}>
        {cells.map((symbol, index) => {
          const row = index - 1;
          const isWindow = row >= 0 && row < rows;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: positions on a strip are its identity.
            <div key={index} className={styles.cell}>
              {isWindow ? renderCell(row, symbol) : <SymbolIcon symbol={symbol} />}
            </div>
          );
        })}
      </div>
    </div>
  );
}
