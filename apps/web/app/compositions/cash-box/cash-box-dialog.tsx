import { IconButton } from "@casino/ui";
import * as Dialog from "@radix-ui/react-dialog";
import type { ReactNode } from "react";
import { useTranslation } from "../../lib/i18n";
import styles from "./cash-box.module.css";

/**
 * The cash box's frame: a modal dialog (focus kept inside and given back to what opened it; Escape, the
 * close button and a click on the backdrop close it: it is not a protected modal), a full-screen sheet on
 * phones and a centred dialog from 768 px.
 */
export function CashBoxDialog({
  isOpen,
  title,
  onClose,
  children,
}: {
  isOpen: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Dialog.Root open={isOpen} onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content className={styles.dialog} aria-describedby={undefined} data-testid="cash-box">
          <div data-part="top">
            <Dialog.Title data-part="title">{title}</Dialog.Title>
            <Dialog.Close asChild>
              <IconButton icon="/icons/close.svg" label={t("cashBox.close")} data-part="close" />
            </Dialog.Close>
          </div>
          <div data-part="body">{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
