import type { Feature } from "../../platform/feature";
import { registerGameArtRoutes } from "./game-art.routes";

export type { GameArtSource } from "./art-svg";
export { bannerImageUrl, gameImageUrls } from "./art-urls";

export const gameArtFeature: Feature = { name: "game-art", register: registerGameArtRoutes };
