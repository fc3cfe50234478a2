import {
  ledgerTrialBalanceEndpoint,
  listLedgerAccountsEndpoint,
  listLedgerTransactionsEndpoint,
} from "@casino/contracts";
import type { FastifyInstance } from "fastify";
import type { ServerContext } from "../../platform/feature";
import { registerEndpoint } from "../../platform/http/contract-route";
import { ledgerAccounts, ledgerTransactions, ledgerTrialBalance } from "./ledger.backoffice.service";

/** The back office's ledger screens; every other feature moves money through this feature's index.ts. */
export function registerLedgerRoutes(app: FastifyInstance, context: ServerContext) {
  registerEndpoint(app, listLedgerAccountsEndpoint, ({ query }) => ledgerAccounts(context.db, query));
  registerEndpoint(app, listLedgerTransactionsEndpoint, ({ query }) => ledgerTransactions(context.db, query));
  registerEndpoint(app, ledgerTrialBalanceEndpoint, () => ledgerTrialBalance(context.db));
}
