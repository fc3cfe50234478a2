import { dialogPanelClassNames as panel } from "@casino/ui";
import * as Dialog from "@radix-ui/react-dialog";
import { useQuery } from "@tanstack/react-query";
import { browserApi } from "../../../lib/api";
import { useTranslation } from "../../../lib/i18n";
import { identityVerificationQuery } from "../identity-verification-query";
import { DocumentList } from "./document-list";
import { IdentityCheckButton } from "./identity-check-button";
import styles from "./identity-verification.module.css";
import { StatusLine } from "./status-line";
import { UploadDocumentForm } from "./upload-document-form";

/**
 * The verification widget (spec §2, §5): the player's status, the identity check (offered when
 * autoVerificationData is enabled, available and shown on the profile), the document upload and the
 * documents sent so far. Loaded only when the hash asks for it; the status follows the push channel.
 */
export default function VerificationDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const { data } = useQuery(identityVerificationQuery(browserApi));
  const auto = data?.autoVerificationData;
  const isCheckOffered = Boolean(auto?.isEnabled && auto.isAvailable && auto.showOn.includes("profile"));
  const isVerified = data?.verification.status === "verified";
  return (
    <Dialog.Root open onOpenChange={(isOpen) => (isOpen ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className={panel.overlay} />
        <Dialog.Content className={`${panel.panel} ${styles.dialog}`} aria-describedby={undefined}>
          <Dialog.Title className={panel.title}>{t("identity.title")}</Dialog.Title>
          {data ? (
            <>
              <StatusLine verification={data.verification} />
              {isCheckOffered && auto ? <IdentityCheckButton isTest={auto.isTest} /> : null}
              {isVerified ? null : <UploadDocumentForm />}
              <DocumentList documents={data.documents} />
            </>
          ) : (
            <p className={panel.text}>{t("identity.loading")}</p>
          )}
          <div className={panel.actions}>
            <Dialog.Close className={styles.close}>{t("identity.close")}</Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
