import { IconButton } from "@casino/ui";
import * as Dialog from "@radix-ui/react-dialog";
import type { ReactNode, RefObject } from "react";
import { useTranslation } from "../../../lib/i18n";
import { useShellData } from "../hooks/use-shell-data";
import styles from "./menu-drawer.module.css";
import { MenuSections } from "./menu-sections";

interface MenuDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The toggle that opened the drawer: two toggles exist (header, bottom bar), focus goes back to the one used. */
  returnFocusRef: RefObject<HTMLElement | null>;
  /** Ends the menu (Logout for players). */
  footer?: ReactNode;
}

/** The mobile menu: a modal dialog, so focus stays inside, Escape and the backdrop close it. */
export function MenuDrawer({ open, onOpenChange, returnFocusRef, footer }: MenuDrawerProps) {
  const { t } = useTranslation();
  const { staticInfo, viewer } = useShellData();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content
          className={styles.drawer}
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusRef.current?.focus();
          }}
        >
          <div className={styles.top}>
            <Dialog.Title className={styles.title}>{t("shell.menu.title")}</Dialog.Title>
            <Dialog.Close asChild>
              <IconButton icon="/icons/close.svg" label={t("shell.menu.close")} className={styles.close} />
            </Dialog.Close>
          </div>
          {staticInfo ? (
            <nav aria-label={t("shell.menu.label")}>
              <MenuSections
                sections={staticInfo.menu}
                viewer={viewer}
                affiliateUrl={staticInfo.affiliateUrl}
              />
            </nav>
          ) : null}
          {footer}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
