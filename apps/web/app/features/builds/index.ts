export { BuildCheck } from "./build-check";
export { BUILD_CHECK_INTERVAL_MS, isNewBuildAvailable, useBuildCheck } from "./use-build-check";
