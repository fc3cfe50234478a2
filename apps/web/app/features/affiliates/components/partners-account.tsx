import { formatNumber } from "@casino/web-kit";
import { useQuery } from "@tanstack/react-query";
import { browserApi } from "../../../lib/api";
import { useTranslation } from "../../../lib/i18n";
import { AppLink } from "../../../lib/prefetch";
import { useLocale } from "../../../lib/session";
import { partnersAccountQuery } from "../partners-query";
import styles from "./affiliates.module.css";

/** `/affiliates/partners-account`: the partner's codes, the links to share and the sign-ups they brought. */
export function PartnersAccount({ origin }: { origin: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { data } = useQuery(partnersAccountQuery(browserApi));
  if (!data) return null;
  const links = [
    { id: "refcode", code: data.refcode, url: `${origin}/?refcode=${encodeURIComponent(data.refcode)}` },
    {
      id: "invite",
      code: data.inviteCode,
      url: `${origin}/signup/?invited_by=${encodeURIComponent(data.inviteCode)}`,
    },
  ] as const;
  return (
    <article className={styles.page} aria-labelledby="partners-title">
      <header className={styles.hero}>
        <h1 id="partners-title" className={styles.title}>
          {t("affiliates.account.title")}
        </h1>
        <p className={styles.lead}>{t("affiliates.account.lead")}</p>
      </header>
      <dl className={styles.stats}>
        <div className={styles.stat}>
          <dt>{t("affiliates.account.refcodeSignUps")}</dt>
          <dd>{formatNumber(data.refcodeSignUps, { locale })}</dd>
        </div>
        <div className={styles.stat}>
          <dt>{t("affiliates.account.invitedSignUps")}</dt>
          <dd>{formatNumber(data.invitedSignUps, { locale })}</dd>
        </div>
      </dl>
      <section aria-labelledby="partners-links">
        <h2 id="partners-links" className={styles.subtitle}>
          {t("affiliates.account.linksTitle")}
        </h2>
        <dl className={styles.links}>
          {links.map((link) => (
            <div key={link.id} className={styles.linkRow}>
              <dt>{t(`affiliates.account.${link.id}`)}</dt>
              <dd>
                <code className={styles.code}>{link.code}</code>
                <span className={styles.url}>{link.url}</span>
              </dd>
            </div>
          ))}
        </dl>
      </section>
      <p>
        <AppLink to="/affiliates">{t("affiliates.account.about")}</AppLink>
      </p>
    </article>
  );
}
