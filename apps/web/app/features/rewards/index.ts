export { RewardsBlock } from "./components/rewards-block";
export { rewardsQuery } from "./rewards-query";
