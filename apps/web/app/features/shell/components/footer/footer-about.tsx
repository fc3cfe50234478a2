import { useId } from "react";
import { Trans, useTranslation } from "../../../../lib/i18n";
import styles from "./footer.module.css";

/** Spec §2: four paragraphs about the brand from static info, and a fifth naming the support email. */
export function FooterAbout({
  brandName,
  about,
  email,
}: {
  brandName: string;
  about: string[];
  email: string;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section className={styles.about} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {t("shell.footer.aboutHeading", { brand: brandName })}
      </h2>
      {about.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      <p>
        <Trans
          i18nKey="shell.footer.aboutSupport"
          values={{ email }}
          components={{ mail: <a href={`mailto:${email}`}>{email}</a> }}
        />
      </p>
    </section>
  );
}
