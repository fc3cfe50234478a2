export { AffiliatesInfo } from "./components/affiliates-info";
export { PartnersAccount } from "./components/partners-account";
