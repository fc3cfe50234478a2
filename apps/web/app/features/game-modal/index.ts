export { GameModalHost, type OpenGameInfo } from "./components/game-modal-host";
export { useCloseGame, useOpenGameId } from "./hooks/use-open-game";
export { GAME_PARAM, parseGameParam, withoutGame } from "./model/game-param";
