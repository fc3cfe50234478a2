import type { StoreOffer } from "@casino/contracts";
import { Button } from "@casino/ui";
import * as Dialog from "@radix-ui/react-dialog";
import { useTranslation } from "../../../lib/i18n";
import { OfferCard } from "./offer-card";
import styles from "./store.module.css";

/**
 * The preset package offer (spec §4 popup): the offer with its Buy, or Not now. It comes by itself, not
 * from anything the player did, so it does not take over the page: a non-modal card in a corner that
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
  return (
    <Dialog.Root open modal={false} onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Content
          className={styles.store}
          data-part="popup"
          onOpenAutoFocus={(event) => event.preventDefault()}
          onCloseAutoFocus={(event) => event.preventDefault()}
        >
          <Dialog.Title data-part="section-title">{t("store.popup.title")}</Dialog.Title>
          <Dialog.Description data-part="intro">{t("store.popup.text")}</Dialog.Description>
          {offer.imagePopup ? <img data-part="popup-image" src={offer.imagePopup} alt="" /> : null}
          <OfferCard offer={offer} headingLevel={3} unavailable={[]} onBuy={onBuy} />
          <Dialog.Close asChild>
            <Button variant="secondary">{t("store.popup.later")}</Button>
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
