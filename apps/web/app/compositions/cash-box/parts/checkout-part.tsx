import { Checkout, type CheckoutOutcome } from "../../../features/payments";
import type { PurchaseSelection } from "../../../features/store";

/** The payments feature's checkout for what the player chose in the store. */
export default function CheckoutPart({
  selection,
  methodId,
  onOutcome,
}: {
  selection: PurchaseSelection;
  methodId: string | undefined;
  onOutcome: (outcome: CheckoutOutcome) => void;
}) {
  return <Checkout selection={selection} methodId={methodId} onOutcome={onOutcome} />;
}
