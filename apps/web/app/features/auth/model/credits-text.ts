import type { WelcomeCredit } from "@casino/contracts";
import { formatCoins, formatEntries } from "@casino/web-kit";
import type { TFunction } from "../../../lib/i18n";

/** "2.00 free Entries and 2,000 Coins": what a welcome moment credited, in the page's language. */
export function creditsText(t: TFunction, locale: string, credit: Pick<WelcomeCredit, "coins" | "entries">) {
  const parts = [
    credit.entries > 0 ? t("auth.credit.entries", { entries: formatEntries(credit.entries, locale) }) : null,
    credit.coins > 0 ? t("auth.credit.coins", { coins: formatCoins(credit.coins, locale) }) : null,
  ].filter((part): part is string => part !== null);
  return new Intl.ListFormat(locale, { type: "conjunction" }).format(parts);
}
