import { MaskIcon } from "@casino/ui";
import type { ReactNode } from "react";
import { useShellData } from "../../features/shell";
import { Trans, useTranslation } from "../../lib/i18n";
import styles from "./geoblock.module.css";

/**
 * Why the site is closed to this visitor, and whom to write to if that looks wrong. `reason` replaces the
 * general explanation when the geo check said why; `children` follow it.
 */
export function GeoblockNotice({ reason, children }: { reason?: ReactNode; children?: ReactNode }) {
  const { t } = useTranslation();
  const { brand, staticInfo } = useShellData();
  const email = staticInfo?.supportEmail;
  return (
    <section className={styles.notice} aria-labelledby="geoblock-title">
      <MaskIcon src="/icons/globe.svg" size="3rem" className={styles.icon} />
      <h1 id="geoblock-title" className={styles.title}>
        {t("geoblock.title", { brand: brand.name })}
      </h1>
      {reason ?? <p className={styles.text}>{t("geoblock.reason", { brand: brand.name })}</p>}
      <p className={styles.text}>{t("geoblock.travel")}</p>
      {children}
      {email ? (
        <p>
          <Trans
            i18nKey="geoblock.support"
            values={{ email }}
            components={{ mail: <a href={`mailto:${email}`}>{email}</a> }}
          />
        </p>
      ) : null}
    </section>
  );
}
