import type { EndpointOutput } from "@casino/contracts";
import type { dashboardEndpoint } from "@casino/contracts/dashboard";
import { lazy, Suspense } from "react";
import { filterStyles as styles } from "../../lib/filters";
import { formatMinor, formatUsdCents, toChartNumber } from "../../lib/money";
import type { CashDay } from "./cash-chart";

// recharts comes with the dashboard's charts only (decision 036).
const CashChart = lazy(async () => ({ default: (await import("./cash-chart")).CashChart }));

type Dashboard = EndpointOutput<typeof dashboardEndpoint>;
const DAY_MS = 86_400_000;

/** Every UTC day from `from` to `to`, both included, so a day without sales shows as an empty bar. */
function daysOf(from: string, to: string): string[] {
  const days: string[] = [];
  for (let at = Date.parse(from); at <= Date.parse(to); at += DAY_MS) {
    days.push(new Date(at).toISOString().slice(0, 10));
  }
  return days;
}

function chartDays(data: Dashboard): CashDay[] {
  const byDay = new Map<string, CashDay>(
    daysOf(data.from, data.to).map((day) => [day, { day, purchased: 0, requested: 0, paid: 0 }]),
  );
  for (const row of data.purchases) {
    const day = byDay.get(row.day);
    // A bar's height only; the cards and the table show the exact cents.
    if (day) day.purchased += Number(row.amountCents) / 100;
  }
  for (const row of data.redemptions) {
    const day = byDay.get(row.day);
    if (!day) continue;
    day.requested += toChartNumber(row.requestedAmount, "winnings");
    day.paid += toChartNumber(row.paidAmount, "winnings");
  }
  return [...byDay.values()];
}

interface Row {
  day: string;
  brand: string;
  purchases: Dashboard["purchases"][number] | undefined;
  redemptions: Dashboard["redemptions"][number] | undefined;
}

/** One row per day and brand with any cash movement, purchases and redemptions side by side. */
function rowsOf(data: Dashboard): Row[] {
  const rows = new Map<string, Row>();
  const rowAt = (day: string, brand: string) => {
    const key = `${day} ${brand}`;
    const row = rows.get(key) ?? { day, brand, purchases: undefined, redemptions: undefined };
    rows.set(key, row);
    return row;
  };
  for (const each of data.purchases) rowAt(each.day, each.brand).purchases = each;
  for (const each of data.redemptions) rowAt(each.day, each.brand).redemptions = each;
  return [...rows.values()].sort((a, b) => a.day.localeCompare(b.day) || a.brand.localeCompare(b.brand));
}

function Figure({ label, value, detail }: { label: string; value: string; detail: string }) {
  return (
    <section className={styles.card} aria-label={label}>
      <p className={styles.muted}>{label}</p>
      <p className={styles.figure}>{value}</p>
      <p className={styles.muted}>{detail}</p>
    </section>
  );
}

const count = (value: number) => value.toLocaleString("en-GB");

/**
 * The dashboard's cash: purchases (by the day they completed) and refunds, redemptions requested and paid,
 * in totals, a chart of every day of the range and an exact table per day and brand.
 */
export function CashFigures({ data }: { data: Dashboard }) {
  const { purchases, redemptions } = data.totals;
  const rows = rowsOf(data);
  return (
    <section className={styles.stack} aria-labelledby="dashboard-cash">
      <h2 id="dashboard-cash">Purchases and redemptions</h2>
      <div className={styles.cards}>
        <Figure
          label="Purchases"
          value={formatUsdCents(purchases.amountCents)}
          detail={`${count(purchases.purchases)} completed`}
        />
        <Figure
          label="Refunds"
          value={formatUsdCents(purchases.refundedCents)}
          detail={`${count(purchases.refunds)} refunded`}
        />
        <Figure
          label="Redemptions requested"
          value={formatMinor(redemptions.requestedAmount, "winnings")}
          detail={`${count(redemptions.requested)} requests, winnings`}
        />
        <Figure
          label="Redemptions paid"
          value={formatMinor(redemptions.paidAmount, "winnings")}
          detail={`${count(redemptions.paid)} payouts, winnings`}
        />
      </div>
      <Suspense fallback={<p aria-busy="true">Loading the charts…</p>}>
        <CashChart days={chartDays(data)} />
      </Suspense>
      <table>
        <caption>Purchases and redemptions per day and brand</caption>
        <thead>
          <tr>
            <th scope="col">Day</th>
            <th scope="col">Brand</th>
            <th scope="col">Purchases</th>
            <th scope="col">Amount</th>
            <th scope="col">Refunds</th>
            <th scope="col">Refunded</th>
            <th scope="col">Redemptions requested</th>
            <th scope="col">Requested (winnings)</th>
            <th scope="col">Redemptions paid</th>
            <th scope="col">Paid (winnings)</th>
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={10}>No purchase or redemption in this range.</td>
            </tr>
          ) : (
            rows.map(({ day, brand, purchases: bought, redemptions: redeemed }) => (
              <tr key={`${day}-${brand}`}>
                <td>{day}</td>
                <td>{brand}</td>
                <td className={styles.amount}>{bought?.purchases ?? 0}</td>
                <td className={styles.amount}>{formatUsdCents(bought?.amountCents ?? "0")}</td>
                <td className={styles.amount}>{bought?.refunds ?? 0}</td>
                <td className={styles.amount}>{formatUsdCents(bought?.refundedCents ?? "0")}</td>
                <td className={styles.amount}>{redeemed?.requested ?? 0}</td>
                <td className={styles.amount}>{formatMinor(redeemed?.requestedAmount ?? "0", "winnings")}</td>
                <td className={styles.amount}>{redeemed?.paid ?? 0}</td>
                <td className={styles.amount}>{formatMinor(redeemed?.paidAmount ?? "0", "winnings")}</td>
              </tr>
            ))
          )}
        </tbody>
      </table>
    </section>
  );
}
