import type { MetaFunction } from "react-router";
import { useSearchParams } from "react-router";
import { CashIframeStatus } from "../../features/payments";
import { pageMeta } from "../../features/shell";

/**
 * `/cashIframe?orderId=…` (spec §2): where the payment provider sends the browser back inside the cash
 * box's frame; the page shows the order's status and tells the cash box.
 */
export const meta: MetaFunction = ({ matches }) => [
  ...pageMeta(matches, { title: "payments.frame.metaTitle" }),
  { name: "robots", content: "noindex, nofollow" },
  // The order id in the address is the player's own: never send it to another site.
  { name: "referrer", content: "same-origin" },
];

export default function CashIframeRoute() {
  const [search] = useSearchParams();
  return <CashIframeStatus orderId={search.get("orderId")} />;
}
