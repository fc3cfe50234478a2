export { emptyJournal, type Journal, type PostOutcome, postingsFingerprint, postToJournal } from "./journal";
export {
  applyPlaythroughFills,
  countWager,
  fillPlaythrough,
  outstandingPlaythrough,
  type PlaythroughBatch,
  type PlaythroughFill,
  type PlaythroughState,
  parsePlaythroughMultiplier,
  playthroughRequired,
  redeemableAmount,
} from "./playthrough";
export {
  applyPostings,
  balanceKey,
  checkPostings,
  type LedgerRuleViolation,
  type Posting,
  transfer,
} from "./postings";
