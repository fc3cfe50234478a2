import { randomBytes } from "node:crypto";
import type { StoredPayoutDetails } from "./redemptions.presenter";

/**
 * Who sends the money of a paid redemption (decision 047). A real provider (an ACH originator, a push-to-
 * card service) takes the bank details it tokenised itself and answers its own reference; the sandbox
 * sends nothing and answers a reference of its own making, so the whole flow runs offline.
 */
export interface PayoutProvider {
  readonly name: string;
  /** Pays `amount` winnings (minor units, cents) out once; `redemptionId` is the idempotency key. */
  pay(payout: {
    redemptionId: string;
    amount: bigint;
    details: StoredPayoutDetails;
  }): Promise<{ reference: string }>;
}

/**
 * The sandbox payout: always succeeds, with a reference `SBX-PO-` + 16 random hex characters that the
 * operator and the player see, as a bank transfer's trace number would be.
 */
export const sandboxPayout: PayoutProvider = {
  name: "sandbox",
  async pay() {
    return { reference: `SBX-PO-${randomBytes(8).toString("hex").toUpperCase()}` };
  },
};
