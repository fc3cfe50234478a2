/**
 * The product's vocabulary (issue #9, decision 015): a feature is named by its folder under
 * `apps/server/src/features/`, and contracts, domain, web, back office and e2e use that same kebab-case name. Each layer
 * may also hold a few names that are not features; they are listed here, with why, so a new name is a
 * deliberate choice and not a drift.
 */
export const NOT_FEATURES = {
  /** Shared building blocks of every contract. */
  contracts: [
    "brands",
    "captcha",
    "content-fields", // fields the back office's content endpoints of several features share
    "endpoint",
    "errors",
    "index",
    "locales",
    "money",
    "push", // the push channel's frames and events (platform/push on the server, lib/push on the web)
    "ssr-context",
    "text",
    "transport",
  ],
  /** The injected clock, and the spec's URL rules that server and web both apply (decision 002). */
  domain: ["clock", "index", "url-rules"],
  /** UI-only parts with no server side of their own. */
  web: [
    "cookie-consent", // the consent banner and its cookie (spec §9)
    "game-modal", // the frame that holds any provider's game
    "referral", // keeps a referral link's code until sign-up
    "search", // the games search over the catalogue the client holds
    "shell", // header, menus, tap bar, footer, toasts
  ],
  /**
   * Back-office features (`apps/backoffice/src/features/<x>`, decision 033) take the server feature's name
   * like the web's; the shell and plumbing live outside `features/`, so nothing is listed yet.
   */
  backoffice: [],
  /** End-to-end areas that cross features, and the specs' shared support. */
  e2e: [
    "a11y",
    "content",
    "cookie-consent",
    "game-modal",
    "i18n",
    "not-found",
    "shell",
    "support",
    "url-rules",
  ],
} as const;

export type Layer = keyof typeof NOT_FEATURES;
