import { RedeemPage } from "../../../features/redemptions";

/** The redeem flow of the cash box (spec §2 `/cash/redeem/`). */
export default function RedeemPart({ onClose }: { onClose: () => void }) {
  return <RedeemPage onClose={onClose} />;
}
