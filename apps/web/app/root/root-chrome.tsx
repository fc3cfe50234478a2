import { useQuery } from "@tanstack/react-query";
import { EmailConfirmation } from "../features/auth";
import { BuildCheck } from "../features/builds";
import { CookieConsent } from "../features/cookie-consent";
import { ReferralCapture } from "../features/referral";
import { browserApi } from "../lib/api";
import { TRANSLATIONS_UNAVAILABLE } from "../lib/i18n";
import { StartupPrefetch } from "../lib/prefetch";
import { queries } from "../lib/query";
import { dictionaryOf, useViewer } from "../lib/session";
import { AppToaster } from "../lib/toasts";
import { PlayerLive } from "./player-live";
import styles from "./root-chrome.module.css";
import type { RootData } from "./root-data.server";

/**
 * App-wide pieces around every page: toasts, build check, live balances, cookie consent, startup prefetch,
 * referral capture and the email confirmation link (both work on any page).
 */
export function RootChrome({ data }: { data: RootData }) {
  const viewer = useViewer();
  const staticInfo = useQuery({
    ...queries.staticInfo(browserApi, data.locale, viewer?.isGuest ?? true),
    enabled: viewer !== undefined,
  }).data;
  return (
    <>
      {dictionaryOf(data) === null && (
        <p role="alert" className={styles.translationsMissing} lang="en">
          {TRANSLATIONS_UNAVAILABLE}
        </p>
      )}
      <AppToaster />
      <BuildCheck />
      <PlayerLive />
      <CookieConsent initial={data.cookieConsent} />
      <ReferralCapture />
      <EmailConfirmation />
      {staticInfo && <StartupPrefetch paths={staticInfo.tapBar.map((item) => item.url)} />}
    </>
  );
}
