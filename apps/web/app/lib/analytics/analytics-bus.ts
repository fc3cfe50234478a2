/** Spec §3 analytics event names. */
export const ANALYTICS_EVENTS = [
  "deposit",
  "payment_complete",
  "change_form",
  "click_button",
  "send_form",
  "purchase",
  "verification",
  "open_popup",
  "error",
] as const;
export type AnalyticsEventName = (typeof ANALYTICS_EVENTS)[number];

export interface AnalyticsEvent {
  name: AnalyticsEventName;
  /** Flat facts about the event (form name, button id, amount in minor units as a string…). */
  data: Readonly<Record<string, string | number | boolean | null>>;
}

export type AnalyticsListener = (event: AnalyticsEvent) => void;

/** A small synchronous bus: features emit, sinks (analytics tools, tests) listen. */
export function createAnalyticsBus() {
  const listeners = new Set<AnalyticsListener>();
  return {
    emit(name: AnalyticsEventName, data: AnalyticsEvent["data"] = {}) {
      const event: AnalyticsEvent = { name, data };
      for (const listener of listeners) {
        try {
          listener(event);
        } catch (error) {
          // A broken sink must never break the feature that emitted the event.
          console.warn("analytics listener failed", error);
        }
      }
    },
    subscribe(listener: AnalyticsListener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
export type AnalyticsBus = ReturnType<typeof createAnalyticsBus>;

/** The app's bus. */
export const analytics = createAnalyticsBus();
