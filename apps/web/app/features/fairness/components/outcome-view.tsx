import { formatMultiplier, type SlotOutcome, type SlotWin } from "@casino/domain";
import { useTranslation } from "../../../lib/i18n";
import styles from "./fairness.module.css";

function winText(win: SlotWin, t: (key: string, values?: Record<string, unknown>) => string) {
  const times = formatMultiplier(win.multiplier);
  switch (win.kind) {
    case "line":
      return t("fairness.win.line", {
        line: (win.line ?? 0) + 1,
        count: win.count,
        symbol: win.symbol,
        times,
      });
    case "scatter":
      return t("fairness.win.scatter", { count: win.count, symbol: win.symbol, times });
    case "coins":
      return t("fairness.win.coins", { count: win.count, times });
    case "jackpot":
      return t("fairness.win.jackpot", { symbol: win.symbol, times });
  }
}

function Wins({ wins }: { wins: SlotWin[] }) {
  const { t } = useTranslation();
  if (wins.length === 0) return <p>{t("fairness.result.noWins")}</p>;
  return (
    <ul className={styles.wins}>
      {wins.map((win, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the outcome's order is the wins' identity.
        <li key={index}>{winText(win, t)}</li>
      ))}
    </ul>
  );
}

/** The reels as a table: one row per reel row, one column per reel, symbol ids as the outcome names them. */
function GridTable({ grid, caption }: { grid: string[][]; caption: string }) {
  const { t } = useTranslation();
  const rows = grid[0]?.length ?? 0;
  return (
    <table className={styles.grid}>
      <caption>{caption}</caption>
      <thead>
        <tr>
          {grid.map((_, reel) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a reel is a position.
            <th key={reel} scope="col">
              {t("fairness.result.reel", { number: reel + 1 })}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {Array.from({ length: rows }, (_, row) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a row is a position.
          <tr key={row}>
            {grid.map((column, reel) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a reel is a position.
              <td key={reel}>
                <code>{column[row]}</code>
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** A recomputed round: its total, its reels and wins, its features, and the full outcome as JSON. */
export function OutcomeView({ outcome }: { outcome: SlotOutcome }) {
  const { t } = useTranslation();
  const freeSpins = outcome.freeSpins ?? [];
  return (
    <div className={styles.outcome}>
      <dl className={styles.facts}>
        <div>
          <dt>{t("fairness.result.total")}</dt>
          <dd data-testid="verifier-total">
            {t("fairness.result.times", { times: formatMultiplier(outcome.totalMultiplier) })}
            {outcome.isCapped ? ` ${t("fairness.result.capped")}` : ""}
          </dd>
        </div>
        <div>
          <dt>{t("fairness.result.stops")}</dt>
          <dd data-testid="verifier-stops">{outcome.stops.join(", ")}</dd>
        </div>
        <div>
          <dt>{t("fairness.result.engine")}</dt>
          <dd>{`${outcome.gameId} ${outcome.engineVersion}`}</dd>
        </div>
      </dl>
      <GridTable grid={outcome.grid} caption={t("fairness.result.grid")} />
      <h3 className={styles.subheading}>{t("fairness.result.wins")}</h3>
      <Wins wins={outcome.wins} />
      {freeSpins.length > 0 ? (
        <details className={styles.details}>
          <summary>{t("fairness.result.freeSpins", { count: freeSpins.length })}</summary>
          <ol className={styles.steps}>
            {freeSpins.map((step) => (
              <li key={step.index}>
                <p>{t("fairness.result.freeSpinStops", { stops: step.stops.join(", ") })}</p>
                <Wins wins={step.wins} />
              </li>
            ))}
          </ol>
        </details>
      ) : null}
      {outcome.holdAndWin ? (
        <div>
          <h3 className={styles.subheading}>
            {t("fairness.result.holdAndWin", {
              respins: outcome.holdAndWin.respins.length,
              coins: outcome.holdAndWin.coins.length,
            })}
          </h3>
          <Wins wins={outcome.holdAndWin.wins} />
        </div>
      ) : null}
      <details className={styles.details}>
        <summary>{t("fairness.result.json")}</summary>
        <pre className={styles.json}>{JSON.stringify(outcome, null, 2)}</pre>
      </details>
    </div>
  );
}
