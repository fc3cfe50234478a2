// Responsible play's operator side: the exclusion list screen, and the Responsible play tab the app puts on
// the player page.
export { PlayerResponsiblePlayTab } from "./player-responsible-play-tab";
export { responsiblePlayScreens } from "./screens";
