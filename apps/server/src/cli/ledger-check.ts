import { reconcileLedger } from "../features/ledger";
import { runWithDatabase } from "./cli-database";

/** `npm run ledger:check`: proves the ledger balances; exits 1 and lists each problem otherwise. */
await runWithDatabase(async (db) => {
  const report = await reconcileLedger(db);
  const { transactions, postings, accounts } = report.counts;
  console.log(`ledger: ${transactions} transactions, ${postings} postings, ${accounts} accounts`);
  if (report.isSound) {
    console.log("ledger is sound: every currency sums to zero and every balance equals its postings");
    return 0;
  }
  for (const problem of report.problems) console.error(`  ✖ ${problem}`);
  return 1;
});
