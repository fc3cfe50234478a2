// Responsible play's public face: its page (the route composes it), the reality-check timer (loaded after
// hydration) and its live follower (root/live-followers.ts).
export { ResponsiblePlayPage } from "./components/responsible-play-page";
export { followResponsiblePlay } from "./live/follow-responsible-play";
export { RealityCheckTimer } from "./reality-check/reality-check-timer";
