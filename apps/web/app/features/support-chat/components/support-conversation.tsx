import type { PlayerAppInit } from "@casino/contracts";
import { Button } from "@casino/ui";
import { useTranslation } from "../../../lib/i18n";
import { useSupportChat } from "../hooks/use-support-chat";
import styles from "./support-chat.module.css";
import { SupportChatComposer } from "./support-chat-composer";
import { SupportChatLog } from "./support-chat-log";

/** A player's conversation with support: where it stands, its messages (live), and the composer. */
export function SupportConversation({ player }: { player: PlayerAppInit }) {
  const { t } = useTranslation();
  const { conversation, send, isSending } = useSupportChat(player);
  if (conversation.isPending) {
    return (
      <p className={styles.note} role="status">
        {t("supportChat.loading")}
      </p>
    );
  }
  if (conversation.isError) {
    return (
      <div className={styles.note} role="alert">
        <p>{t("supportChat.failed")}</p>
        <Button variant="secondary" size="sm" onClick={() => void conversation.refetch()}>
          {t("supportChat.retry")}
        </Button>
      </div>
    );
  }
  const current = conversation.data.conversation;
  return (
    <>
      {current ? (
        <p className={styles.status} data-status={current.status} role="status">
          {t(`supportChat.status.${current.status}`)}
        </p>
      ) : null}
      <SupportChatLog messages={current?.messages ?? []} />
      <SupportChatComposer onSend={send} isSending={isSending} />
    </>
  );
}
