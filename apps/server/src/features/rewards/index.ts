import type { Feature } from "../../platform/feature";
import { registerRewardsRoutes } from "./rewards.routes";

/** Spec §3 rewards and the welcome offer: paid through the ledger, read back from it. */
export const rewardsFeature: Feature = { name: "rewards", register: registerRewardsRoutes };
/** Profile-step rewards, paid once through the ledger when a step completes (in the caller's transaction). */
export { creditReward, rewardsOf } from "./rewards.service";
/** The welcome grant and invite bonus: coins at sign-up; entries and the email reward once the address is proved. */
export { payConfirmedAddressGrants, paySignUpGrants } from "./sign-up-grants.service";
