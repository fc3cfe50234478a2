import { useQuery } from "@tanstack/react-query";
import { browserApi } from "../../../lib/api";
import { useTranslation } from "../../../lib/i18n";
import { legalPageQuery } from "../legal-page-query";
import styles from "./legal-page-view.module.css";

function formatDate(isoDate: string, locale: string): string {
  // A calendar date without a time: format it in UTC so no time zone moves it a day.
  return new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" }).format(new Date(isoDate));
}

/** A legal page of the brand: title, effective date and its sections, in the visitor's language. */
export function LegalPageView({ name }: { name: string }) {
  const { t, locale } = useTranslation();
  const { data: page } = useQuery(legalPageQuery(browserApi, locale, name));
  if (!page) return null;
  return (
    <article className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{page.title}</h1>
        <p className={styles.updated}>{t("legal.updated", { date: formatDate(page.updatedAt, locale) })}</p>
      </header>
      {page.sections.map((section, index) => (
        // Sections have no id and may lack a heading; their order is the document's, so the index is stable.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above.
        <section key={index} className={styles.section}>
          {section.heading ? <h2 className={styles.heading}>{section.heading}</h2> : null}
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </section>
      ))}
    </article>
  );
}
