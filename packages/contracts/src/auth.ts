import { z } from "zod";
import { defineEndpoint } from "./endpoint";
import { text } from "./text";

/** Lower-cased and trimmed, so `Ann@X.io ` and `ann@x.io` are one account. */
export const EmailSchema = text()
  .trim()
  .toLowerCase()
  .pipe(z.email({ message: "Enter a valid email address." }).max(254));

/** Minimum password rules, checked on both sides; the strength meter in the browser only adds advice. */
export const PASSWORD_MIN_LENGTH = 8;
export const PasswordSchema = text()
  .min(PASSWORD_MIN_LENGTH, { message: `Use at least ${PASSWORD_MIN_LENGTH} characters.` })
  .max(128, { message: "Use at most 128 characters." })
  .refine((value) => /\p{L}/u.test(value) && /\d/.test(value), {
    message: "Use at least one letter and one digit.",
  });

/** US phone in the spec's mask `+1 (###) ###-####`; stored as E.164 digits `+1XXXXXXXXXX`. */
export const PHONE_MASK = "+1 (###) ###-####";
export const PhoneSchema = text()
  .trim()
  .transform((value) => value.replace(/[\s()-]/g, ""))
  .pipe(text().regex(/^\+1[2-9]\d{9}$/, { message: "Enter a US phone number: +1 (###) ###-####." }));

/** The solved proof-of-work (base64 JSON of the ALTCHA payload); null only when captcha is off. */
export const CaptchaAnswerSchema = text().max(4096).nullable().optional();

const SourceSchema = text().trim().max(100).optional();
const CodeSchema = text().trim().max(64).optional();

/** Where the player came from, captured from the query and referral cookies (spec §2, §5). */
export const AcquisitionSchema = z.object({
  registrationSource: SourceSchema,
  trafficSource: SourceSchema,
  invitedBy: CodeSchema,
  refcode: CodeSchema,
});

/**
 * The date of birth asked at sign-up, `YYYY-MM-DD`. The server refuses anyone younger than the minimum age
 * of the jurisdiction the request comes from (UNDERAGE, naming the age).
 */
export const SignUpBirthdaySchema = z.iso.date({ message: "Enter your date of birth." });

export const SignUpBodySchema = AcquisitionSchema.extend({
  email: EmailSchema,
  password: PasswordSchema,
  termsAccepted: z.literal(true, { message: "Accept the terms to create an account." }),
  birthday: SignUpBirthdaySchema,
  captcha: CaptchaAnswerSchema,
  phone: PhoneSchema.optional(),
});
export type SignUpBody = z.input<typeof SignUpBodySchema>;

/**
 * What sign-up and sign-in answer. `isSignedIn` is false when sign-up met an address that already has
 * an account: the owner gets an email instead, so the answer never says whether the address is known.
 */
export const AuthResultSchema = z.object({
  success: z.literal(true),
  isSignedIn: z.boolean(),
  registrationComplete: z.boolean(),
});
export type AuthResult = z.infer<typeof AuthResultSchema>;

export const SuccessSchema = z.object({ success: z.literal(true) });

/** The single-use token of an e-mailed link (confirmation, password reset). */
const LinkTokenSchema = text().min(16).max(256);

/** An address to e-mail, with the captcha answer that lets us send to it. */
const EmailWithCaptchaSchema = z.object({ email: EmailSchema, captcha: CaptchaAnswerSchema });

export const signUpEndpoint = defineEndpoint({
  id: "signUp",
  method: "POST",
  path: "/rest/auth/signup/",
  summary: "Create an account with email and password; signs the new player in (session cookie).",
  tags: ["auth"],
  body: SignUpBodySchema,
  output: AuthResultSchema,
  errors: ["CAPTCHA_FAILED", "RATE_LIMITED", "UNDERAGE", "JURISDICTION_RESTRICTED"],
});

export const signInEndpoint = defineEndpoint({
  id: "signIn",
  method: "POST",
  path: "/rest/auth/signin/",
  summary: "Sign in with email and password; sets a new session cookie.",
  tags: ["auth"],
  body: z.object({ email: EmailSchema, password: text().min(1).max(128) }),
  output: AuthResultSchema,
  errors: ["INVALID_CREDENTIALS", "ACCOUNT_LOCKED", "RATE_LIMITED"],
});

export const passwordResetEndpoint = defineEndpoint({
  id: "passwordReset",
  method: "POST",
  path: "/rest/auth/password-reset/",
  summary: "Email a single-use password reset link; answers the same whether or not the address is known.",
  tags: ["auth"],
  body: EmailWithCaptchaSchema,
  output: SuccessSchema,
  errors: ["CAPTCHA_FAILED", "RATE_LIMITED"],
});

