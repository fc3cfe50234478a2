import type { PlayCurrency } from "@casino/contracts";
import type { SlotWin } from "@casino/domain";
import { useTranslation } from "../../../lib/i18n";
import { formatAmount, winFor } from "../model/money";
import type { Scene } from "../model/round-script";
import { symbolKey } from "../model/symbols";
import styles from "./slot-game.module.css";

const SHOWN = 4;

interface WinListProps {
  scene: Scene | null;
  isSettled: boolean;
  stake: number;
  currency: PlayCurrency;
  locale: string;
}

/** The wins of the scene on screen, in words: which line, which symbols, what they paid. */
export function WinList({ scene, isSettled, stake, currency, locale }: WinListProps) {
  const { t } = useTranslation();
  const wins = isSettled ? (scene?.wins ?? []) : [];
  const name = (symbol: string) => {
    const key = symbolKey(symbol);
    return key ? t(key) : symbol;
  };
  const text = (win: SlotWin) => {
    const amount = formatAmount(winFor(stake, win.multiplier), currency, locale);
    switch (win.kind) {
      case "line":
        return t("slot.win.line", {
          line: (win.line ?? 0) + 1,
          count: win.count,
          symbol: name(win.symbol),
          amount,
        });
      case "scatter":
        return t("slot.win.scatter", { count: win.count, symbol: name(win.symbol), amount });
      case "coins":
        return t("slot.win.coins", { count: win.count, amount });
      case "jackpot":
        return t("slot.win.jackpot", { amount });
    }
  };
  return (
    <ul className={styles.winList}>
      {wins.slice(0, SHOWN).map((win, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a scene's wins are fixed; their order is their identity.
        <li key={index}>{text(win)}</li>
      ))}
      {wins.length > SHOWN ? <li>{t("slot.win.more", { count: wins.length - SHOWN })}</li> : null}
    </ul>
  );
}
