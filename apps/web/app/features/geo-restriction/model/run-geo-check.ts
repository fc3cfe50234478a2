import type { GeolocationPermission, GeoVerdict } from "@casino/contracts";
import {
  GEO_CHECK_START,
  type GeoBlock,
  type GeoCheckEvent,
  type GeoCheckState,
  isSettled,
  nextGeoCheckState,
} from "./geo-check";

type Position = { latitude: number; longitude: number };

/** A failed `getCurrentPosition`, as the browser reports it (`GeolocationPositionError`). */
export interface PositionFailure {
  code: number;
  message: string;
}

/** What the geo check asks of the server and the browser; tests pass their own. */
export interface GeoCheckDeps {
  isPlayer: boolean;
  checkIp(): Promise<GeoVerdict>;
  isGeolocationRequired(): Promise<boolean>;
  /** The Permissions API's state for geolocation; null when the browser cannot tell. */
  queryPermission(): Promise<GeolocationPermission | null>;
  hasGeolocation(): boolean;
  /** Resolves with the position or rejects with a {@link PositionFailure}. */
  getPosition(): Promise<Position>;
  checkPosition(position: Position): Promise<GeoVerdict>;
  reportBlock(block: GeoBlock): Promise<void>;
  goTo(url: string): void;
  /** True once the page no longer wants the answer (the player signed out meanwhile). */
  isCancelled(): boolean;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 300);

const isPositionFailure = (error: unknown): error is PositionFailure =>
  typeof error === "object" && error !== null && typeof (error as PositionFailure).code === "number";

/** Asks what the current step needs and answers with the event it produced. */
async function eventOf(
  state: GeoCheckState,
  deps: GeoCheckDeps,
  found: Position | null,
): Promise<GeoCheckEvent> {
  try {
    switch (state.step) {
      case "checking_ip":
        return { type: "ip_checked", verdict: await deps.checkIp() };
      case "loading_info":
        return { type: "info_loaded", isGeolocationRequired: await deps.isGeolocationRequired() };
      case "asking_permission":
        if (!deps.hasGeolocation()) return { type: "geolocation_unsupported" };
        return { type: "permission_known", permission: await deps.queryPermission().catch(() => null) };
      case "locating":
        try {
          return { type: "position_found", ...(await deps.getPosition()) };
        } catch (error) {
          if (isPositionFailure(error)) return { type: "position_failed", ...error };
          return { type: "geolocation_unsupported" };
        }
      case "checking_position":
        if (!found) throw new Error("no position to check");
        return { type: "position_checked", verdict: await deps.checkPosition(found) };
      default:
        throw new Error(`no step after ${state.step}`);
    }
  } catch (error) {
    return { type: "api_failed", message: messageOf(error) };
  }
}

/** `/geoblock/?reason=…` and, when known, the place: the page explains the one and names the other. */
export function geoblockUrl(block: GeoBlock): string {
  const query = new URLSearchParams({ reason: block.reason });
  if (block.place) query.set("place", block.place);
  return `/geoblock/?${query}`;
}

/**
 * Runs the check to its end. A block is reported to the server (a failed report still sends the visitor
 * away: the page must not stay usable) and the visitor goes to /geoblock/.
 */
export async function runGeoCheck(deps: GeoCheckDeps): Promise<GeoCheckState> {
  let state = GEO_CHECK_START;
  let found: Position | null = null;
  while (!isSettled(state)) {
    if (deps.isCancelled()) return state;
    const event = await eventOf(state, deps, found);
    if (event.type === "position_found") found = { latitude: event.latitude, longitude: event.longitude };
    state = nextGeoCheckState(state, event, deps.isPlayer);
  }
  if (state.step === "blocked" && !deps.isCancelled()) {
    await deps.reportBlock(state.block).catch(() => undefined);
    deps.goTo(geoblockUrl(state.block));
  }
  return state;
}
