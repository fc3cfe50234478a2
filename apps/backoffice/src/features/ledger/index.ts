// The ledger's screens in the back office (issue #11), readable by finance.
import type { BackofficeScreen } from "../../lib/screens";
import { LedgerAccountsPage } from "./ledger-accounts-page";
import { LedgerTransactionsPage } from "./ledger-transactions-page";
import { TrialBalancePage } from "./trial-balance-page";

export const ledgerScreens: readonly BackofficeScreen[] = [
  { path: "ledger/accounts", label: "Ledger accounts", module: "ledger", Component: LedgerAccountsPage },
  {
    path: "ledger/transactions",
    label: "Ledger transactions",
    module: "ledger",
    Component: LedgerTransactionsPage,
  },
  { path: "ledger/trial-balance", label: "Trial balance", module: "ledger", Component: TrialBalancePage },
];
