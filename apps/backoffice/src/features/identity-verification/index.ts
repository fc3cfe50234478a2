// Identity verification's operator side: the KYC queue screen, and the Identity tab the app puts on the
// player page.
export { PlayerIdentityTab } from "./player-identity-tab";
export { identityVerificationScreens } from "./screens";
