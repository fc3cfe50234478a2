import type { SlotGameMeta } from "@casino/domain";
import styles from "./slot-machine.module.css";

const COLORS = ["#ffe066", "#ff6b9a", "#5ee7ff", "#9dff6b", "#ff9f43", "#c792ff"];

/** The winning paylines drawn across the reels (the cells they pay are highlighted as well). */
export function PaylineOverlay({
  lines,
  meta,
}: {
  lines: number[];
  meta: Pick<SlotGameMeta, "lines" | "grid">;
}) {
  if (lines.length === 0) return null;
  const { reels, rows } = meta.grid;
  return (
    <svg
      className={styles.paylines}
      viewBox={`0 0 ${reels} ${rows}`}
      preserveAspectRatio="none"
      aria-hidden="true"
      focusable="false"
    >
      {lines.map((line, index) => {
        const path = meta.lines[line];
        if (!path) return null;
        const points = path.map((row, reel) => `${reel + 0.5},${row + 0.5}`).join(" ");
        return (
          <polyline
            key={line}
            data-line={line}
            points={points}
            fill="none"
            stroke={COLORS[index % COLORS.length]}
            strokeWidth={4}
            strokeLinecap="round"
            strokeLinejoin="round"
            vectorEffect="non-scaling-stroke"
            className={styles.payline}
          />
        );
      })}
    </svg>
  );
}
