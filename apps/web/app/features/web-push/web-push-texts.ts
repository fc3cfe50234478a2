/**
 * What web push says, in one place. The two warnings and the retry error are the spec's own words (§4),
 * logged and shown as they are; the prompt's copy is English until it joins the translation dictionaries.
 */
export const WEB_PUSH_TEXTS = {
  unsupported: "Push notifications are not supported in this browser!",
  notGranted: "Permission to receive notifications was not granted!",
  enabled: "Notifications are on. We will tell you about rewards and promotions.",
  failed: "We could not turn on notifications. Please try again later.",
  promptTitle: "Get notified",
  promptBody: "Hear about new rewards and promotions, even while the site is closed.",
  enable: "Enable",
  enabling: "Enabling…",
  notNow: "Not now",
} as const;

/** Spec §4: how many times the browser is asked for a subscription, and how far apart. */
export const SUBSCRIBE_ATTEMPTS = 5;
export const SUBSCRIBE_RETRY_MS = 1000;
/** An attempt the browser leaves unanswered this long has failed. */
export const SUBSCRIBE_ATTEMPT_TIMEOUT_MS = 10_000;
export const maxRetriesMessage = (attempts: number) => `Exceeded maximum retries (${attempts})`;
