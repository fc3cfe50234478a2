import type { StoreOffer } from "@casino/contracts";
import { Button, dialogPanelClassNames as panel } from "@casino/ui";
import * as Dialog from "@radix-ui/react-dialog";
import { useTranslation } from "../../../lib/i18n";
import { OfferCard } from "./offer-card";
import styles from "./store.module.css";

/** The preset package offer (spec §4 popup): the offer with its Buy, or Not now. */
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
    <Dialog.Root open onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className={panel.overlay} />
        <Dialog.Content className={panel.panel}>
          <Dialog.Title className={panel.title}>{t("store.popup.title")}</Dialog.Title>
          <Dialog.Description className={panel.text}>{t("store.popup.text")}</Dialog.Description>
          <div className={styles.store} data-part="offer">
            {offer.imagePopup ? <img data-part="popup-image" src={offer.imagePopup} alt="" /> : null}
            <OfferCard offer={offer} headingLevel={3} unavailable={[]} onBuy={onBuy} />
          </div>
          <div className={panel.actions}>
            <Dialog.Close asChild>
              <Button variant="secondary">{t("store.popup.later")}</Button>
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
