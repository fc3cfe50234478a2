import type { Feature } from "../../platform/feature";
import { registerAffiliatesRoutes } from "./affiliates.routes";

/** Invite-code checks and the affiliate partners account (issue 3, item 8). */
export const affiliatesFeature: Feature = { name: "affiliates", register: registerAffiliatesRoutes };
