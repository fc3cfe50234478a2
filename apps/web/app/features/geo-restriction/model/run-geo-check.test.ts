import type { GeoVerdict } from "@casino/contracts";
import { describe, expect, it, vi } from "vitest";
import { type GeoCheckDeps, geoblockUrl, runGeoCheck } from "./run-geo-check";

const open: GeoVerdict = { access: true, jurisdiction: null, jurisdictionName: null, reason: null };

/** A browser and server that let everything through, with each call recorded. */
function deps(overrides: Partial<GeoCheckDeps> = {}): GeoCheckDeps {
  return {
    isPlayer: true,
    checkIp: vi.fn(async () => open),
    isGeolocationRequired: vi.fn(async () => true),
    queryPermission: vi.fn(async () => "granted" as const),
    hasGeolocation: () => true,
    getPosition: vi.fn(async () => ({ latitude: 30.27, longitude: -97.74 })),
    checkPosition: vi.fn(async () => open),
    reportBlock: vi.fn(async () => undefined),
    goTo: vi.fn(),
    isCancelled: () => false,
    ...overrides,
  };
}

describe("running the geo check", () => {
  it("leaves an allowed player where they are and reports nothing", async () => {
    const d = deps();
    expect(await runGeoCheck(d)).toEqual({ step: "allowed" });
    expect(d.checkPosition).toHaveBeenCalledWith({ latitude: 30.27, longitude: -97.74 });
    expect(d.reportBlock).not.toHaveBeenCalled();
    expect(d.goTo).not.toHaveBeenCalled();
  });

  it("asks a guest nothing after the IP check", async () => {
    const d = deps({ isPlayer: false });
    await runGeoCheck(d);
    expect(d.isGeolocationRequired).not.toHaveBeenCalled();
    expect(d.getPosition).not.toHaveBeenCalled();
  });

  it("reports a denied permission and sends the player to the geoblock page with the reason", async () => {
    const d = deps({ queryPermission: async () => "denied" });
    await runGeoCheck(d);
    expect(d.getPosition).not.toHaveBeenCalled();
    expect(d.reportBlock).toHaveBeenCalledWith({ reason: "permission_denied", permission: "denied" });
    expect(d.goTo).toHaveBeenCalledWith("/geoblock/?reason=permission_denied");
  });

  it("reports a refused prompt and a timeout with the browser's words", async () => {
    for (const [code, reason] of [
      [1, "permission_denied"],
      [3, "timeout"],
    ] as const) {
      const d = deps({ getPosition: () => Promise.reject({ code, message: "nope" }) });
      await runGeoCheck(d);
      expect(d.reportBlock).toHaveBeenCalledWith(expect.objectContaining({ reason, message: "nope" }));
      expect(d.goTo).toHaveBeenCalledWith(`/geoblock/?reason=${reason}`);
    }
  });

  it("still goes to the position when the Permissions API cannot tell", async () => {
    const d = deps({ queryPermission: () => Promise.reject(new TypeError("unsupported name")) });
    expect(await runGeoCheck(d)).toEqual({ step: "allowed" });
    expect(d.getPosition).toHaveBeenCalled();
  });

  it("treats a browser without geolocation as not supported", async () => {
    const d = deps({ hasGeolocation: () => false });
    await runGeoCheck(d);
    expect(d.goTo).toHaveBeenCalledWith("/geoblock/?reason=not_supported");
  });

  it("sends the visitor away on an API error even when the report fails too", async () => {
    const d = deps({
      checkIp: () => Promise.reject(new Error("HTTP 503")),
      reportBlock: () => Promise.reject(new Error("down")),
    });
    await runGeoCheck(d);
    expect(d.goTo).toHaveBeenCalledWith("/geoblock/?reason=api_error");
  });

  it("names the closed region in the geoblock address", async () => {
    const d = deps({
      checkPosition: async () => ({
        access: false,
        jurisdiction: "US-WA",
        jurisdictionName: "Washington",
        reason: "blocked_region",
      }),
    });
    await runGeoCheck(d);
    expect(d.goTo).toHaveBeenCalledWith("/geoblock/?reason=blocked_region&place=Washington");
    expect(geoblockUrl({ reason: "blocked_region", place: "New York" })).toBe(
      "/geoblock/?reason=blocked_region&place=New+York",
    );
  });

  it("does nothing more once the page no longer wants the answer", async () => {
    let isCancelled = false;
    const d = deps({
      checkIp: async () => {
        isCancelled = true;
        return { ...open, access: false, reason: "blocked_region" };
      },
      isCancelled: () => isCancelled,
    });
    await runGeoCheck(d);
    expect(d.reportBlock).not.toHaveBeenCalled();
    expect(d.goTo).not.toHaveBeenCalled();
  });
});
