import { analytics } from "../../../lib/analytics";

/** `send_form`: a redemption request sent, its amount as exact hundredths of winnings. */
export function trackRedeemSent(amountMinor: bigint, method: string): void {
  analytics.emit("send_form", { form: "redeem", amount: String(amountMinor), method });
}

/** `error`: a redemption request the server refused, or the client found larger than the redeemable part. */
export function trackRedeemError(code: string, amountMinor: bigint): void {
  analytics.emit("error", { context: "redeem", code, amount: String(amountMinor) });
}
