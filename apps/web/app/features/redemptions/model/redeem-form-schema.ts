import { PayoutDetailsSchema } from "@casino/contracts";
import { formatEntries } from "@casino/web-kit";
import { z } from "zod";
import type { TFunction } from "../../../lib/i18n";
import { majorOf, typedAmountMinor } from "./redeem-amount";

/**
 * The redeem form's rules: the bank account's fields are the contract's own (`PayoutDetailsSchema`, whose
 * messages the forms' dictionary translates), and the amount must be an amount of at least the brand's
 * minimum. Whether it is more than the redeemable winnings is not a field error: the insufficient-withdrawal
 * modal explains it (spec §2).
 */
export function redeemFormSchema(t: TFunction, locale: string, minAmountMinor: bigint) {
  return z.object({
    amount: z
      .string()
      .trim()
      .transform((text, ctx) => {
        const minor = typedAmountMinor(text);
        if (minor === null || minor <= 0n) {
          ctx.addIssue({ code: "custom", message: t("redeem.error.amount") });
          return z.NEVER;
        }
        if (minor < minAmountMinor) {
          ctx.addIssue({
            code: "custom",
            message: t("redeem.error.minimum", { min: formatEntries(majorOf(minAmountMinor), locale) }),
          });
          return z.NEVER;
        }
        return minor;
      }),
    accountHolder: PayoutDetailsSchema.shape.accountHolder,
    routingNumber: PayoutDetailsSchema.shape.routingNumber,
    accountNumber: PayoutDetailsSchema.shape.accountNumber,
  });
}
