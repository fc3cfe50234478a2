import { useQuery } from "@tanstack/react-query";
import { CookieConsent } from "../features/cookie-consent";
import { browserApi } from "../lib/api";
import { TRANSLATIONS_UNAVAILABLE } from "../lib/i18n";
import { StartupPrefetch } from "../lib/prefetch";
import { queries } from "../lib/query";
import { dictionaryOf, useViewer } from "../lib/session";
import { AppToaster } from "../lib/toasts";
import { AfterHydration } from "./after-hydration";
import styles from "./root-chrome.module.css";
import type { RootData } from "./root-data.server";

/**
 * App-wide pieces around every page: toasts, cookie consent, startup prefetch, and what loads after hydration
 * (build check, live updates, referral capture, the email confirmation link, web push: after-hydration.tsx).
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
      <AfterHydration />
      <CookieConsent initial={data.cookieConsent} />
      {staticInfo && <StartupPrefetch paths={staticInfo.tapBar.map((item) => item.url)} />}
    </>
  );
}
