export {
  applyPostings,
  balanceKey,
  checkPostings,
  type LedgerRuleViolation,
  type Posting,
  transfer,
} from "./postings";
