import { useBuildCheck } from "./use-build-check";

/** Mounted once in the root: runs the hourly build check. */
export function BuildCheck() {
  useBuildCheck();
  return null;
}
