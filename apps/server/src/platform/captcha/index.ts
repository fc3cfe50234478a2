import { randomBytes } from "node:crypto";
import type { Database } from "@casino/db";
import type { Clock } from "@casino/domain";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { Env } from "../env";
import { AppError } from "../errors";
import { type Captcha, captchaOff } from "./captcha";
import { claimCaptchaSolution } from "./captcha.repo";
import { createPowCaptcha } from "./pow-captcha";
import { createTurnstileCaptcha, type SiteVerify } from "./turnstile-captcha";

export { CAPTCHA_CHALLENGE_PATH, type Captcha, captchaSettings, type PowChallenge } from "./captcha";
export { POW_CHALLENGE_TTL_MS, POW_MAX_NUMBER } from "./pow-captcha";

declare module "fastify" {
  interface FastifyInstance {
    /** The captcha chosen by CAPTCHA (pow, turnstile or off). */
    captcha: Captcha;
  }
}

export function createCaptcha(options: {
  env: Pick<Env, "CAPTCHA" | "CAPTCHA_SECRET">;
  db: Database;
  clock: Clock;
  siteVerify?: SiteVerify;
}): Captcha {
  const { env, db, clock } = options;
  switch (env.CAPTCHA) {
    case "off":
      return captchaOff;
    case "turnstile":
      if (!env.CAPTCHA_SECRET) throw new Error("CAPTCHA=turnstile needs CAPTCHA_SECRET");
      return createTurnstileCaptcha({ secret: env.CAPTCHA_SECRET, siteVerify: options.siteVerify });
    case "pow":
      return createPowCaptcha({
        // Without a shared key each process signs with its own: fine for one node; several nodes must
        // share CAPTCHA_SECRET (docs/decisions/005-auth-and-sessions.md).
        hmacKey: env.CAPTCHA_SECRET ?? randomBytes(32).toString("hex"),
        clock,
        claim: (signature, expiresAt, now) => claimCaptchaSolution(db, signature, expiresAt, now),
      });
  }
}

export const captchaPlugin = fp(
  async (app: FastifyInstance, options: { env: Env; db: Database; clock: Clock }) => {
    app.decorate("captcha", createCaptcha(options));
  },
  { name: "captcha" },
);

/** Throws CAPTCHA_FAILED (400) unless the captcha is off or the answer is valid (and now used up). */
export async function requireCaptcha(captcha: Captcha, answer: string | null | undefined, remoteIp: string) {
  if (await captcha.verify(answer, remoteIp)) return;
  throw new AppError("CAPTCHA_FAILED", 400, "The captcha answer is missing, wrong or already used.");
}
