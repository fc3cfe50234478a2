import type { IdentityDocument } from "@casino/contracts";
import { buildPath, identityDocumentFileRoute } from "@casino/contracts/client";
import { useTranslation } from "../../../lib/i18n";
import styles from "./identity-verification.module.css";

/** The documents the player sent, newest first, each with its review status and a download link. */
export function DocumentList({ documents }: { documents: readonly IdentityDocument[] }) {
  const { t } = useTranslation();
  if (documents.length === 0) return <p className={styles.muted}>{t("identity.documents.none")}</p>;
  return (
    <section className={styles.block} aria-labelledby="identity-documents-title">
      <h3 id="identity-documents-title" className={styles.blockTitle}>
        {t("identity.documents.title")}
      </h3>
      <ul className={styles.documents}>
        {documents.map((document) => (
          <li key={document.id} className={styles.document}>
            <a
              href={buildPath(identityDocumentFileRoute.path, { id: document.id })}
              download={document.fileName}
            >
              {document.fileName}
            </a>
            <span className={styles.muted}>{t(`identity.kind.${document.kind}`)}</span>
            <span className={styles.badge} data-status={document.status}>
              {t(`identity.documentStatus.${document.status}`)}
            </span>
            {document.rejectReason ? <span className={styles.reason}>{document.rejectReason}</span> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
