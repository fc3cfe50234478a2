// Redemptions in the back office (issue #14): the queue, a request's decision, and each brand's rules.
export { redemptionsScreens } from "./screens";
