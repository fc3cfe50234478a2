import type { PlayCurrency } from "@casino/contracts";
import type { TFunction } from "../../../lib/i18n";
import { formatAmount } from "./money";
import type { PlayedRoundSummary } from "./summary";

/** The sentence the live region reads after a round: "Win 1,250 coins" or "No win", and the features. */
export function roundAnnouncement(
  t: TFunction,
  round: PlayedRoundSummary,
  currency: PlayCurrency,
  locale: string,
): string {
  const parts = [
    round.win > 0
      ? t("slot.announce.win", {
          amount: formatAmount(round.win, currency, locale),
          currency: t(`slot.currency.${currency}`),
        })
      : t("slot.announce.noWin"),
  ];
  if (round.freeSpins > 0) parts.push(t("slot.announce.freeSpins", { count: round.freeSpins }));
  if (round.featureCoins > 0) parts.push(t("slot.announce.holdAndWin", { count: round.featureCoins }));
  return parts.join(". ");
}
