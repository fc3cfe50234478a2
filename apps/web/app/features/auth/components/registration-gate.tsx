import * as Dialog from "@radix-ui/react-dialog";
import { useTranslation } from "react-i18next";
import { Navigate, useLocation } from "react-router";
import { useSession } from "../../../lib/session";
import { registrationStep } from "../model/registration-gate";
import styles from "./auth.module.css";
import { RegistrationCompleteForm } from "./registration-complete-form";

/**
 * Spec §5: while `Registration.complete` is false the registration-complete step is forced: brands with
 * the page send the player there, the others show a protected modal (no backdrop or Escape close).
 */
export function RegistrationGate() {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const { brand, appInit } = useSession();
  const step = registrationStep(appInit, brand.flags, pathname);
  if (step === null) return null;
  if (step === "page") return <Navigate to={`/registration-complete/${search}`} replace />;
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
