import type { CaptchaSettings } from "@casino/contracts";
import type {} from "altcha/types/react";
import { type Ref, useEffect, useImperativeHandle, useRef, useState } from "react";
import { useTranslation } from "../../../lib/i18n";
import styles from "./auth.module.css";

/** What a form asks of the captcha: a solved proof of work for one request. */
export interface CaptchaHandle {
  /** The payload for the next request: solved already, or solved now; null when the captcha is off or failed. */
  solve(): Promise<string | null>;
  /** Answers are single-use: after a request the next one needs a fresh solution. */
  reset(): void;
}

type WidgetState = "unverified" | "verifying" | "verified" | "error" | "expired" | "code";
type WidgetElement = HTMLElementTagNameMap["altcha-widget"];

/** Whether the page must send a proof of work (spec §3 `captcha{isEnabled,key,url}`). */
export function isCaptchaActive(
  settings: CaptchaSettings | undefined,
): settings is CaptchaSettings & { url: string } {
  return settings?.isEnabled === true && typeof settings.url === "string" && settings.url.length > 0;
}

interface CaptchaFieldProps {
  settings: CaptchaSettings | undefined;
  ref: Ref<CaptchaHandle>;
  error?: string;
}

/**
 * The ALTCHA proof-of-work widget. It is loaded in the browser only, after the page has rendered, and
 * starts solving as soon as it appears, so the answer is usually ready before the form is filled in.
 */
export function CaptchaField({ settings, ref, error }: CaptchaFieldProps) {
  const { t, locale } = useTranslation();
  const isActive = isCaptchaActive(settings);
  const [language, setLanguage] = useState<string | null>(null);
  const widgetRef = useRef<WidgetElement | null>(null);
  const payloadRef = useRef<string | null>(null);
  const waitersRef = useRef<Array<(payload: string | null) => void>>([]);

  useEffect(() => {
    if (!isActive) return;
    let isCurrent = true;
    import("./altcha-loader")
      .then((loader) => loader.loadWidgetLanguage(locale))
      .then((widgetLanguage) => {
        if (isCurrent) setLanguage(widgetLanguage);
      })
      .catch((loadError: unknown) => console.error("The captcha could not be loaded", loadError));
    return () => {
      isCurrent = false;
    };
  }, [isActive, locale]);

  useEffect(() => {
    const widget = widgetRef.current;
    if (!widget || language === null) return;
    const settle = (payload: string | null) => {
      const waiters = waitersRef.current;
      waitersRef.current = [];
      for (const resolve of waiters) resolve(payload);
    };
    const onState = (event: Event) => {
      const { state, payload } = (event as CustomEvent<{ state: WidgetState; payload?: string }>).detail;
      if (state === "verified" && payload) {
        payloadRef.current = payload;
        settle(payload);
      } else {
        payloadRef.current = null;
        if (state === "error" || state === "expired") settle(null);
      }
    };
    widget.addEventListener("statechange", onState);
    return () => widget.removeEventListener("statechange", onState);
  }, [language]);

  useImperativeHandle(
    ref,
    () => ({
      async solve() {
        if (!isActive) return null;
        if (payloadRef.current) return payloadRef.current;
        return new Promise<string | null>((resolve) => {
          waitersRef.current.push(resolve);
          const widget = widgetRef.current;
          // Not loaded yet: the widget starts solving by itself when it appears.
          if (widget && widget.getState() !== "verifying") void widget.verify();
        });
      },
      reset() {
        payloadRef.current = null;
        widgetRef.current?.reset();
        void widgetRef.current?.verify();
      },
    }),
    [isActive],
  );

  if (!isActive) return null;
  return (
    <div className={styles.captcha}>
      {language === null ? (
        <p className={styles.muted}>{t("auth.captcha.loading")}</p>
      ) : (
        <altcha-widget
          ref={widgetRef}
          challenge={settings.url}
          language={language}
          auto="onload"
          name="captcha"
        />
      )}
      {error ? <p className={styles.error}>{error}</p> : null}
    </div>
  );
}
