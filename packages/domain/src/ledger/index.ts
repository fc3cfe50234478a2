export { emptyJournal, type Journal, type PostOutcome, postingsFingerprint, postToJournal } from "./journal";
export {
  applyPostings,
  balanceKey,
  checkPostings,
  type LedgerRuleViolation,
  type Posting,
  transfer,
} from "./postings";
