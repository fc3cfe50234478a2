import { ledgerTrialBalanceEndpoint } from "@casino/contracts/ledger";
import { Page } from "@casino/ui";
import { useQuery } from "@tanstack/react-query";
import { useApi } from "../../lib/api";
import { filterStyles as styles } from "../../lib/filters";
import { formatMinor } from "../../lib/money";
import { errorText } from "../../lib/status";

/** The trial balance per currency and the verdict of the reconciliation `npm run ledger:check` runs. */
export function TrialBalancePage() {
  const api = useApi();
  const balance = useQuery({
    queryKey: ["backoffice", "ledger", "trial-balance"],
    queryFn: () => api.call(ledgerTrialBalanceEndpoint),
  });
  if (balance.error)
    return (
      <Page title="Trial balance">
        <p role="alert">{errorText(balance.error)}</p>
      </Page>
    );
  const data = balance.data;
  return (
    <Page title="Trial balance">
      {!data ? (
        <p aria-busy="true">Loading…</p>
      ) : (
        <div className={styles.stack}>
          <p role="status">
            {data.isSound
              ? "The ledger is sound: every currency sums to zero and every balance equals its postings."
              : "The ledger is NOT sound:"}{" "}
            <span className={styles.muted}>
              {data.counts.transactions} transactions, {data.counts.postings} postings, {data.counts.accounts}{" "}
              accounts
            </span>
          </p>
          {data.problems.length ? (
            <ul>
              {data.problems.map((problem) => (
                <li key={problem}>{problem}</li>
              ))}
            </ul>
          ) : null}
          <div className={styles.cards}>
            {data.currencies.map((row) => (
              <section key={row.currency} className={styles.card} aria-label={row.currency}>
                <h2>{row.currency}</h2>
                <table>
                  <tbody>
                    <tr>
                      <th scope="row">Sum of postings</th>
                      <td className={styles.amount}>{formatMinor(row.postingsTotal, row.currency)}</td>
                    </tr>
                    <tr>
                      <th scope="row">Players, cached</th>
                      <td className={styles.amount}>{formatMinor(row.playerCachedTotal, row.currency)}</td>
                    </tr>
                    <tr>
                      <th scope="row">Players, posted</th>
                      <td className={styles.amount}>{formatMinor(row.playerPostedTotal, row.currency)}</td>
                    </tr>
                    {row.house.map((house) => (
                      <tr key={house.house}>
                        <th scope="row">House {house.house}</th>
                        <td className={styles.amount}>{formatMinor(house.balance, row.currency)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </section>
            ))}
          </div>
        </div>
      )}
    </Page>
  );
}
