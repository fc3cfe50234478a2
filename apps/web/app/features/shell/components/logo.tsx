import type { Brand } from "@casino/contracts";
import { useTranslation } from "../../../lib/i18n";
import { AppLink } from "../../../lib/prefetch";
import styles from "./logo.module.css";

/** The brand's wordmark; a link home when `to` is given (spec §2: `/` for guests, `/lobby/` for players). */
export function Logo({ brand, to }: { brand: Brand; to?: string }) {
  const { t } = useTranslation();
  const image = (alt: string) => (
    <img className={styles.image} src={`/brands/${brand.id}/logo.svg`} alt={alt} width={180} height={40} />
  );
  if (!to) return <span className={styles.logo}>{image(brand.name)}</span>;
  return (
    <AppLink to={to} className={styles.logo}>
      {image(t("shell.logoLink", { brand: brand.name }))}
    </AppLink>
  );
}
