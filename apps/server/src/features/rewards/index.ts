/** Profile-step rewards (spec §3): paid once through the ledger when a step completes. */
export { creditReward, rewardsOf } from "./rewards.service";
