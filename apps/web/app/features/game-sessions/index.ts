export { useLastGames } from "./hooks/use-last-games";
export { LAST_GAMES_LIST_TEXTS } from "./model/list-texts";
