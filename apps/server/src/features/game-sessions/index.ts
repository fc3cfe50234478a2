import type { Feature } from "../../platform/feature";
import { registerGameSessionRoutes } from "./game-sessions.routes";

/** Game launch (real and demo) and the sessions it opens (ARCHITECTURE D17). */
export const gameSessionsFeature: Feature = { name: "game-sessions", register: registerGameSessionRoutes };
export {
  endGamesOfPlayer,
  type HouseSession,
  houseSessionByTokenHash,
  recentlyPlayedGameIds,
  unfinishedHouseRounds,
} from "./game-sessions.queries";
