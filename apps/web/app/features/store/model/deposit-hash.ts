/**
 * The cash box's deposit page as a hash link (spec §2: `/cash/...` pages open as `#/cash/...` over the
 * page); the cash-box composition reads it. Alone in its module: the header's Buy, on every first load,
 * takes nothing else with it (cash-links.ts builds the offers' links).
 */
export const DEPOSIT_HASH = "#/cash/deposit-by-money/";
