/** Profile-step rewards (spec §3): paid once through the ledger when a step completes. */
export { creditReward, rewardsOf } from "./rewards.service";
/** The welcome grant and invite bonus: coins at sign-up, entries once the address is confirmed. */
export { payConfirmedAddressGrants, paySignUpGrants } from "./sign-up-grants.service";
