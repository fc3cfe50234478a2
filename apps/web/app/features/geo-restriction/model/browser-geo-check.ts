import type { GeolocationPermission } from "@casino/contracts";
import {
  restrictionBlockRoute,
  restrictionGeoCheckRoute,
  restrictionInfoRoute,
  restrictionIpCheckRoute,
} from "@casino/contracts/client";
import { browserApi } from "../../../lib/api";
import type { GeoCheckDeps } from "./run-geo-check";

/** How long the browser may take to find the position before the check fails with `timeout`. */
export const POSITION_TIMEOUT_MS = 15_000;
/** A position this recent is good enough: a reload does not wait for a fresh fix. */
const POSITION_MAX_AGE_MS = 5 * 60_000;

async function queryPermission(): Promise<GeolocationPermission | null> {
  if (!navigator.permissions?.query) return null;
  const status = await navigator.permissions.query({ name: "geolocation" });
  return status.state;
}

function getPosition() {
  return new Promise<{ latitude: number; longitude: number }>((resolve, reject) => {
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => resolve({ latitude: coords.latitude, longitude: coords.longitude }),
      (error) => reject({ code: error.code, message: error.message }),
      { timeout: POSITION_TIMEOUT_MS, maximumAge: POSITION_MAX_AGE_MS },
    );
  });
}

/** The geo check in this browser, against this site's API. */
export function browserGeoCheckDeps(input: { isPlayer: boolean; isCancelled: () => boolean }): GeoCheckDeps {
  return {
    ...input,
    checkIp: async () => (await browserApi.call(restrictionIpCheckRoute)).data,
    isGeolocationRequired: async () =>
      (await browserApi.call(restrictionInfoRoute)).data.isGeolocationRequired,
    queryPermission,
    hasGeolocation: () => typeof navigator !== "undefined" && "geolocation" in navigator,
    getPosition,
    checkPosition: async (position) =>
      (await browserApi.call(restrictionGeoCheckRoute, { body: position })).data,
    reportBlock: async (block) => {
      await browserApi.call(restrictionBlockRoute, {
        body: {
          apps: ["web"],
          meta: {
            reason: block.reason,
            ...(block.permission ? { permission: block.permission } : {}),
            ...(block.message ? { message: block.message.slice(0, 300) } : {}),
            path: `${location.pathname}${location.search}`.slice(0, 500),
          },
        },
      });
    },
    goTo: (url) => window.location.assign(url),
  };
}
