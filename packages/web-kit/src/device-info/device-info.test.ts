import { describe, expect, it } from "vitest";
import { type DeviceInfo, detectDevice } from "./device-info";

const UA = {
  iphoneSafari:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1",
  iphoneChrome:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/124.0.6367.88 Mobile/15E148 Safari/604.1",
  ipadSafari:
    "Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1",
  androidChromePhone:
    "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.6367.82 Mobile Safari/537.36",
  androidChromeTablet:
    "Mozilla/5.0 (Linux; Android 13; SM-X200) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36",
  samsungInternet:
    "Mozilla/5.0 (Linux; Android 14; SAMSUNG SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/24.0 Chrome/117.0.0.0 Mobile Safari/537.36",
  windowsEdge:
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36 Edg/124.0.2478.67",
  windowsChrome:
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36",
  windowsOpera:
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36 OPR/110.0.0.0",
  macFirefox: "Mozilla/5.0 (Macintosh; Intel Mac OS X 14.4; rv:125.0) Gecko/20100101 Firefox/125.0",
  macSafari:
    "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15",
  facebookInApp:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [FBAN/FBIOS;FBAV/460.0.0.38.108;]",
  googlebot: "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
  googlebotSmartphone:
    "Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.6367.82 Mobile Safari/537.36 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
};

const noFlags: DeviceInfo = {
  isMobile: false,
  isTablet: false,
  isDesktop: false,
  isIos: false,
  isAndroid: false,
  isWindows: false,
  isMacOs: false,
  browser: "other",
  isCrawler: false,
};

describe("device detection", () => {
  it("an iPhone on Safari is an iOS phone", () => {
    expect(detectDevice(UA.iphoneSafari)).toEqual({
      ...noFlags,
      isMobile: true,
      isIos: true,
      browser: "safari",
    });
  });

  it("an iPad is an iOS tablet, not a phone", () => {
    expect(detectDevice(UA.ipadSafari)).toEqual({
      ...noFlags,
      isTablet: true,
      isIos: true,
      browser: "safari",
    });
  });

  it("Chrome on an Android phone is an Android phone", () => {
    expect(detectDevice(UA.androidChromePhone)).toEqual({
      ...noFlags,
      isMobile: true,
      isAndroid: true,
      browser: "chrome",
    });
  });

  it("Chrome on an Android tablet is a tablet", () => {
    expect(detectDevice(UA.androidChromeTablet)).toEqual({
      ...noFlags,
      isTablet: true,
      isAndroid: true,
      browser: "chrome",
    });
  });

  it("Edge on Windows is a Windows desktop with the Edge family, not Chrome", () => {
    expect(detectDevice(UA.windowsEdge)).toEqual({
      ...noFlags,
      isDesktop: true,
      isWindows: true,
      browser: "edge",
    });
  });

  it("Firefox on a Mac is a macOS desktop", () => {
    expect(detectDevice(UA.macFirefox)).toEqual({
      ...noFlags,
      isDesktop: true,
      isMacOs: true,
      browser: "firefox",
    });
  });

  it("Googlebot is a crawler", () => {
    expect(detectDevice(UA.googlebot)).toMatchObject({ isCrawler: true, isDesktop: true, browser: "other" });
  });

  it("Googlebot's smartphone crawler is both a crawler and a phone", () => {
    expect(detectDevice(UA.googlebotSmartphone)).toMatchObject({ isCrawler: true, isMobile: true });
  });

  it("real browsers are not crawlers", () => {
    for (const ua of [UA.iphoneSafari, UA.androidChromePhone, UA.windowsEdge, UA.macFirefox]) {
      expect(detectDevice(ua).isCrawler).toBe(false);
    }
  });

  it.each([
    [UA.iphoneChrome, "chrome"],
    [UA.samsungInternet, "samsung"],
    [UA.windowsChrome, "chrome"],
    [UA.windowsOpera, "opera"],
    [UA.macSafari, "safari"],
    [UA.facebookInApp, "other"],
  ] as const)("names the browser family of %s as %s", (ua, family) => {
    expect(detectDevice(ua).browser).toBe(family);
  });

  it("an empty User-Agent counts as a desktop with an unknown browser", () => {
    expect(detectDevice("")).toEqual({ ...noFlags, isDesktop: true });
  });

  it("exactly one of phone, tablet and desktop is set", () => {
    for (const ua of [...Object.values(UA), "", "curl/8.5.0", "garbage ¯\\_(ツ)_/¯"]) {
      const { isMobile, isTablet, isDesktop } = detectDevice(ua);
      expect([isMobile, isTablet, isDesktop].filter(Boolean)).toHaveLength(1);
    }
  });
});
