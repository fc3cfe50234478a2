// The players module's public face: its screens, made with the other features' parts in their slots.
export type { PlayerPageSlots } from "./player-page";
export { playerScreens } from "./screens";
