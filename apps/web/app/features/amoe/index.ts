// The free-entries-by-mail section (the legal page route puts it on the sweepstakes rules) and its live
// follower (root/live-followers.ts).
export { AMOE_RULES_PAGE } from "./amoe-query";
export { AmoeSection } from "./components/amoe-section";
export { followAmoe } from "./live/follow-amoe";
