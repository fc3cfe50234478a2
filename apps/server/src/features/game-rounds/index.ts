import type { Feature } from "../../platform/feature";
import { registerGameRoundRoutes } from "./game-rounds.routes";

/** Game rounds: the player's history and the operator's lookup by id. */
export const gameRoundsFeature: Feature = { name: "game-rounds", register: registerGameRoundRoutes };
