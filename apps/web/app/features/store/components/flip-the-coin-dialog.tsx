import type { PromoOfferPreset } from "@casino/contracts";
import { Button, dialogPanelClassNames as panel } from "@casino/ui";
import * as Dialog from "@radix-ui/react-dialog";
import { useTranslation } from "../../../lib/i18n";
import { useLocale } from "../../../lib/session";
import { unavailabilityTexts } from "../model/unavailability";
import { OfferCard } from "./offer-card";
import type { FlipState } from "./promo-offer-links";
import styles from "./store.module.css";

const dateTimeText = (iso: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short" }).format(new Date(iso));

/** What the flip says: its title, its sentence and, when there is one, the offer to buy. */
function useFlipView(flip: FlipState): { title: string; text: string; offer: PromoOfferPreset | null } {
  const { t } = useTranslation();
  const locale = useLocale();
  if (flip.status === "flipping")
    return { title: t("store.flip.title"), text: t("store.flip.flipping"), offer: null };
  const { result } = flip;
  switch (result.reasonType) {
    case null:
      return {
        title: t("store.flip.wonTitle"),
        text: t("store.flip.won", { date: dateTimeText(result.data.expiresAt, locale) }),
        offer: result.data.promoOfferPreset,
      };
    case "limit_by_promo_offers":
      return {
        title: t("store.flip.usedTitle"),
        text: t("store.flip.reason.limit_by_promo_offers", {
          date: dateTimeText(result.data.expiresAt, locale),
        }),
        offer: result.data.promoOfferPreset,
      };
    case "limit_by_time":
      return {
        title: t("store.flip.usedTitle"),
        text: t("store.flip.reason.limit_by_time", { date: dateTimeText(result.data.nextFlipAt, locale) }),
        offer: null,
      };
    case "no_offers_found":
      return { title: t("store.flip.usedTitle"), text: t("store.flip.reason.no_offers_found"), offer: null };
  }
}

/**
 * The flip-the-coin modal (spec §2, §4): the coin being flipped, then the offer won with its Buy, or the
 * "flip-the-coin used" modal saying why not (limit_by_time: when the next flip is possible;
 * limit_by_promo_offers: the offer already won, still to buy; no_offers_found). Buy opens the offer in the
 * cash box.
 */
export default function FlipTheCoinDialog({
  flip,
  onClose,
  onBuy,
}: {
  flip: FlipState;
  onClose: () => void;
  onBuy: (presetId: number) => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { title, text, offer } = useFlipView(flip);
  return (
    <Dialog.Root open onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className={panel.overlay} />
        <Dialog.Content className={panel.panel}>
          <Dialog.Title className={panel.title}>{title}</Dialog.Title>
          <Dialog.Description className={panel.text} role={flip.status === "flipping" ? "status" : undefined}>
            {text}
          </Dialog.Description>
          {offer ? (
            <div className={styles.store} data-part="offer">
              <OfferCard
                offer={offer}
                headingLevel={3}
                unavailable={
                  offer.isAvailable
                    ? []
                    : unavailabilityTexts(t, locale, offer, offer.unavailabilityReasons, Date.now())
                }
                onBuy={() => onBuy(offer.id)}
              />
            </div>
          ) : null}
          <div className={panel.actions}>
            <Dialog.Close asChild>
              <Button variant="secondary">{offer ? t("store.flip.later") : t("store.flip.close")}</Button>
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
