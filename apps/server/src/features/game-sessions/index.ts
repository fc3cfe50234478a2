import type { Feature } from "../../platform/feature";
import { registerGameSessionRoutes } from "./game-sessions.routes";

/** Game launch (real and demo) and the built-in provider's game API (ARCHITECTURE D17). */
export const gameSessionsFeature: Feature = { name: "game-sessions", register: registerGameSessionRoutes };
export { endGamesOfPlayer, engineOfGameSlug, recentlyPlayedGameIds } from "./game-sessions.queries";
