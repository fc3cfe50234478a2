import type { WebPushMessage } from "@casino/contracts";

/**
 * Events web push emits in this tab, for any code that wants them (`webPushEvents.on(…)` returns the
 * unsubscribe):
 * - `updateToken`: the browser's push subscription was sent to the server, first or refreshed (spec §4);
 *   carries the subscription as the server got it.
 * - `message`: the service worker received a push message while this tab was open.
 */
export interface WebPushEventMap {
  updateToken: { subscription: PushSubscriptionJSON };
  message: WebPushMessage;
}

type Listener<T> = (data: T) => void;

export interface WebPushEvents {
  on<K extends keyof WebPushEventMap>(name: K, listener: Listener<WebPushEventMap[K]>): () => void;
  emit<K extends keyof WebPushEventMap>(name: K, data: WebPushEventMap[K]): void;
}

export function createWebPushEvents(): WebPushEvents {
  const listeners = new Map<keyof WebPushEventMap, Set<Listener<never>>>();
  return {
    on(name, listener) {
      const set = listeners.get(name) ?? new Set();
      set.add(listener as Listener<never>);
      listeners.set(name, set);
      return () => set.delete(listener as Listener<never>);
    },
    emit(name, data) {
      for (const listener of listeners.get(name) ?? []) (listener as Listener<typeof data>)(data);
    },
  };
}

/** The tab's one emitter. */
export const webPushEvents: WebPushEvents = createWebPushEvents();
