import { Page } from "@casino/ui";
import { Navigate, useNavigate } from "react-router";
import { useTranslation } from "../../../lib/i18n";
import { playerHomePath, useSession } from "../../../lib/session";
import styles from "./auth.module.css";
import { RegistrationCompleteForm } from "./registration-complete-form";

/** `/registration-complete/`: the page form of brands with `hasRegCompletePage` (nlc, stormrush). */
export function RegistrationCompletePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { brand, player, isGuest, appInit } = useSession();
  if (appInit && isGuest) return <Navigate to="/signin/" replace />;
  if (player?.Registration.complete) return <Navigate to={playerHomePath(brand)} replace />;
  return (
    <Page title={t("auth.registrationComplete.title")}>
      <p className={styles.lead}>{t("auth.registrationComplete.lead")}</p>
      <RegistrationCompleteForm onDone={() => navigate(playerHomePath(brand), { replace: true })} />
    </Page>
  );
}
