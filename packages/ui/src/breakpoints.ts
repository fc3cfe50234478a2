/**
 * Spec §9 breakpoints in px, mobile first: a layout changes at `min-width: <value>px`.
 * CSS Modules write the same numbers in their @media rules (see theme/tokens.css for why).
 */
export const BREAKPOINTS = {
  xs: 320,
  sm: 576,
  md: 768,
  lg: 1024,
  xl: 1280,
  xxl: 1400,
  xxxl: 1536,
} as const;

export type Breakpoint = keyof typeof BREAKPOINTS;

/** The media query that matches from this breakpoint up, for `matchMedia`. */
export function mediaUp(breakpoint: Breakpoint): string {
  return `(min-width: ${BREAKPOINTS[breakpoint]}px)`;
}

/** Below this width the shell shows the bottom bar and the menu drawer instead of the sidebar. */
export const DESKTOP_SHELL_BREAKPOINT: Breakpoint = "lg";
