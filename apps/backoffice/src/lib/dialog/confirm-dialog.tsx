import { Button, dialogPanelClassNames } from "@casino/ui";
import { type ReactNode, useEffect, useId, useRef } from "react";
import styles from "./confirm-dialog.module.css";

export interface ConfirmDialogProps {
  isOpen: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  /** Shown on the confirm button while the server works; both buttons are disabled meanwhile. */
  pendingLabel?: string;
  isPending?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * A confirmation on the browser's own modal `<dialog>`: it traps focus, makes the page behind it inert,
 * closes on Escape and gives focus back to the control that opened it, with no script injecting styles
 * (the back office's CSP allows none).
 */
export function ConfirmDialog({
  isOpen,
  title,
  children,
  confirmLabel,
  pendingLabel,
  isPending = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const textId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (isOpen && !dialog.open) dialog.showModal();
    if (!isOpen && dialog.open) dialog.close();
  }, [isOpen]);

  return (
    <dialog
      ref={ref}
      className={`${dialogPanelClassNames.panel} ${styles.dialog}`}
      aria-labelledby={titleId}
      aria-describedby={textId}
      onCancel={(event) => {
        // Escape: closed through the caller's state, and not while the server is still answering.
        event.preventDefault();
        if (!isPending) onCancel();
      }}
    >
      <h2 id={titleId} className={dialogPanelClassNames.title}>
        {title}
      </h2>
      <div id={textId} className={dialogPanelClassNames.text}>
        {children}
      </div>
      <div className={dialogPanelClassNames.actions}>
        <Button variant="secondary" onClick={onCancel} disabled={isPending} autoFocus>
          Cancel
        </Button>
        <Button onClick={onConfirm} disabled={isPending}>
          {isPending && pendingLabel ? pendingLabel : confirmLabel}
        </Button>
      </div>
    </dialog>
  );
}
