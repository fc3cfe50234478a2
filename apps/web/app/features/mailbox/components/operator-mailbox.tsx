import { Button } from "@casino/ui";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useState } from "react";
import { ApiError, browserApi } from "../../../lib/api";
import { useTranslation } from "../../../lib/i18n";
import { AppLink } from "../../../lib/prefetch";
import { useOperatorToken } from "../hooks/use-operator-token";
import { OPERATOR_MAILBOX_KEY, operatorMailboxQuery } from "../mailbox-query";
import styles from "./mailbox-page.module.css";
import { MessageList } from "./message-list";
import { OperatorTokenForm } from "./operator-token-form";
import { RecipientFilter } from "./recipient-filter";

/**
 * A guest's mailbox: how to read mail, and the operator token form. With a token (kept in this tab) the
 * browser itself reads every address's mail, filtered by recipient; a refused token is forgotten.
 */
export function OperatorMailbox({ to }: { to: string | null }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { token, save, forget } = useOperatorToken();
  const [isRejected, setIsRejected] = useState(false);
  const { data, error, isError, isFetching, refetch } = useQuery({
    ...operatorMailboxQuery(browserApi, token ?? "", to),
    enabled: token !== null,
  });

  const forgetToken = useCallback(() => {
    forget();
    queryClient.removeQueries({ queryKey: OPERATOR_MAILBOX_KEY });
  }, [forget, queryClient]);

  useEffect(() => {
    if (error instanceof ApiError && error.status === 401) {
      forgetToken();
      setIsRejected(true);
    }
  }, [error, forgetToken]);

  if (token === null) {
    return (
      <>
        <p className={styles.lead}>
          {t("devMailbox.guest.lead")} <AppLink to="/signin/">{t("devMailbox.guest.signIn")}</AppLink>
        </p>
        <OperatorTokenForm
          error={isRejected ? t("devMailbox.token.rejected") : undefined}
          onSubmit={(value) => {
            setIsRejected(false);
            save(value);
          }}
        />
      </>
    );
  }
  return (
    <>
      <div className={styles.top}>
        <p>{t("devMailbox.operator.active")}</p>
        <Button variant="ghost" size="sm" onClick={forgetToken}>
          {t("devMailbox.token.forget")}
        </Button>
      </div>
      <RecipientFilter key={to ?? ""} to={to} />
      <MessageList
        lead={to ? t("devMailbox.leadTo", { to }) : t("devMailbox.lead")}
        messages={data?.messages}
        isFetching={isFetching}
        isError={isError && !(error instanceof ApiError && error.status === 401)}
        onRefresh={() => void refetch()}
      />
    </>
  );
}
