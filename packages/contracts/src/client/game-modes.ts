/** Spec §1: SweepStakes plays `entries`, TournamentPoints plays `coins`; TournamentPoints by default. */
export const GAME_MODES = ["TournamentPoints", "SweepStakes"] as const;
export type GameMode = (typeof GAME_MODES)[number];
export const DEFAULT_GAME_MODE: GameMode = "TournamentPoints";
