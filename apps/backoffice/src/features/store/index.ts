// What a brand sells, in the back office (issue #14): packages, promo offers, bundles and flip sets.
export { storeScreens } from "./screens";
