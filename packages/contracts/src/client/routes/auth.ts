import type * as endpoints from "../../auth";
import { route } from "../route";

export const captchaChallengeRoute = /* @__PURE__ */ route<typeof endpoints.captchaChallengeEndpoint>(
  "captchaChallenge",
  "GET",
  "/rest/captcha/challenge/",
);
export const emailConfirmRoute = /* @__PURE__ */ route<typeof endpoints.emailConfirmEndpoint>(
  "emailConfirm",
  "POST",
  "/rest/auth/email-confirm/",
);
export const emailConfirmResendRoute = /* @__PURE__ */ route<typeof endpoints.emailConfirmResendEndpoint>(
  "emailConfirmResend",
  "POST",
  "/rest/auth/email-confirm/resend/",
);
export const logoutRoute = /* @__PURE__ */ route<typeof endpoints.logoutEndpoint>(
  "logout",
  "POST",
  "/rest/logout/",
);
export const otpGetFlowRoute = /* @__PURE__ */ route<typeof endpoints.otpGetFlowEndpoint>(
  "otpGetFlow",
  "POST",
  "/rest/otp/get-flow/",
);
export const otpRequestRoute = /* @__PURE__ */ route<typeof endpoints.otpRequestEndpoint>(
  "otpRequest",
  "POST",
  "/rest/auth/otp/request/",
);
export const otpVerifyRoute = /* @__PURE__ */ route<typeof endpoints.otpVerifyEndpoint>(
  "otpVerify",
  "POST",
  "/rest/auth/otp/verify/",
);
export const passwordResetConfirmRoute = /* @__PURE__ */ route<typeof endpoints.passwordResetConfirmEndpoint>(
  "passwordResetConfirm",
  "POST",
  "/rest/auth/password-reset/confirm/",
);
export const passwordResetRoute = /* @__PURE__ */ route<typeof endpoints.passwordResetEndpoint>(
  "passwordReset",
  "POST",
  "/rest/auth/password-reset/",
);
export const registrationCompleteRoute = /* @__PURE__ */ route<typeof endpoints.registrationCompleteEndpoint>(
  "registrationComplete",
  "POST",
  "/rest/auth/registration-complete/",
);
export const signInRoute = /* @__PURE__ */ route<typeof endpoints.signInEndpoint>(
  "signIn",
  "POST",
  "/rest/auth/signin/",
);
export const signUpRoute = /* @__PURE__ */ route<typeof endpoints.signUpEndpoint>(
  "signUp",
  "POST",
  "/rest/auth/signup/",
);
