// Bonus offers in the browser (spec §2 `freeEntriesBonus`, §8): the root mounts the listener after
// hydration; the claim itself loads only when an address carries a bonus.
export { FreeEntriesBonusListener } from "./components/free-entries-bonus-listener";
