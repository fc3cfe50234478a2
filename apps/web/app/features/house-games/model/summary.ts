/** What a finished round amounted to, for the announcement. */
export interface PlayedRoundSummary {
  /** Minor units of the session's currency. */
  win: number;
  freeSpins: number;
  featureCoins: number;
}
