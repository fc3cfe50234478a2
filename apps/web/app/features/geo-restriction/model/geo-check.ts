import type { GeoBlockReason, GeolocationPermission, GeoVerdict } from "@casino/contracts";

/**
 * The geo check of spec §4 as a pure state machine: the IP check for every visitor, then, for a signed-in
 * player whose restrictions ask for it, the browser's permission (granted, prompt, denied), its position
 * and the position check. Every failure of spec §8 ends in `blocked` with its reason; the runner
 * (run-geo-check.ts) reports it and sends the visitor to /geoblock/.
 */
export type GeoCheckState =
  | { step: "checking_ip" }
  | { step: "loading_info" }
  | { step: "asking_permission" }
  | { step: "locating"; permission: GeolocationPermission | null }
  | { step: "checking_position"; permission: GeolocationPermission | null }
  | { step: "allowed" }
  | { step: "blocked"; block: GeoBlock };

/** Why and where the visitor was blocked: what the block endpoint and the geoblock page are told. */
export interface GeoBlock {
  reason: GeoBlockReason;
  permission?: GeolocationPermission;
  /** The browser's or the server's words, for operators. */
  message?: string;
  /** The jurisdiction's name when a check placed the visitor in a closed one. */
  place?: string;
}

/** The browser's `GeolocationPositionError.code`s. */
export const POSITION_ERROR = { PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3 } as const;

export type GeoCheckEvent =
  | { type: "ip_checked"; verdict: GeoVerdict }
  | { type: "info_loaded"; isGeolocationRequired: boolean }
  /** The Permissions API's answer; null when the browser has no Permissions API for geolocation. */
  | { type: "permission_known"; permission: GeolocationPermission | null }
  | { type: "geolocation_unsupported" }
  | { type: "position_found"; latitude: number; longitude: number }
  | { type: "position_failed"; code: number; message: string }
  | { type: "position_checked"; verdict: GeoVerdict }
  | { type: "api_failed"; message: string };

export const GEO_CHECK_START: GeoCheckState = { step: "checking_ip" };

const blocked = (block: GeoBlock): GeoCheckState => ({ step: "blocked", block });

const refused = (verdict: GeoVerdict, permission?: GeolocationPermission): GeoCheckState =>
  blocked({
    reason: verdict.reason ?? "blocked_region",
    ...(permission ? { permission } : {}),
    ...(verdict.jurisdictionName ? { place: verdict.jurisdictionName } : {}),
  });

const POSITION_FAILURES: Record<number, GeoBlockReason> = {
  [POSITION_ERROR.PERMISSION_DENIED]: "permission_denied",
  [POSITION_ERROR.POSITION_UNAVAILABLE]: "position_unavailable",
  [POSITION_ERROR.TIMEOUT]: "timeout",
};

/** Whether the check is over: nothing more to ask the browser or the server. */
export const isSettled = (state: GeoCheckState) => state.step === "allowed" || state.step === "blocked";

/**
 * The next state. `isPlayer`: a signed-in player (guests stop after the IP check). An event that does not
 * belong to the current step leaves the state as it is.
 */
export function nextGeoCheckState(
  state: GeoCheckState,
  event: GeoCheckEvent,
  isPlayer: boolean,
): GeoCheckState {
  if (isSettled(state)) return state;
  if (event.type === "api_failed") return blocked({ reason: "api_error", message: event.message });
  switch (state.step) {
    case "checking_ip":
      if (event.type !== "ip_checked") return state;
      if (!event.verdict.access) return refused(event.verdict);
      return isPlayer ? { step: "loading_info" } : { step: "allowed" };
    case "loading_info":
      if (event.type !== "info_loaded") return state;
      return event.isGeolocationRequired ? { step: "asking_permission" } : { step: "allowed" };
    case "asking_permission":
      if (event.type === "geolocation_unsupported") return blocked({ reason: "not_supported" });
      if (event.type !== "permission_known") return state;
      if (event.permission === "denied")
        return blocked({ reason: "permission_denied", permission: "denied" });
      return { step: "locating", permission: event.permission };
    case "locating": {
      const permission = state.permission ?? undefined;
      if (event.type === "geolocation_unsupported") return blocked({ reason: "not_supported", permission });
      if (event.type === "position_failed") {
        const reason = POSITION_FAILURES[event.code] ?? "position_unavailable";
        return blocked({
          reason,
          // A prompt refused now is a denied permission, whatever the Permissions API said before.
          ...(reason === "permission_denied" ? { permission: "denied" } : permission ? { permission } : {}),
          message: event.message,
        });
      }
      if (event.type !== "position_found") return state;
      return { step: "checking_position", permission: state.permission };
    }
    case "checking_position":
      if (event.type !== "position_checked") return state;
      return event.verdict.access
        ? { step: "allowed" }
        : refused(event.verdict, state.permission ?? undefined);
  }
}
