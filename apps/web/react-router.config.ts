import type { Config } from "@react-router/dev/config";

export default {
  appDirectory: "app",
  buildDirectory: "build",
  ssr: true,
  // Every route's entry is in the first document instead of fetched by `/__manifest` as links appear:
  // that fetch made the router render the whole page again just after hydration (lobby: ~35 ms of a
  // 4x-throttled phone's main thread), for a manifest of a few hundred bytes compressed (issue #10).
  routeDiscovery: { mode: "initial" },
} satisfies Config;
