import * as Dialog from "@radix-ui/react-dialog";
import { useTranslation } from "../../../lib/i18n";
import styles from "./auth.module.css";
import { RegistrationCompleteForm } from "./registration-complete-form";

/** The protected registration-complete modal (no backdrop or Escape close), loaded when it is needed. */
export default function RegistrationGateDialog() {
  const { t } = useTranslation();
  return (
    <Dialog.Root open>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content
          className={styles.modal}
          onEscapeKeyDown={(event) => event.preventDefault()}
          onPointerDownOutside={(event) => event.preventDefault()}
          onInteractOutside={(event) => event.preventDefault()}
        >
          <div className={styles.page}>
            <Dialog.Title className={styles.title}>{t("auth.registrationComplete.title")}</Dialog.Title>
            <Dialog.Description className={styles.lead}>
              {t("auth.registrationComplete.lead")}
            </Dialog.Description>
            <RegistrationCompleteForm />
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
