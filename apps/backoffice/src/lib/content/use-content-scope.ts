import { BRAND_IDS, type BrandId, isBrandId } from "@casino/contracts/brands";
import { isLocale, LOCALES, type Locale } from "@casino/contracts/locales";
import { useSearchParams } from "react-router";

export { BRAND_IDS, LOCALES };

/**
 * The brand and locale a content screen edits, held in the URL (`?brand=nlc&locale=es`) so a link to the
 * screen opens the same content. Unknown values fall back to the first brand and English.
 */
export function useContentScope() {
  const [params, setParams] = useSearchParams();
  const brandParam = params.get("brand") ?? "";
  const localeParam = params.get("locale") ?? "";
  const brandId: BrandId = isBrandId(brandParam) ? brandParam : (BRAND_IDS[0] as BrandId);
  const locale: Locale = isLocale(localeParam) ? localeParam : "en";
  const set = (key: string, value: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === null) next.delete(key);
        else next.set(key, value);
        return next;
      },
      { replace: false },
    );
  return {
    brandId,
    locale,
    params,
    setBrand: (id: BrandId) => set("brand", id),
    setLocale: (next: Locale) => set("locale", next),
    /** Another value in the URL (the item being edited, a tab…); null removes it. */
    setParam: set,
  };
}
