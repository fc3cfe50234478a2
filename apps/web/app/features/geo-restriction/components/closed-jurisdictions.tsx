import { restrictionInfoRoute } from "@casino/contracts/client";
import { useQuery } from "@tanstack/react-query";
import { useId } from "react";
import { browserApi } from "../../../lib/api";
import { useTranslation } from "../../../lib/i18n";
import styles from "./geoblock.module.css";

/** The jurisdictions where the site is closed today, from `/rest/restriction/info/` (rules change by date). */
export function ClosedJurisdictions() {
  const { t } = useTranslation();
  const headingId = useId();
  const { data } = useQuery({
    queryKey: ["restriction-info"],
    queryFn: () => browserApi.call(restrictionInfoRoute),
  });
  const closed = data?.data.blockedJurisdictions ?? [];
  if (closed.length === 0) return null;
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.subtitle}>
        {t("geo.closed.title")}
      </h2>
      <ul className={styles.places}>
        {closed.map((place) => (
          <li key={place.code}>{place.name}</li>
        ))}
      </ul>
    </section>
  );
}
