// Purchases in the back office (issue #14): purchase orders, their history, and refunds.
export { paymentsScreens } from "./screens";
