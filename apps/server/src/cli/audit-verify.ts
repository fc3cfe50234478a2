import { verifyAuditChain } from "../features/audit-log";
import { runWithDatabase } from "./cli-database";

/**
 * `npm run audit:verify`: walks the operators' audit log from its first row and proves each row links to
 * the one before it; exits 1 naming the first broken row (altered, removed or inserted) otherwise.
 */
await runWithDatabase(async (db) => {
  const { rows, broken } = await verifyAuditChain(db);
  if (!broken) {
    console.log(`audit log: ${rows} rows checked, the chain is intact`);
    return 0;
  }
  console.error(`audit log: ${rows} rows checked before the break`);
  console.error(`  ✖ row ${broken.seq}: ${broken.problem}`);
  return 1;
});
