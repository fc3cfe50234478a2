import type { WebPushSubscription } from "@casino/contracts";
import { webPushConfigRoute, webPushSubscribeRoute } from "@casino/contracts/client";
import { browserApi } from "../../lib/api";
import type { WebPushDeps } from "./web-push-client";
import { webPushEvents } from "./web-push-events";
import type { StorageLike } from "./web-push-storage";

function localStorageOrNull(): StorageLike | null {
  try {
    return window.localStorage;
  } catch {
    // Storage blocked by the browser's settings.
    return null;
  }
}

/** The real browser and server behind web push. */
export function browserWebPushDeps(): WebPushDeps {
  return {
    serviceWorker: "serviceWorker" in navigator ? navigator.serviceWorker : undefined,
    Notification: "Notification" in window ? window.Notification : undefined,
    hasPushManager: "PushManager" in window,
    storage: localStorageOrNull(),
    server: {
      config: () => browserApi.call(webPushConfigRoute),
      // The browser's own toJSON() has the endpoint and both keys; the server checks them.
      subscribe: (subscription) =>
        browserApi.call(webPushSubscribeRoute, { body: subscription as WebPushSubscription }),
    },
    events: webPushEvents,
    permissionState: async () => {
      try {
        return (await navigator.permissions.query({ name: "notifications" })).state;
      } catch {
        return null;
      }
    },
    now: () => Date.now(),
    wait: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
    warn: (message) => console.warn(message),
  };
}
