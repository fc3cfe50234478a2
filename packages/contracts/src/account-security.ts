import { z } from "zod";
import { defineEndpoint } from "./endpoint";

/** How the signed-in player signs in, and how many devices are signed in. */
export const AccountSecuritySchema = z.object({
  success: z.literal(true),
  /** Whether a one-time code mailed to the address signs this account in (always for password-less accounts). */
  isCodeSignInEnabled: z.boolean(),
  /** Whether the account has a password; without one, codes are its only way in. */
  hasPassword: z.boolean(),
  /** Live sessions of the account, this one included. */
  activeSessions: z.number().int().min(0),
});
export type AccountSecurity = z.infer<typeof AccountSecuritySchema>;

export const accountSecurityEndpoint = defineEndpoint({
  id: "accountSecurity",
  method: "GET",
  path: "/rest/account/security/",
  summary: "The signed-in player's sign-in settings and number of signed-in devices.",
  tags: ["account-security"],
  auth: "player",
  output: AccountSecuritySchema,
});

export const codeSignInEndpoint = defineEndpoint({
  id: "codeSignIn",
  method: "POST",
  path: "/rest/account/security/code-sign-in/",
  summary:
    "Turn sign-in by e-mailed code on or off. An account with a password signs in by password only until its player turns this on; an account without one cannot turn it off.",
  tags: ["account-security"],
  auth: "player",
  body: z.object({ isEnabled: z.boolean() }).strict(),
  output: AccountSecuritySchema,
  errors: ["CONFLICT"],
});

export const signOutEverywhereEndpoint = defineEndpoint({
  id: "signOutEverywhere",
  method: "POST",
  path: "/rest/account/security/sign-out-everywhere/",
  summary: "End every session of the account, on every device, this one included, and close every open game.",
  tags: ["account-security"],
  auth: "player",
  output: z.object({ success: z.literal(true) }),
});
