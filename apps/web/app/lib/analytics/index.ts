export {
  ANALYTICS_EVENTS,
  type AnalyticsBus,
  type AnalyticsEvent,
  type AnalyticsEventName,
  analytics,
  createAnalyticsBus,
} from "./analytics-bus";
