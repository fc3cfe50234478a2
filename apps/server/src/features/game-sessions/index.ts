import type { Feature } from "../../platform/feature";
import { registerGameSessionRoutes } from "./game-sessions.routes";

/** Game launch (real and demo) and the built-in provider's game API (ARCHITECTURE D17). */
export const gameSessionsFeature: Feature = { name: "game-sessions", register: registerGameSessionRoutes };
/** For the fairness verifier: which engine plays a game. */
/** For app start data: `lastGames`, the player's recently played games. */
/** For sign-out and password reset: a signed-out player's open games end with their sessions. */
export {
  expireGameSessionsOfPlayer,
  findEngineIdBySlug as engineOfGameSlug,
  findRecentlyPlayedGameIds as recentlyPlayedGameIds,
} from "./game-sessions.repo";
