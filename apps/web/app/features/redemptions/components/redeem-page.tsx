import { Button } from "@casino/ui";
import { formatEntries } from "@casino/web-kit";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { browserApi } from "../../../lib/api";
import { FormAlert } from "../../../lib/forms";
import { useTranslation } from "../../../lib/i18n";
import { useLocale, useSession } from "../../../lib/session";
import { redeemQuery } from "../redemptions-query";
import { RedeemForm } from "./redeem-form";
import { RedeemSummary } from "./redeem-summary";
import { RedeemUnavailable } from "./redeem-unavailable";
import { RedemptionList } from "./redemption-list";
import styles from "./redemptions.module.css";

/**
 * The redeem page of the cash box (`#/cash/redeem/`, issue #14 item 6): the winnings and their redeemable
 * part, what unlocks the rest, the request form when the player may redeem (else why not and what to do),
 * and their requests with a way to cancel one still waiting.
 */
export function RedeemPage({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { player } = useSession();
  const page = useQuery({
    ...redeemQuery(browserApi, player?.playerInfo.id ?? "none"),
    enabled: player !== null,
  });
  // A new form (and request key) after each request; the news of the last one stays above it.
  const [requested, setRequested] = useState<{ count: number; amount: number | null }>({
    count: 0,
    amount: null,
  });
  const data = page.data;
  return (
    <div className={styles.page}>
      {data ? (
        <>
          <RedeemSummary limits={data} />
          <FormAlert tone="success">
            {requested.amount !== null
              ? t("redeem.requested", { amount: formatEntries(requested.amount, locale) })
              : null}
          </FormAlert>
          {data.redeemStatus.isActive && data.methods[0] ? (
            <RedeemForm
              key={requested.count}
              limits={data}
              method={data.methods[0].id}
              onRequested={(amount) => setRequested(({ count }) => ({ count: count + 1, amount }))}
            />
          ) : data.redeemStatus.reason ? (
            <RedeemUnavailable reason={data.redeemStatus.reason} />
          ) : null}
          <h3>{t("redeem.requests.title")}</h3>
          <RedemptionList requests={data.requests} />
        </>
      ) : page.isError ? (
        <p role="alert">
          {t("redeem.loadFailed")}{" "}
          <Button variant="ghost" size="sm" onClick={() => void page.refetch()}>
            {t("redeem.retry")}
          </Button>
        </p>
      ) : (
        <p role="status">{t("redeem.loading")}</p>
      )}
      <Button variant="secondary" onClick={onClose}>
        {t("redeem.close")}
      </Button>
    </div>
  );
}
