import type { DeviceInfo } from "@casino/web-kit";
import { useRouteLoaderData } from "react-router";

/**
 * Device flags worked out on the server from the User-Agent (so the first render already fits the
 * device) and handed to the browser with the root data.
 */
export function useDeviceInfo(): DeviceInfo {
  const data = useRouteLoaderData("root") as { device: DeviceInfo } | undefined;
  if (!data) throw new Error("useDeviceInfo needs the root route's data");
  return data.device;
}
