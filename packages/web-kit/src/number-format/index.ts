export { formatMinorUnits } from "./minor-units";
export { type FormatNumberOptions, formatCoins, formatEntries, formatNumber } from "./number-format";
export type { Numeric } from "./numeric";
export { formatShort } from "./short-scale";
