import { Button, dialogPanelClassNames as panel } from "@casino/ui";
import * as Dialog from "@radix-ui/react-dialog";
import { useId, useRef, useState } from "react";
import { useHydrated } from "../../../lib/forms";
import { useTranslation } from "../../../lib/i18n";
import { useSignOutEverywhere } from "../hooks/use-sign-out-everywhere";
import styles from "./security-section.module.css";

/**
 * "Sign out everywhere", confirmed in a dialog. The dialog stays until the server answers: on success the
 * page goes home signed out, on a refusal it closes and a toast says why.
 */
export function SignOutEverywhere() {
  const { t } = useTranslation();
  const id = useId();
  const isHydrated = useHydrated();
  const [isOpen, setIsOpen] = useState(false);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const { mutate, isPending } = useSignOutEverywhere({ onError: () => setIsOpen(false) });
  return (
    <div className={styles.row}>
      <div className={styles.text}>
        <span className={styles.label}>{t("accountSecurity.signOutEverywhere.label")}</span>
        <p id={`${id}-hint`} className={styles.hint}>
          {t("accountSecurity.signOutEverywhere.hint")}
        </p>
      </div>
      <Dialog.Root
        open={isOpen}
        onOpenChange={(next) => {
          // While the server works, the question stays on screen: its answer decides what comes next.
          if (!isPending) setIsOpen(next);
        }}
      >
        <Dialog.Trigger asChild>
          <Button variant="secondary" disabled={!isHydrated} aria-describedby={`${id}-hint`}>
            {t("accountSecurity.signOutEverywhere.button")}
          </Button>
        </Dialog.Trigger>
        <Dialog.Portal>
          <Dialog.Overlay className={panel.overlay} />
          <Dialog.Content
            className={panel.panel}
            onOpenAutoFocus={(event) => {
              // The safe choice takes focus: Enter on a dialog that just opened must not sign anyone out.
              event.preventDefault();
              cancelRef.current?.focus();
            }}
          >
            <Dialog.Title className={panel.title}>
              {t("accountSecurity.signOutEverywhere.dialogTitle")}
            </Dialog.Title>
            <Dialog.Description className={panel.text}>
              {t("accountSecurity.signOutEverywhere.dialogText")}
            </Dialog.Description>
            <div className={panel.actions}>
              <Button
                onClick={() => {
                  if (!isPending) mutate();
                }}
                aria-disabled={isPending || undefined}
              >
                {isPending
                  ? t("accountSecurity.signOutEverywhere.pending")
                  : t("accountSecurity.signOutEverywhere.confirm")}
              </Button>
              <Dialog.Close asChild>
                <Button ref={cancelRef} variant="secondary" aria-disabled={isPending || undefined}>
                  {t("accountSecurity.signOutEverywhere.cancel")}
                </Button>
              </Dialog.Close>
            </div>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </div>
  );
}
