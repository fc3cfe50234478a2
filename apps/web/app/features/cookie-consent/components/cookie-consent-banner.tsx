import { COOKIE_DEFINITIONS } from "@casino/web-kit";
import { useId, useRef, useState } from "react";
import { useTranslation } from "../../../lib/i18n";
import { usePageEndClearance } from "../hooks/use-page-end-clearance";
import styles from "./cookie-consent-banner.module.css";

const NECESSARY = COOKIE_DEFINITIONS.necessary.map((c) => c.id);
const OPTIONAL = COOKIE_DEFINITIONS.optional.map((c) => c.id);

/** Asks for consent until the visitor has chosen; optional cookies can be picked one by one. */
export function CookieConsentBanner({ onChoose }: { onChoose: (enabledIds: readonly string[]) => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const [isCustomising, setIsCustomising] = useState(false);
  const [picked, setPicked] = useState<ReadonlySet<string>>(new Set());
  const bannerRef = useRef<HTMLElement>(null);
  usePageEndClearance(bannerRef);

  const toggle = (id: string) =>
    setPicked((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <section ref={bannerRef} className={styles.banner} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {t("cookieConsent.title")}
      </h2>
      <p className={styles.text}>{t("cookieConsent.text")}</p>
      {isCustomising && (
        <fieldset className={styles.choices}>
          <legend className={styles.legend}>{t("cookieConsent.choose")}</legend>
          {NECESSARY.map((id) => (
            <label key={id} className={styles.choice}>
              <input type="checkbox" checked disabled /> {t(`cookieConsent.cookie.${id}`)}
            </label>
          ))}
          {OPTIONAL.map((id) => (
            <label key={id} className={styles.choice}>
              <input type="checkbox" checked={picked.has(id)} onChange={() => toggle(id)} />{" "}
              {t(`cookieConsent.cookie.${id}`)}
            </label>
          ))}
        </fieldset>
      )}
      <div className={styles.actions}>
        {isCustomising ? (
          <button
            type="button"
            className={styles.primary}
            onClick={() => onChoose([...NECESSARY, ...picked])}
          >
            {t("cookieConsent.save")}
          </button>
        ) : (
          <button type="button" className={styles.secondary} onClick={() => setIsCustomising(true)}>
            {t("cookieConsent.customise")}
          </button>
        )}
        <button type="button" className={styles.secondary} onClick={() => onChoose(NECESSARY)}>
          {t("cookieConsent.necessaryOnly")}
        </button>
        <button
          type="button"
          className={styles.primary}
          onClick={() => onChoose([...NECESSARY, ...OPTIONAL])}
        >
          {t("cookieConsent.acceptAll")}
        </button>
      </div>
    </section>
  );
}
