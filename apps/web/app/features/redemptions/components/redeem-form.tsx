import type { RedeemMethod } from "@casino/contracts";
import { formatEntries } from "@casino/web-kit";
import { useQueryClient } from "@tanstack/react-query";
import { useMemo, useRef, useState } from "react";
import { ApiError, browserApi } from "../../../lib/api";
import { SubmitButton, TextField, useForm, ValidatedForm } from "../../../lib/forms";
import { useTranslation } from "../../../lib/i18n";
import { refreshPlayerData } from "../../../lib/query";
import { useLocale } from "../../../lib/session";
import { majorOf, minorOf } from "../model/redeem-amount";
import { trackRedeemError, trackRedeemSent } from "../model/redeem-analytics";
import { redeemFormSchema } from "../model/redeem-form-schema";
import { type Shortfall, shortfallFromError } from "../model/shortfall";
import { REDEMPTIONS_KEY, requestRedemption } from "../redemptions-query";
import { InsufficientWithdrawalDialog } from "./insufficient-withdrawal-dialog";

/** The page's numbers the form checks against (major units, as the contract gives them). */
export interface RedeemLimits {
  winnings: number;
  redeemable: number;
  minAmount: number;
  outstandingPlaythrough: number;
}

/** Refusals that mean the page's picture is out of date: it loads again and shows why. */
const STATUS_CODES: ReadonlySet<string> = new Set([
  "REDEEM_UNAVAILABLE",
  "IDENTITY_NOT_VERIFIED",
  "JURISDICTION_RESTRICTED",
]);

const ERROR_KEYS = {
  REDEEM_UNAVAILABLE: "redeem.error.unavailable",
  IDENTITY_NOT_VERIFIED: "redeem.error.identity",
  JURISDICTION_RESTRICTED: "redeem.error.jurisdiction",
  REDEEM_BELOW_MINIMUM: "redeem.error.belowMinimum",
} as const;

/**
 * The request form: the amount and the bank account it is paid to. Checked as typed (the contract's rules
 * and the brand's minimum); an amount above the redeemable winnings opens the insufficient-withdrawal modal
 * instead of a request. The request carries a key kept until it succeeds, so a double submit or a retry
 * after a lost answer requests once.
 */
export function RedeemForm({
  limits,
  method,
  onRequested,
}: {
  limits: RedeemLimits;
  method: RedeemMethod;
  onRequested: (amount: number) => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const minMinor = minorOf(limits.minAmount);
  const schema = useMemo(() => redeemFormSchema(t, locale, minMinor), [t, locale, minMinor]);
  const form = useForm(schema, { amount: "", accountHolder: "", routingNumber: "", accountNumber: "" });
  const requestKey = useRef<string | null>(null);
  const [shortfall, setShortfall] = useState<Shortfall | null>(null);
  const redeemableMinor = minorOf(limits.redeemable);

  const onSubmit = form.handleSubmit(
    async ({ amount, accountHolder, routingNumber, accountNumber }) => {
      const fallback = { redeemable: limits.redeemable, winnings: limits.winnings };
      if (amount > redeemableMinor) {
        trackRedeemError("INSUFFICIENT_WITHDRAWAL", amount);
        setShortfall({ requested: majorOf(amount), ...fallback });
        return;
      }
      requestKey.current ??= crypto.randomUUID();
      trackRedeemSent(amount, method);
      try {
        await requestRedemption(browserApi, {
          amount: majorOf(amount),
          method,
          requestKey: requestKey.current,
          payoutDetails: { accountHolder, routingNumber, accountNumber },
        });
      } catch (error) {
        if (error instanceof ApiError) {
          trackRedeemError(error.code, amount);
          if (error.code === "INSUFFICIENT_WITHDRAWAL") {
            setShortfall(shortfallFromError(error, majorOf(amount), fallback));
            void queryClient.invalidateQueries({ queryKey: REDEMPTIONS_KEY });
            return;
          }
          if (STATUS_CODES.has(error.code)) void queryClient.invalidateQueries({ queryKey: REDEMPTIONS_KEY });
        }
        throw error;
      }
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: REDEMPTIONS_KEY }),
        refreshPlayerData(queryClient),
      ]);
      onRequested(majorOf(amount));
    },
    { fieldForCode: { REDEEM_BELOW_MINIMUM: "amount" }, errorOverrides: ERROR_KEYS },
  );

  return (
    <>
      <ValidatedForm form={form} onSubmit={onSubmit}>
        <TextField
          label={t("redeem.field.amount")}
          hint={t("redeem.field.amountHint", {
            min: formatEntries(limits.minAmount, locale),
            max: formatEntries(limits.redeemable, locale),
          })}
          inputMode="decimal"
          autoComplete="off"
          {...form.text("amount")}
        />
        <TextField
          label={t("redeem.field.accountHolder")}
          autoComplete="name"
          {...form.text("accountHolder")}
        />
        <TextField
          label={t("redeem.field.routingNumber")}
          hint={t("redeem.field.routingNumberHint")}
          inputMode="numeric"
          autoComplete="off"
          maxLength={9}
          {...form.text("routingNumber")}
        />
        <TextField
          label={t("redeem.field.accountNumber")}
          inputMode="numeric"
          autoComplete="off"
          {...form.text("accountNumber")}
        />
        <SubmitButton form={form} label={t("redeem.submit")} busyLabel={t("redeem.submitting")} />
      </ValidatedForm>
      <InsufficientWithdrawalDialog
        shortfall={shortfall}
        outstandingPlaythrough={limits.outstandingPlaythrough}
        canRedeemAll={shortfall !== null && minorOf(shortfall.redeemable) >= minMinor}
        onRedeemAll={(redeemable) => {
          form.setValue("amount", formatEntries(redeemable, "en").replaceAll(",", ""));
          setShortfall(null);
        }}
        onClose={() => setShortfall(null)}
      />
    </>
  );
}
