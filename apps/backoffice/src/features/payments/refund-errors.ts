import { isApiError } from "../../lib/api";
import { errorText } from "../../lib/status";

/**
 * What a refusal of a refund means for the operator, in their terms: the two refusals of the contract get
 * an explanation and the next step; anything else is the server's own message.
 */
export function refundErrorText(error: unknown): string {
  if (isApiError(error) && error.code === "REFUND_EXCEEDS_BALANCE") {
    return "Not refunded: the player no longer holds the coins and entries this order credited (they were played or redeemed), and a refund must take them back in full. Nothing was charged back and the balance is unchanged.";
  }
  if (isApiError(error) && error.code === "ORDER_NOT_REFUNDABLE") {
    return "Not refunded: only a completed order can be refunded, and this one is not completed any more (it may have just been refunded by someone else). The order below is shown as it stands now.";
  }
  return errorText(error);
}
