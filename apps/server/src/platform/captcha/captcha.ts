import type { CaptchaSettings } from "@casino/contracts";
import type { Env } from "../env";

export const CAPTCHA_CHALLENGE_PATH = "/rest/captcha/challenge/";

/** An ALTCHA challenge as the browser receives it. */
export interface PowChallenge {
  algorithm: string;
  challenge: string;
  maxnumber?: number;
  salt: string;
  signature: string;
}

/** The captcha of `CAPTCHA`: what the browser is told, and the check of an answer. */
export interface Captcha {
  readonly mode: Env["CAPTCHA"];
  /** A fresh challenge; only the self-hosted proof of work has them (null otherwise). */
  createChallenge(): Promise<PowChallenge | null>;
  /** Whether the answer is valid; a valid answer is used up by this call. */
  verify(answer: string | null | undefined, remoteIp: string): Promise<boolean>;
}

/** The `captcha` block of `/rest/app/init/`: derived from the settings alone. */
export function captchaSettings(env: Pick<Env, "CAPTCHA" | "CAPTCHA_SITE_KEY">): CaptchaSettings {
  switch (env.CAPTCHA) {
    case "pow":
      return { isEnabled: true, key: null, url: CAPTCHA_CHALLENGE_PATH };
    case "turnstile":
      return { isEnabled: true, key: env.CAPTCHA_SITE_KEY ?? null, url: null };
    case "off":
      return { isEnabled: false, key: null, url: null };
  }
}

export const captchaOff: Captcha = {
  mode: "off",
  createChallenge: async () => null,
  verify: async () => true,
};