export const passwordResetConfirmEndpoint = defineEndpoint({
  id: "passwordResetConfirm",
  method: "POST",
  path: "/rest/auth/password-reset/confirm/",
  summary: "Set a new password with a reset token; ends every session of the account.",
  tags: ["auth"],
  body: z.object({ token: LinkTokenSchema, password: PasswordSchema }),
  output: SuccessSchema,
  errors: ["TOKEN_INVALID", "RATE_LIMITED"],
});

export const emailConfirmEndpoint = defineEndpoint({
  id: "emailConfirm",
  method: "POST",
  path: "/rest/auth/email-confirm/",
  summary: "Confirm the email address with the token of the confirmation link.",
  tags: ["auth"],
  body: z.object({ token: LinkTokenSchema }),
  output: SuccessSchema,
  errors: ["TOKEN_INVALID", "RATE_LIMITED"],
});

export const emailConfirmResendEndpoint = defineEndpoint({
  id: "emailConfirmResend",
  auth: "player",
  method: "POST",
  path: "/rest/auth/email-confirm/resend/",
  summary: "Send the signed-in player a new email confirmation link.",
  tags: ["auth"],
  output: SuccessSchema,
  errors: ["UNAUTHENTICATED", "RATE_LIMITED"],
});

export const logoutEndpoint = defineEndpoint({
  id: "logout",
  method: "POST",
  path: "/rest/logout/",
  summary: "End the current session (POST: it changes state, ARCHITECTURE D6).",
  tags: ["auth"],
  output: SuccessSchema,
});

export const SIGN_UP_FLOWS = ["email", "otp"] as const;
export const SignUpFlowSchema = z.enum(SIGN_UP_FLOWS);
export type SignUpFlow = z.infer<typeof SignUpFlowSchema>;

export const otpGetFlowEndpoint = defineEndpoint({
  id: "otpGetFlow",
  method: "POST",
  path: "/rest/otp/get-flow/",
  summary:
    "Which sign-up flow applies to this visitor: `email` (email and password) or `otp` (a one-time code).",
  tags: ["auth"],
  body: z.object({ registration_source: SourceSchema, traffic_source: SourceSchema }),
  output: z.object({ success: z.literal(true), flow: SignUpFlowSchema }),
});

export const ONE_TIME_CODE_LENGTH = 6;

export const otpRequestEndpoint = defineEndpoint({
  id: "otpRequest",
  method: "POST",
  path: "/rest/auth/otp/request/",
  summary: "Email a one-time code that signs the visitor up (or in) without a password.",
  tags: ["auth"],
  body: EmailWithCaptchaSchema,
  output: z.object({ success: z.literal(true), expiresInSeconds: z.number().int() }),
  errors: ["CAPTCHA_FAILED", "RATE_LIMITED"],
});

export const otpVerifyEndpoint = defineEndpoint({
  id: "otpVerify",
  method: "POST",
  path: "/rest/auth/otp/verify/",
  summary: "Exchange the one-time code for a session; creates the account on first use.",
  tags: ["auth"],
  body: AcquisitionSchema.extend({
    email: EmailSchema,
    code: text().regex(new RegExp(`^\\d{${ONE_TIME_CODE_LENGTH}}$`), { message: "Enter the 6-digit code." }),
    termsAccepted: z.literal(true, { message: "Accept the terms to create an account." }),
    birthday: SignUpBirthdaySchema,
    phone: PhoneSchema.optional(),
  }),
  output: AuthResultSchema,
  errors: ["TOKEN_INVALID", "RATE_LIMITED", "UNDERAGE", "JURISDICTION_RESTRICTED"],
});

export const registrationCompleteEndpoint = defineEndpoint({
  id: "registrationComplete",
  auth: "player",
  method: "POST",
  path: "/rest/auth/registration-complete/",
  summary: "Finish a one-time-code registration: name, surname and a password (spec §5).",
  tags: ["auth"],
  body: z.object({
    name: text().trim().min(1).max(60),
    surname: text().trim().min(1).max(60),
    password: PasswordSchema,
  }),
  output: SuccessSchema,
  errors: ["UNAUTHENTICATED", "CONFLICT"],
});

/** An ALTCHA proof-of-work challenge, solved by the browser before sign-up, reset and code requests. */
export const CaptchaChallengeSchema = z.object({
  algorithm: text(),
  challenge: text(),
  maxnumber: z.number().int().optional(),
  salt: text(),
  signature: text(),
});

export const captchaChallengeEndpoint = defineEndpoint({
  id: "captchaChallenge",
  method: "GET",
  path: "/rest/captcha/challenge/",
  summary: "A fresh proof-of-work challenge (self-hosted captcha); its answer is valid once, for minutes.",
  tags: ["auth"],
  output: CaptchaChallengeSchema,
  errors: ["NOT_FOUND"],
});
