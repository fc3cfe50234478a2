import { type ButtonSize, buttonClassName } from "@casino/ui";
import { useLocation } from "react-router";
import { useTranslation } from "../../../lib/i18n";
import { AppLink } from "../../../lib/prefetch";

/** Sign In and Sign Up for guests; both keep the current query string (spec §2). */
export function AuthButtons({ className, size = "sm" }: { className?: string; size?: ButtonSize }) {
  const { t } = useTranslation();
  const { search } = useLocation();
  return (
    <div className={className}>
      <AppLink to={`/signin/${search}`} className={buttonClassName({ variant: "secondary", size })}>
        {t("shell.auth.signIn")}
      </AppLink>
      <AppLink to={`/signup/${search}`} className={buttonClassName({ variant: "primary", size })}>
        {t("shell.auth.signUp")}
      </AppLink>
    </div>
  );
}
