import type { Feature } from "../../platform/feature";
import { registerGameArtRoutes } from "./game-art.routes";

export const gameArtFeature: Feature = { name: "game-art", register: registerGameArtRoutes };
