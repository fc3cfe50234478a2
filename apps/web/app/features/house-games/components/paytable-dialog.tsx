import type { PlayCurrency } from "@casino/contracts";
import type { PaytableRow, SlotGameMeta } from "@casino/domain";
import { Button } from "@casino/ui";
import * as Dialog from "@radix-ui/react-dialog";
import { useTranslation } from "../../../lib/i18n";
import { formatAmount, stakesText, winFor } from "../model/money";
import { symbolKey } from "../model/symbols";
import styles from "./paytable-dialog.module.css";
import { SymbolIcon } from "./symbol-icon";

interface PaytableDialogProps {
  meta: SlotGameMeta;
  title: string;
  stake: number;
  currency: PlayCurrency;
  locale: string;
}

/** The drawing that stands for a paytable symbol (the mixed-bar pay shows a bar, the grand a coin). */
const iconOf = (symbol: string) => (symbol === "any-bar" ? "bar" : symbol === "grand" ? "coin" : symbol);

function percent(value: number, locale: string) {
  return new Intl.NumberFormat(locale, { style: "percent", minimumFractionDigits: 2 }).format(value);
}

/** The help screen: the game's declared RTP and volatility, what each symbol pays at the stake, the rules. */
export function PaytableDialog({ meta, title, stake, currency, locale }: PaytableDialogProps) {
  const { t } = useTranslation();
  const name = (symbol: string) => {
    const key = symbolKey(symbol);
    return key ? t(key) : symbol;
  };
  const rowName = (row: PaytableRow) =>
    row.symbols.every((symbol) => symbolKey(symbol)) ? row.symbols.map(name).join(", ") : row.label;
  const amount = (multiplier: number) => formatAmount(winFor(stake, multiplier), currency, locale);

  return (
    <Dialog.Root>
      <Dialog.Trigger asChild>
        <Button variant="secondary" size="sm" className={styles.trigger}>
          {t("slot.paytable.open")}
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content className={styles.dialog} aria-describedby={undefined}>
          <div className={styles.top}>
            <Dialog.Title className={styles.title}>{t("slot.paytable.title", { game: title })}</Dialog.Title>
            <Dialog.Close asChild>
              <Button variant="ghost" size="sm" className={styles.close}>
                {t("slot.paytable.close")}
              </Button>
            </Dialog.Close>
          </div>
          <dl className={styles.facts}>
            <div>
              <dt>{t("slot.paytable.rtp")}</dt>
              <dd>{percent(meta.rtp, locale)}</dd>
            </div>
            <div>
              <dt>{t("slot.paytable.volatility")}</dt>
              <dd>{t(`slot.volatility.${meta.volatility}`)}</dd>
            </div>
            <div>
              <dt>{t("slot.paytable.maxWin")}</dt>
              <dd>{t("slot.paytable.timesStake", { times: stakesText(meta.maxWinMultiplier, locale) })}</dd>
            </div>
            <div>
              <dt>{t("slot.paytable.lines")}</dt>
              <dd>{meta.lines.length}</dd>
            </div>
          </dl>
          <table className={styles.table}>
            <caption className={styles.caption}>
              {t("slot.paytable.caption", {
                stake: formatAmount(stake, currency, locale),
                currency: t(`slot.currency.${currency}`),
              })}
            </caption>
            <thead>
              <tr>
                <th scope="col">{t("slot.paytable.symbol")}</th>
                <th scope="col">{t("slot.paytable.pays")}</th>
              </tr>
            </thead>
            <tbody>
              {meta.paytable.map((row) => (
                <tr key={`${row.symbols.join("+")}:${row.label}`}>
                  <th scope="row">
                    <span className={styles.symbolCell}>
                      <span className={styles.symbols}>
                        {row.symbols.map((symbol) => (
                          <span key={symbol} className={styles.symbolIcon}>
                            <SymbolIcon symbol={iconOf(symbol)} />
                          </span>
                        ))}
                      </span>
                      <span>{rowName(row)}</span>
                      {row.per === "anywhere" ? (
                        <span className={styles.per}>{t("slot.paytable.anywhere")}</span>
                      ) : null}
                    </span>
                  </th>
                  <td>
                    <ul className={styles.pays}>
                      {row.pays.map((pay) => (
                        <li key={`${pay.count}:${pay.multiplier}`}>
                          {row.symbols[0] === "coin"
                            ? t("slot.paytable.coinPay", { amount: amount(pay.multiplier) })
                            : t("slot.paytable.pay", { count: pay.count, amount: amount(pay.multiplier) })}
                        </li>
                      ))}
                    </ul>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <h3 className={styles.rulesTitle}>{t("slot.paytable.rules")}</h3>
          <ul className={styles.rules}>
            {meta.rules.map((rule) => (
              <li key={rule}>{rule}</li>
            ))}
          </ul>
          <p className={styles.version}>
            {t("slot.paytable.engine", { id: meta.id, version: meta.engineVersion })}
          </p>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
