// Identity verification in the browser (spec §2, §4, §5): the root mounts `VerifyHashListener` after
// hydration (the widget itself loads only when the hash asks for it), the live followers include
// `followIdentityVerification`, and the account route shows `IdentitySection`.
export { IdentitySection } from "./components/identity-section";
export { VERIFY_HASH, VerifyHashListener } from "./components/verify-hash-listener";
export { followIdentityVerification } from "./live/follow-identity-verification";
