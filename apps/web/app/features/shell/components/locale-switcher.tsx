import { isLocale, LOCALES } from "@casino/contracts/client";
import { MaskIcon, visuallyHiddenClassName } from "@casino/ui";
import { type ChangeEvent, useId, useState } from "react";
import { useChangeLocale, useTranslation } from "../../../lib/i18n";
import { useShellData } from "../hooks/use-shell-data";
import styles from "./locale-switcher.module.css";

/**
 * A native select: keyboard and screen-reader support for free. Choosing a language stores the cookie
 * and reloads the root data, which brings the new texts and sets `<html lang>`.
 */
export function LocaleSwitcher() {
  const { t } = useTranslation();
  const { locale } = useShellData();
  const changeLocale = useChangeLocale();
  const id = useId();
  // The choice shows at once; it follows the loaded locale again whenever that changes.
  const [selected, setSelected] = useState(locale);
  const [loaded, setLoaded] = useState(locale);
  if (loaded !== locale) {
    setLoaded(locale);
    setSelected(locale);
  }

  // Not disabled while the texts load: disabling would throw keyboard focus out of the control.
  function onChange(event: ChangeEvent<HTMLSelectElement>) {
    const next = event.target.value;
    if (!isLocale(next)) return;
    setSelected(next);
    if (next !== locale) void changeLocale(next);
  }

  return (
    <div className={styles.switcher}>
      <label htmlFor={id} className={visuallyHiddenClassName}>
        {t("shell.locale.label")}
      </label>
      <MaskIcon src="/icons/globe.svg" size="1.125rem" className={styles.globe} />
      <select id={id} className={styles.select} value={selected} onChange={onChange}>
        {LOCALES.map((option) => (
          <option key={option} value={option} lang={option}>
            {t(`shell.locale.name.${option}`)}
          </option>
        ))}
      </select>
      <MaskIcon src="/icons/chevron-down.svg" size="1rem" className={styles.chevron} />
    </div>
  );
}
