import { useLocation } from "react-router";
import { useTranslation } from "../../../lib/i18n";
import { AppLink } from "../../../lib/prefetch";
import { carriedSearch, withSearch } from "../model/auth-query";
import styles from "./auth.module.css";

/** "No account yet? Sign up" under sign-in and the reverse under sign-up, keeping the query (spec §2). */
export function AuthSwitch({ to }: { to: "signin" | "signup" }) {
  const { t } = useTranslation();
  const { search } = useLocation();
  return (
    <p className={styles.switch}>
      {t(to === "signup" ? "auth.switch.toSignUp" : "auth.switch.toSignIn")}{" "}
      <AppLink to={withSearch(`/${to}/`, carriedSearch(search))}>
        {t(to === "signup" ? "auth.signUp.submit" : "auth.signIn.submit")}
      </AppLink>
    </p>
  );
}
