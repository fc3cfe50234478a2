export { useDeviceInfo } from "./use-device-info";
