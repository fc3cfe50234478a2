import { BRANDS, type BrandId } from "@casino/contracts/brands";
import type { Locale } from "@casino/contracts/locales";
import styles from "./content.module.css";
import { BRAND_IDS, LOCALES, useContentScope } from "./use-content-scope";

const LOCALE_NAMES: Record<Locale, string> = { en: "English", es: "Español" };

/** Brand and locale pickers of a content screen; the choice lives in the URL. */
export function ContentScopePicker({ showLocale = true }: { showLocale?: boolean }) {
  const { brandId, locale, setBrand, setLocale } = useContentScope();
  return (
    <div className={styles.scope}>
      <label className={styles.field}>
        <span>Brand</span>
        <select
          className={styles.input}
          value={brandId}
          onChange={(event) => setBrand(event.target.value as BrandId)}
        >
          {BRAND_IDS.map((id) => (
            <option key={id} value={id}>
              {BRANDS[id].name}
            </option>
          ))}
        </select>
      </label>
      {showLocale ? (
        <label className={styles.field}>
          <span>Locale</span>
          <select
            className={styles.input}
            value={locale}
            onChange={(event) => setLocale(event.target.value as Locale)}
          >
            {LOCALES.map((each) => (
              <option key={each} value={each}>
                {LOCALE_NAMES[each]}
              </option>
            ))}
          </select>
        </label>
      ) : null}
    </div>
  );
}
