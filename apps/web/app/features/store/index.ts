// The store's public face (issue #14): the header's Buy (the default layout's player slots), the cash box's
// deposit and offer pages with the selection they hand to the checkout (the cash-box composition), and
// the query- and timer-driven offers loaded after hydration (the root's after-hydration parts).
export { BuyButton } from "./components/buy-button";
export { DepositPage } from "./components/deposit-page";
export { PresetOfferPage } from "./components/preset-offer-page";
export { PresetPackagePopup } from "./components/preset-package-popup";
export { PromoOfferLinks } from "./components/promo-offer-links";
export { usePresetSelection } from "./hooks/use-preset-selection";
export type { PurchaseSelection } from "./model/purchase-selection";
