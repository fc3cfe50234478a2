import type { BackofficeIdentityDocument } from "@casino/contracts/identity-verification";
import { documentFileUrl } from "./identity-queries";
import styles from "./identity-verification.module.css";

const KIND_NAMES: Record<BackofficeIdentityDocument["kind"], string> = {
  id_front: "ID (front)",
  id_back: "ID (back)",
  proof_of_address: "Proof of address",
  selfie: "Selfie",
};

/** A document's thumbnail (images) and its download link; the bytes come only through the guarded route. */
export function DocumentPreview({ document }: { document: BackofficeIdentityDocument }) {
  const url = documentFileUrl(document.id);
  return (
    <div className={styles.preview}>
      {document.mediaType.startsWith("image/") ? (
        <img src={url} alt={`${KIND_NAMES[document.kind]} of the player`} className={styles.thumbnail} />
      ) : null}
      <a href={url} download={document.fileName}>
        {document.fileName}
      </a>
      <span>
        {KIND_NAMES[document.kind]} · {document.mediaType} · {Math.ceil(document.sizeBytes / 1024)} KB
      </span>
    </div>
  );
}
