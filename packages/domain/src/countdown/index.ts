export { DAY_MS, formatCountdown } from "./countdown";
export { parseTimestamp, remainingMs } from "./remaining";
