export { PlayerGameLinks } from "./components/player-game-links";
export { RoundsHistoryPage } from "./components/rounds-history-page";
export { roundsQuery } from "./rounds-query";
