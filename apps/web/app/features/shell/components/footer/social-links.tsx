import type { SocialNetwork } from "@casino/contracts";
import { MaskIcon } from "@casino/ui";
import { useId } from "react";
import { useTranslation } from "../../../../lib/i18n";
import styles from "./footer.module.css";
import extras from "./footer-extras.module.css";

/** Networks we have a name for; any other id is announced by its id. */
const KNOWN_NETWORKS = new Set(["facebook", "instagram", "x", "youtube"]);

export function SocialLinks({
  networks,
  brandName,
}: {
  networks: readonly SocialNetwork[];
  brandName: string;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  if (networks.length === 0) return null;
  const nameOf = (id: string) =>
    KNOWN_NETWORKS.has(id)
      ? t(`shell.footer.social.${id}`, { brand: brandName })
      : t("shell.footer.social.other", { brand: brandName, network: id });
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {t("shell.footer.socialHeading")}
      </h2>
      <ul className={extras.social}>
        {networks.map((network) => (
          <li key={network.id}>
            {/* Icon-only links: the accessible name says where they go and that a new tab opens. */}
            <a
              className={extras.socialLink}
              href={network.url}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`${nameOf(network.id)} ${t("shell.opensInNewTab")}`}
            >
              <MaskIcon src={network.icon} />
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
