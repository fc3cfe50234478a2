import { isbot } from "isbot";
import { UAParser } from "ua-parser-js";

/** Browser families the UI distinguishes; everything else is "other". */
export type BrowserFamily = "chrome" | "safari" | "firefox" | "edge" | "samsung" | "opera" | "other";

/** What the client knows about the visitor's device (spec §3 "Device info"). */
export interface DeviceInfo {
  isMobile: boolean;
  isTablet: boolean;
  /** Neither a phone nor a tablet: desktops, and anything unrecognised (empty UA, TVs, consoles). */
  isDesktop: boolean;
  isIos: boolean;
  isAndroid: boolean;
  isWindows: boolean;
  isMacOs: boolean;
  browser: BrowserFamily;
  isCrawler: boolean;
}

// Checked in order: Edge, Opera and Samsung Internet are Chromium-based and say "Chrome" too,
// but ua-parser-js names them first, so an exact family match wins before the generic ones.
const FAMILY_BY_NAME: ReadonlyArray<readonly [RegExp, BrowserFamily]> = [
  [/^edge/i, "edge"],
  [/^samsung/i, "samsung"],
  [/^opera/i, "opera"],
  [/^(mobile )?firefox/i, "firefox"],
  [/^(mobile )?safari/i, "safari"],
  [/^(mobile )?chrom(e|ium)/i, "chrome"],
];

function browserFamily(name: string | undefined): BrowserFamily {
  if (!name) return "other";
  return FAMILY_BY_NAME.find(([pattern]) => pattern.test(name))?.[1] ?? "other";
}

/**
 * Reads device, OS, browser family and crawler flags from a User-Agent string.
 * An iPad in "desktop site" mode sends a macOS UA and is reported as a macOS desktop: the UA cannot tell.
 */
export function detectDevice(userAgent: string): DeviceInfo {
  const { device, os, browser } = UAParser(userAgent);
  const isMobile = device.type === "mobile";
  const isTablet = device.type === "tablet";
  return {
    isMobile,
    isTablet,
    isDesktop: !isMobile && !isTablet,
    isIos: os.name === "iOS",
    isAndroid: os.name === "Android",
    isWindows: os.name === "Windows",
    isMacOs: os.name === "Mac OS" || os.name === "macOS",
    browser: browserFamily(browser.name),
    isCrawler: isbot(userAgent),
  };
}
