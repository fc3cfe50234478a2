import { useRef, useState } from "react";
import { useTranslation } from "../../../lib/i18n";
import { useSession } from "../../../lib/session";
import { CaptchaField, type CaptchaHandle, isCaptchaActive } from "../components/captcha-field";

/** What a request sent with a captcha gave, or that it was not sent (the captcha was required and unsolved). */
export type CaptchaSent<T> = { isSent: true; result: T } | { isSent: false };

/**
 * The captcha of a form whose request needs one (sign-up, one-time code, password reset): `field` goes into
 * the form; `send` solves it, says under the field that it is required when it could not be solved and the
 * brand asks for it (nothing is sent then), and resets it after the request whatever its outcome, since a
 * solution is good for one request only.
 */
export function useCaptcha() {
  const { t } = useTranslation();
  const { appInit } = useSession();
  const ref = useRef<CaptchaHandle>(null);
  const [error, setError] = useState<string>();

  async function send<T>(request: (captcha: string | null) => Promise<T>): Promise<CaptchaSent<T>> {
    setError(undefined);
    const captcha = (await ref.current?.solve()) ?? null;
    if (captcha === null && isCaptchaActive(appInit?.captcha)) {
      setError(t("auth.captcha.required"));
      return { isSent: false };
    }
    try {
      return { isSent: true, result: await request(captcha) };
    } finally {
      ref.current?.reset();
    }
  }

  return { field: <CaptchaField ref={ref} settings={appInit?.captcha} error={error} />, send };
}
