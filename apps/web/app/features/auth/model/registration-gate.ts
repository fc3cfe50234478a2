import type { AppInit, BrandFlags } from "@casino/contracts";

/** Pages a player with an unfinished registration may still open: the form itself and what it links to. */
const OPEN_PATHS = [
  /^\/registration-complete\/?$/,
  /^\/page\//,
  /^\/dev\/mailbox\/?$/,
  /^\/signin\/?$/,
  /^\/signup\/?$/,
  /^\/reset\/?$/,
];

/**
 * Spec §5: while `Registration.complete` is false the step is forced. Answers how: `page` (brands with
 * `hasRegCompletePage` send the player to `/registration-complete/`), `modal`, or null when nothing is due
 * on this path.
 */
export function registrationStep(
  appInit: AppInit | undefined,
  flags: Pick<BrandFlags, "hasRegCompletePage">,
  pathname: string,
): "page" | "modal" | null {
  if (!appInit || appInit.isGuest || appInit.Registration.complete) return null;
  if (OPEN_PATHS.some((path) => path.test(pathname))) return null;
  return flags.hasRegCompletePage ? "page" : "modal";
}
