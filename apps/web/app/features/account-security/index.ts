export { accountSecurityQuery } from "./account-security-query";
export { SecuritySection } from "./components/security-section";
