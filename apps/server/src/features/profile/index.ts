import type { Feature } from "../../platform/feature";
import { registerProfileRoutes } from "./profile.routes";

/** The account page's profile and profile rewards (spec §3, §5). */
export const profileFeature: Feature = { name: "profile", register: registerProfileRoutes };
