export type { LiveFollower, LiveHandler, PlayerLive } from "./player-live";
