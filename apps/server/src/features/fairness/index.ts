import type { Feature } from "../../platform/feature";
import { registerFairnessRoutes } from "./fairness.routes";

/** Provably fair seeds (ARCHITECTURE D17): commit before play, reveal on rotation. */
export const fairnessFeature: Feature = { name: "fairness", register: registerFairnessRoutes };
export { drawRoundSeeds, fairnessCommitment, type RoundSeeds, revealedSeedsById } from "./fairness.service";
