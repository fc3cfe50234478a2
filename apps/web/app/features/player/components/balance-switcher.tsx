import type { GameMode, PlayCurrency } from "@casino/contracts";
import { GAME_MODES } from "@casino/contracts/client";
import { VisuallyHidden } from "@casino/ui";
import { formatEntries } from "@casino/web-kit";
import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "../../../lib/i18n";
import { useSession } from "../../../lib/session";
import { useAnimatedNumber } from "../hooks/use-animated-number";
import { usePlayerBalance } from "../hooks/use-player-balance";
import { useSwitchGameMode } from "../hooks/use-switch-game-mode";
import { formatAmount, formatCompactAmount, MODE_CURRENCY, modeAmount } from "../model/balance-display";
import styles from "./balance-switcher.module.css";

function CurrencyIcon({ currency }: { currency: PlayCurrency }) {
  return (
    <span className={styles.icon} data-currency={currency} aria-hidden="true">
      {currency === "coins" ? "C" : "E"}
    </span>
  );
}

/**
 * The header balance (spec §2): the current mode's amount, counting to each new amount, and a panel to
 * switch mode. A disclosure (button and panel), so it works with Tab, Enter and Escape without a menu
 * library; the panel closes on Escape or a click elsewhere and gives focus back to the button.
 */
export function BalanceSwitcher() {
  const { t } = useTranslation();
  const { locale, pendingPlayer } = useSession();
  const view = usePlayerBalance();
  const switchMode = useSwitchGameMode();
  const [isOpen, setIsOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  const mode: GameMode = view?.gameMode ?? "TournamentPoints";
  const currency = MODE_CURRENCY[mode];
  const amount = view ? modeAmount(view.balance, mode) : 0;
  // The first amount after app init loads is drawn at once, not counted up from nothing.
  const shown = useAnimatedNumber(amount, view ? currency : "pending");

  useEffect(() => {
    if (!isOpen) return;
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setIsOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setIsOpen(false);
      toggleRef.current?.focus();
    };
    document.addEventListener("pointerdown", onPointer);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("pointerdown", onPointer);
      document.removeEventListener("keydown", onKey);
    };
  }, [isOpen]);

  if (!view) {
    if (!pendingPlayer) return null;
    // A page kept for a class of players (decision 024): the balance's place until app init loads.
    return (
      <div className={styles.switcher}>
        <span className={`${styles.toggle} ${styles.pending}`} role="status" aria-busy="true">
          <VisuallyHidden>{t("balance.loading")}</VisuallyHidden>
        </span>
      </div>
    );
  }
  const currencyName = (code: PlayCurrency) => t(`balance.currency.${code}`);

  async function choose(next: GameMode) {
    if (next === mode || switchMode.isPending) {
      setIsOpen(false);
      return;
    }
    await switchMode.mutateAsync(next).catch(() => undefined);
    setIsOpen(false);
    toggleRef.current?.focus();
  }

  return (
    <div ref={rootRef} className={styles.switcher}>
      <button
        ref={toggleRef}
        type="button"
        className={styles.toggle}
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={() => setIsOpen((open) => !open)}
      >
        <CurrencyIcon currency={currency} />
        <span className={styles.amount} aria-hidden="true">
          {formatAmount(currency, shown, locale)}
        </span>
        <span className={styles.compactAmount} aria-hidden="true">
          {formatCompactAmount(currency, shown, locale)}
        </span>
        <VisuallyHidden>
          {t("balance.current", {
            amount: formatAmount(currency, amount, locale),
            currency: currencyName(currency),
          })}
        </VisuallyHidden>
        <svg className={styles.chevron} viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
          <path fill="none" stroke="currentColor" strokeWidth="2" d="m6 9 6 6 6-6" />
        </svg>
      </button>
      <div id={panelId} className={styles.panel} hidden={!isOpen}>
        <p className={styles.panelTitle} id={`${panelId}-title`}>
          {t("balance.chooseMode")}
        </p>
        <ul className={styles.modes} aria-labelledby={`${panelId}-title`}>
          {GAME_MODES.map((option) => {
            const optionCurrency = MODE_CURRENCY[option];
            return (
              <li key={option}>
                <button
                  type="button"
                  className={styles.mode}
                  aria-pressed={option === mode}
                  aria-disabled={switchMode.isPending}
                  onClick={() => choose(option)}
                >
                  <CurrencyIcon currency={optionCurrency} />
                  <span className={styles.modeText}>
                    <span className={styles.modeName}>{t(`balance.mode.${option}`)}</span>
                    <span className={styles.modeAmount}>
                      {formatAmount(optionCurrency, modeAmount(view.balance, option), locale)}{" "}
                      {currencyName(optionCurrency)}
                    </span>
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
        <p className={styles.winnings}>
          {t("balance.winnings", { amount: formatEntries(view.balance.winnings, locale) })}
        </p>
      </div>
    </div>
  );
}
