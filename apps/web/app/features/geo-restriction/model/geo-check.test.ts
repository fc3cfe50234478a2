import type { GeoVerdict } from "@casino/contracts";
import { describe, expect, it } from "vitest";
import {
  GEO_CHECK_START,
  type GeoCheckEvent,
  type GeoCheckState,
  nextGeoCheckState,
  POSITION_ERROR,
} from "./geo-check";

const open: GeoVerdict = { access: true, jurisdiction: "US-TX", jurisdictionName: "Texas", reason: null };
const closed: GeoVerdict = {
  access: false,
  jurisdiction: "US-WA",
  jurisdictionName: "Washington",
  reason: "blocked_region",
};

/** Plays events from the start for a player (or a guest) and answers where they led. */
const play = (events: GeoCheckEvent[], isPlayer = true) =>
  events.reduce<GeoCheckState>((state, event) => nextGeoCheckState(state, event, isPlayer), GEO_CHECK_START);

const toLocating: GeoCheckEvent[] = [
  { type: "ip_checked", verdict: open },
  { type: "info_loaded", isGeolocationRequired: true },
  { type: "permission_known", permission: "prompt" },
];

describe("the geo check", () => {
  it("lets a guest in after the IP check alone", () => {
    expect(play([{ type: "ip_checked", verdict: open }], false)).toEqual({ step: "allowed" });
  });

  it("blocks anyone whose IP is in a closed region, naming it", () => {
    expect(play([{ type: "ip_checked", verdict: closed }], false)).toEqual({
      step: "blocked",
      block: { reason: "blocked_region", place: "Washington" },
    });
  });

  it("lets a player in after the IP check when their restrictions do not ask for the location", () => {
    expect(
      play([
        { type: "ip_checked", verdict: open },
        { type: "info_loaded", isGeolocationRequired: false },
      ]),
    ).toEqual({ step: "allowed" });
  });

  it("asks the browser for the permission, then the position, when the location is required", () => {
    const asking = play(toLocating.slice(0, 2));
    expect(asking).toEqual({ step: "asking_permission" });
    expect(play(toLocating)).toEqual({ step: "locating", permission: "prompt" });
  });

  for (const permission of ["granted", "prompt", null] as const) {
    it(`checks the position found with the permission ${permission ?? "unknown"}`, () => {
      const found = play([
        ...toLocating.slice(0, 2),
        { type: "permission_known", permission },
        { type: "position_found", latitude: 30.27, longitude: -97.74 },
      ]);
      expect(found).toEqual({ step: "checking_position", permission });
      expect(nextGeoCheckState(found, { type: "position_checked", verdict: open }, true)).toEqual({
        step: "allowed",
      });
    });
  }

  it("blocks a position in a closed region, naming it", () => {
    expect(
      play([
        ...toLocating,
        { type: "position_found", latitude: 47.61, longitude: -122.33 },
        { type: "position_checked", verdict: closed },
      ]),
    ).toEqual({
      step: "blocked",
      block: { reason: "blocked_region", permission: "prompt", place: "Washington" },
    });
  });

  it("blocks at once when the permission is denied, without asking for the position", () => {
    expect(play([...toLocating.slice(0, 2), { type: "permission_known", permission: "denied" }])).toEqual({
      step: "blocked",
      block: { reason: "permission_denied", permission: "denied" },
    });
  });

  it("blocks a browser without geolocation as not supported", () => {
    expect(play([...toLocating.slice(0, 2), { type: "geolocation_unsupported" }])).toEqual({
      step: "blocked",
      block: { reason: "not_supported" },
    });
  });

  const failures = [
    [POSITION_ERROR.PERMISSION_DENIED, "permission_denied", "denied"],
    [POSITION_ERROR.POSITION_UNAVAILABLE, "position_unavailable", "prompt"],
    [POSITION_ERROR.TIMEOUT, "timeout", "prompt"],
  ] as const;
  for (const [code, reason, permission] of failures) {
    it(`blocks a failed position lookup (code ${code}) as ${reason}`, () => {
      expect(play([...toLocating, { type: "position_failed", code, message: "browser says" }])).toEqual({
        step: "blocked",
        block: { reason, permission, message: "browser says" },
      });
    });
  }

  it("blocks on an API error at any step", () => {
    const apiError: GeoCheckEvent = { type: "api_failed", message: "HTTP 503" };
    const blocked = { step: "blocked", block: { reason: "api_error", message: "HTTP 503" } };
    expect(play([apiError])).toEqual(blocked);
    expect(play([toLocating[0] as GeoCheckEvent, apiError])).toEqual(blocked);
    expect(play([...toLocating, { type: "position_found", latitude: 1, longitude: 2 }, apiError])).toEqual(
      blocked,
    );
  });

  it("ignores events that do not belong to the step, and anything after the end", () => {
    expect(play([{ type: "position_checked", verdict: closed }])).toEqual(GEO_CHECK_START);
    expect(
      play(
        [
          { type: "ip_checked", verdict: open },
          { type: "ip_checked", verdict: closed },
        ],
        false,
      ),
    ).toEqual({
      step: "allowed",
    });
  });
});
