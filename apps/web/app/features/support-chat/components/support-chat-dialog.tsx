import { IconButton } from "@casino/ui";
import * as Dialog from "@radix-ui/react-dialog";
import { useTranslation } from "../../../lib/i18n";
import { useBrand, useSession } from "../../../lib/session";
import { supportChatOpener } from "../model/support-chat-open";
import { GuestSupportNotice } from "./guest-support-notice";
import styles from "./support-chat.module.css";
import { SupportConversation } from "./support-conversation";

interface SupportChatDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * The support chat: a dialog, so focus stays inside while it is open, Escape and a click outside close it,
 * and focus returns to what opened it. Players talk to support; a guest is asked to sign in first. The
 * brands with a custom support chat (nlc, stormrush: `hasCustomSupportChat`) wear their own look.
 */
export function SupportChatDialog({ open, onOpenChange }: SupportChatDialogProps) {
  const { t } = useTranslation();
  const brand = useBrand();
  const { appInit, player } = useSession();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content
          className={styles.panel}
          data-look={brand.flags.hasCustomSupportChat ? brand.id : "standard"}
          onCloseAutoFocus={(event) => {
            const opener = supportChatOpener();
            if (!opener) return;
            event.preventDefault();
            opener.focus();
          }}
        >
          <div className={styles.top}>
            <Dialog.Title className={styles.title}>{t("supportChat.title")}</Dialog.Title>
            <Dialog.Close asChild>
              <IconButton icon="/icons/close.svg" label={t("supportChat.close")} className={styles.close} />
            </Dialog.Close>
          </div>
          <Dialog.Description className={styles.intro}>
            {player ? t("supportChat.intro") : t("supportChat.guest.intro")}
          </Dialog.Description>
          {player ? (
            <SupportConversation player={player} />
          ) : appInit ? (
            <GuestSupportNotice onLeave={() => onOpenChange(false)} />
          ) : (
            <p className={styles.note} role="status">
              {t("supportChat.loading")}
            </p>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
