export { BuildCheck } from "./build-check";
/** Its live follower (root/live-followers.ts, loaded after hydration). */
export { followBuilds } from "./live/follow-builds";
export { BUILD_CHECK_INTERVAL_MS, useBuildCheck } from "./use-build-check";
