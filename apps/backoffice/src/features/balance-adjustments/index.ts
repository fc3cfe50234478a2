// The adjustments module's public face: its screen, and the request form the app puts on the player page.
export { AdjustmentRequestForm } from "./adjustment-request-form";
export { balanceAdjustmentsScreens } from "./screens";
