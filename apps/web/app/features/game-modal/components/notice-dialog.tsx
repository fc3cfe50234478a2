import { Button, dialogPanelClassNames as panel } from "@casino/ui";
import * as Dialog from "@radix-ui/react-dialog";
import type { ReactNode } from "react";

/**
 * A small modal of the game flow (demo mode, insufficient funds, max bet): title, text and actions.
 * Escape, the close button and the backdrop close it (these modals are not protected).
 */
export function NoticeDialog({
  open,
  title,
  text,
  closeLabel,
  onClose,
  returnFocus,
  children,
}: {
  open: boolean;
  title: string;
  text: string;
  closeLabel: string;
  onClose: () => void;
  /**
   * Where focus goes when it closes. These modals open from the URL or from the game, not from a trigger
   * button, so Radix has nothing of its own to give focus back to.
   */
  returnFocus: () => HTMLElement | null | undefined;
  /** The actions before the close button; the first one takes focus when the modal opens. */
  children?: ReactNode;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className={panel.overlay} />
        <Dialog.Content
          className={panel.panel}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            const target = returnFocus();
            if (target?.isConnected) target.focus();
          }}
        >
          <Dialog.Title className={panel.title}>{title}</Dialog.Title>
          <Dialog.Description className={panel.text}>{text}</Dialog.Description>
          <div className={panel.actions}>
            {children}
            <Dialog.Close asChild>
              <Button variant="secondary">{closeLabel}</Button>
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
