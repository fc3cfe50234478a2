export { GamePageError, SlotGamePage } from "./components/slot-game-page";
export { gameSessionQuery } from "./game-session-query";
