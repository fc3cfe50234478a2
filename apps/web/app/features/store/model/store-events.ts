import { analytics } from "../../../lib/analytics";
import type { PurchaseSelection } from "./purchase-selection";

/** A Buy on an offer (spec §3 `click_button`): which offer, of which kind, at what price, from where. */
export function reportBuyClick(selection: PurchaseSelection, from: string) {
  analytics.emit("click_button", {
    button: "buy-package",
    from,
    presetId: selection.presetId,
    offerType: selection.offerType,
    price: selection.price,
  });
}

/** Another package chosen among an offer's related ones (spec §3 `change_form`). */
export function reportPackageChange(presetId: number) {
  analytics.emit("change_form", { form: "cash-package", field: "presetId", presetId });
}
