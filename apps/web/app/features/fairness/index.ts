export { FairnessPage } from "./components/fairness-page";
export { fairnessStateQuery } from "./fairness-query";
export { type Verification, type VerifierInput, verifyRound } from "./model/verify-round";
