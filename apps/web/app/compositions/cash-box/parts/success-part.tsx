import { PurchaseSuccess } from "../../../features/payments";

/** The success page of a purchase (spec §4 complete → success page). */
export default function SuccessPart({
  orderId,
  onContinue,
}: {
  orderId: string | null;
  onContinue: () => void;
}) {
  return <PurchaseSuccess orderId={orderId} onContinue={onContinue} />;
}
