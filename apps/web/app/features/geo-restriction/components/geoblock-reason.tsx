import { GEO_BLOCK_REASONS, type GeoBlockReason as Reason } from "@casino/contracts";
import { Button } from "@casino/ui";
import { useSearchParams } from "react-router";
import { useTranslation } from "../../../lib/i18n";
import { useBrand } from "../../../lib/session";
import styles from "./geoblock.module.css";

/** Whether `?reason=` names one of spec §8's failures. */
export const isGeoBlockReason = (value: string | null): value is Reason =>
  value !== null && (GEO_BLOCK_REASONS as readonly string[]).includes(value);

/** A place name from the URL is shown as text only, and only when it looks like one. */
const placeOf = (value: string | null) => (value && value.length <= 80 ? value : null);

/** Where the "Try again" button sends the visitor: the geo check runs again on that page. */
export const TRY_AGAIN_PATH = "/";

/**
 * Why the geo check sent the visitor here (spec §8), in plain words, from `?reason=` (and `?place=`): the
 * closed region by name, or what to change in the browser, with "Try again" when the visitor can fix it.
 * Without a known reason it says nothing, and the page's general text stands.
 */
export function GeoblockReason() {
  const { t } = useTranslation();
  const brand = useBrand();
  const [params] = useSearchParams();
  const reason = params.get("reason");
  if (!isGeoBlockReason(reason)) return null;
  const place = placeOf(params.get("place"));
  return (
    <div className={styles.reason}>
      <p>
        {reason === "blocked_region" && place
          ? t("geo.reason.blocked_region_place", { place, brand: brand.name })
          : t(`geo.reason.${reason}`, { brand: brand.name })}
      </p>
      {reason === "permission_denied" ? (
        <>
          <h2 className={styles.subtitle}>{t("geo.allow.title")}</h2>
          <ol className={styles.steps}>
            <li>{t("geo.allow.step1")}</li>
            <li>{t("geo.allow.step2")}</li>
            <li>{t("geo.allow.step3")}</li>
          </ol>
          <p className={styles.muted}>{t("geo.allow.phone")}</p>
        </>
      ) : null}
      {reason !== "blocked_region" ? (
        <div>
          <Button onClick={() => window.location.assign(TRY_AGAIN_PATH)}>{t("geo.tryAgain")}</Button>
        </div>
      ) : null}
    </div>
  );
}
