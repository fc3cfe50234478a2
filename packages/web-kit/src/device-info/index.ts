export { type BrowserFamily, type DeviceInfo, detectDevice } from "./device-info";
