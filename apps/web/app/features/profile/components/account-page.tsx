import { cardClassNames, Section } from "@casino/ui";
import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { browserApi } from "../../../lib/api";
import { useTranslation } from "../../../lib/i18n";
import { useIsGuest } from "../../../lib/session";
import { profileStage } from "../model/profile-stage";
import { profilePageQuery } from "../profile-query";
import styles from "./account.module.css";
import { ProfileForm } from "./profile-form";

/** Where the profile form starts, for links from other sections (a reward's "fill in your profile"). */
export const PROFILE_FORM_ANCHOR = "profile";

/**
 * `/account`: the profile form of the current stage. The route composes the sections of other features:
 * `rewards` above the profile, `children` (security) below it.
 */
export function AccountPage({ rewards, children }: { rewards?: ReactNode; children?: ReactNode }) {
  const { t } = useTranslation();
  const isGuest = useIsGuest();
  // Once signed out the page is about to go: it does not ask for a profile the server would refuse.
  const { data } = useQuery({ ...profilePageQuery(browserApi), enabled: !isGuest });
  if (!data) return null;
  const { profile } = data;
  const stage = profileStage(profile);
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t("account.title")}</h1>
      <p className={styles.email}>
        {t("account.email", { email: profile.email })}{" "}
        <span className={styles.badge} data-confirmed={profile.emailConfirmed}>
          {profile.emailConfirmed ? t("account.emailConfirmed") : t("account.emailUnconfirmed")}
        </span>
      </p>
      {rewards ? <div className={`${cardClassNames.card} ${styles.optional}`}>{rewards}</div> : null}
      <Section
        id={PROFILE_FORM_ANCHOR}
        title={stage.kind === "easy" ? t("account.profile.easyTitle") : t("account.profile.fullTitle")}
        className={cardClassNames.card}
        titleClassName={cardClassNames.title}
      >
        <p className={styles.muted}>
          {stage.kind === "easy"
            ? t("account.profile.easyLead")
            : profile.profileCompleted
              ? t("account.profile.completeLead")
              : t("account.profile.fullLead")}
        </p>
        {stage.kind === "full" && stage.missing.length > 0 ? (
          <div className={styles.missing}>
            <h3 className={styles.missingTitle} id="missing-title">
              {t("account.profile.missingTitle")}
            </h3>
            <ul aria-labelledby="missing-title">
              {stage.missing.map((field) => (
                <li key={field}>{t(`profile.field.${field}`)}</li>
              ))}
            </ul>
          </div>
        ) : null}
        {/* A new stage is a new form: its fields start from the saved profile. */}
        <ProfileForm key={stage.kind} profile={profile} fields={stage.fields} />
      </Section>
      {children}
    </div>
  );
}
