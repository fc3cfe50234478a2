import type { Captcha } from "./captcha";

/** The answer of a hosted provider's siteverify endpoint (only the part we read). */
export interface SiteVerifyResult {
  success: boolean;
}

/** Asks the provider whether a token is valid; isolated so it can be replaced by a fake in tests. */
export type SiteVerify = (request: {
  secret: string;
  response: string;
  remoteIp: string;
}) => Promise<SiteVerifyResult>;

export const TURNSTILE_SITEVERIFY_URL = "https://challenges.cloudflare.com/turnstile/v0/siteverify";

/** Cloudflare Turnstile's siteverify over fetch, with a timeout so a slow provider cannot hang sign-up. */
export const turnstileSiteVerify: SiteVerify = async ({ secret, response, remoteIp }) => {
  const body = new URLSearchParams({ secret, response, remoteip: remoteIp });
  const answer = await fetch(TURNSTILE_SITEVERIFY_URL, {
    method: "POST",
    body,
    signal: AbortSignal.timeout(5_000),
  });
  if (!answer.ok) return { success: false };
  const json = (await answer.json()) as { success?: unknown };
  return { success: json.success === true };
};

/**
 * A hosted captcha (Cloudflare Turnstile): the provider issues single-use tokens and refuses a replayed
 * one, so nothing is stored here. A provider outage fails closed (the answer is refused).
 */
export function createTurnstileCaptcha(options: { secret: string; siteVerify?: SiteVerify }): Captcha {
  const siteVerify = options.siteVerify ?? turnstileSiteVerify;
  return {
    mode: "turnstile",
    createChallenge: async () => null,
    async verify(answer, remoteIp) {
      if (!answer || answer.length > 2048) return false;
      try {
        return (await siteVerify({ secret: options.secret, response: answer, remoteIp })).success;
      } catch {
        return false;
      }
    },
  };
}
