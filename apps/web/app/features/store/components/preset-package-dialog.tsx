import type { StoreOffer } from "@casino/contracts";
import { Button, VisuallyHidden } from "@casino/ui";
import { formatCoins, formatEntries } from "@casino/web-kit";
import * as Dialog from "@radix-ui/react-dialog";
import { useTranslation } from "../../../lib/i18n";
import { useLocale } from "../../../lib/session";
import { formatPrice } from "../model/price";
import styles from "./store.module.css";

/**
 * The preset package offer (spec §4 popup): the offer, its Buy, and Not now. It comes by itself, not from
 * anything the player did, so it does not take over the page: a small non-modal card in a corner that
 * leaves focus where it was and the page usable, closed by Not now, Escape inside it or a click elsewhere.
 */
export default function PresetPackageDialog({
  offer,
  onClose,
  onBuy,
}: {
  offer: StoreOffer;
  onClose: () => void;
  onBuy: () => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const price = formatPrice(offer.price, locale);
  const amounts = [
    t("store.coins", { coins: formatCoins(offer.coins, locale) }),
    offer.entries > 0 ? t("store.freeEntries", { entries: formatEntries(offer.entries, locale) }) : "",
  ].join(" ");
  return (
    <Dialog.Root open modal={false} onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Content
          className={styles.store}
          data-part="popup"
          onOpenAutoFocus={(event) => event.preventDefault()}
          onCloseAutoFocus={(event) => event.preventDefault()}
        >
          {offer.imagePopup ? <img data-part="popup-image" src={offer.imagePopup} alt="" /> : null}
          <div data-part="popup-text">
            <Dialog.Title data-part="popup-title">{t("store.popup.title")}</Dialog.Title>
            <Dialog.Description>
              <strong>{offer.title}</strong> {amounts}
            </Dialog.Description>
            <p data-part="prices">
              {offer.usualPrice !== null && offer.usualPrice > offer.price ? (
                <s data-part="usual-price">
                  <VisuallyHidden>{t("store.usualPrice")} </VisuallyHidden>
                  {formatPrice(offer.usualPrice, locale)}
                </s>
              ) : null}
              <span data-part="price">
                <VisuallyHidden>{t("store.price")} </VisuallyHidden>
                {price}
              </span>
            </p>
          </div>
          <div data-part="popup-actions">
            <Button size="sm" onClick={onBuy}>
              {t("store.buyFor", { price })}
            </Button>
            <Dialog.Close asChild>
              <Button size="sm" variant="secondary">
                {t("store.popup.later")}
              </Button>
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
