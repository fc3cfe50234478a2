import { MaskIcon } from "@casino/ui";
import { useLocation } from "react-router";
import { useTranslation } from "../../../lib/i18n";
import { openSupportChat, useIsSupportChatOpen } from "../model/support-chat-open";
import { isSupportChatHidden } from "../model/support-chat-url";
import styles from "./support-chat-button.module.css";

/**
 * The footer's "Support chat" (spec §2, help column), for guests too: the chat itself asks a guest to sign
 * in. It only flips a flag: the chat's code loads when it first opens (SupportChatHost), so this is all the
 * first page carries of it.
 */
export function SupportChatButton() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const isOpen = useIsSupportChatOpen();
  if (isSupportChatHidden(pathname)) return null;
  return (
    <button
      type="button"
      className={styles.button}
      aria-haspopup="dialog"
      aria-expanded={isOpen}
      onClick={(event) => openSupportChat(event.currentTarget)}
    >
      <MaskIcon src="/icons/chat.svg" size="1.25rem" />
      {t("supportChat.open")}
    </button>
  );
}
