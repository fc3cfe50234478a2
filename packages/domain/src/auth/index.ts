export { canonicalEmail } from "./canonical-email";
export {
  lockRemainingMs,
  recordSignInFailure,
  SIGN_IN_LOCKOUT,
  type SignInFailures,
  type SignInLockoutPolicy,
} from "./sign-in-lockout";
export { chooseSignUpFlow, OTP_SIGN_UP_SOURCES, type SignUpFlowName } from "./sign-up-flow";
