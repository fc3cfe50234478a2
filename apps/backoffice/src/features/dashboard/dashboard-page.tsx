import { BRAND_IDS, type BrandId } from "@casino/contracts/client";
import { dashboardEndpoint } from "@casino/contracts/dashboard";
import type { PlayCurrency } from "@casino/contracts/money";
import { Page } from "@casino/ui";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { lazy, Suspense } from "react";
import { useApi } from "../../lib/api";
import { formValues, filterStyles as styles, useUrlFilters } from "../../lib/filters";
import { formatMinor, toChartNumber } from "../../lib/money";
import { errorText } from "../../lib/status";
import { CashFigures } from "./cash-figures";
import type { DayFigures } from "./dashboard-chart";

// recharts is loaded with the dashboard's charts only, not with every screen of the back office.
const DashboardChart = lazy(async () => ({ default: (await import("./dashboard-chart")).DashboardChart }));

const FILTERS = ["from", "to", "brand"] as const;
const PLAY_CURRENCIES: readonly PlayCurrency[] = ["coins", "entries"];

/**
 * Players, sign-ups, play and GGR per currency, brand and day, then purchases and redemptions per day; the
 * range and brand live in the URL.
 */
export function DashboardPage() {
  const api = useApi();
  const [filters, setFilters] = useUrlFilters(FILTERS);
  const query = {
    ...(filters.from ? { from: filters.from } : {}),
    ...(filters.to ? { to: filters.to } : {}),
    ...(filters.brand ? { brand: filters.brand as BrandId } : {}),
  };
  const dashboard = useQuery({
    queryKey: ["backoffice", "dashboard", query],
    queryFn: () => api.call(dashboardEndpoint, { query }),
    placeholderData: keepPreviousData,
  });
  const data = dashboard.data;
  const daysOf = (currency: PlayCurrency): DayFigures[] => {
    const byDay = new Map<string, DayFigures>();
    for (const row of data?.play ?? []) {
      if (row.currency !== currency) continue;
      const day = byDay.get(row.day) ?? { day: row.day, stake: 0, win: 0, ggr: 0 };
      day.stake += toChartNumber(row.stake, currency);
      day.win += toChartNumber(row.win, currency);
      day.ggr += toChartNumber(row.ggr, currency);
      byDay.set(row.day, day);
    }
    return [...byDay.values()];
  };

  return (
    <Page title="Dashboard">
      <div className={styles.stack}>
        <form
          className={styles.form}
          onSubmit={(event) => {
            event.preventDefault();
            setFilters(formValues(event.currentTarget, FILTERS));
          }}
        >
          <label className={styles.field}>
            From
            <input type="date" name="from" defaultValue={filters.from ?? data?.from ?? ""} />
          </label>
          <label className={styles.field}>
            To
            <input type="date" name="to" defaultValue={filters.to ?? data?.to ?? ""} />
          </label>
          <label className={styles.field}>
            Brand
            <select name="brand" defaultValue={filters.brand ?? ""}>
              <option value="">All brands</option>
              {BRAND_IDS.map((brand) => (
                <option key={brand} value={brand}>
                  {brand}
                </option>
              ))}
            </select>
          </label>
          <button type="submit">Show</button>
        </form>
        {dashboard.error ? <p role="alert">{errorText(dashboard.error)}</p> : null}
        {data ? (
          <>
            <p className={styles.muted}>
              {data.from} to {data.to} (UTC), {data.brand ?? "all brands"}
            </p>
            <div className={styles.cards}>
              <Figure label="Players" value={data.totals.players.toLocaleString("en-GB")} />
              <Figure label="New sign-ups" value={data.totals.signUps.toLocaleString("en-GB")} />
              <Figure label="Active players" value={data.totals.activePlayers.toLocaleString("en-GB")} />
              {data.totals.byCurrency.map((row) => (
                <Figure
                  key={row.currency}
                  label={`GGR, ${row.currency}`}
                  value={formatMinor(row.ggr, row.currency)}
                  detail={`${row.rounds.toLocaleString("en-GB")} rounds, stake ${formatMinor(row.stake, row.currency)}, win ${formatMinor(row.win, row.currency)}`}
                />
              ))}
            </div>
            <Suspense fallback={<p aria-busy="true">Loading the charts…</p>}>
              {PLAY_CURRENCIES.map((currency) => (
                <DashboardChart key={currency} currency={currency} days={daysOf(currency)} />
              ))}
            </Suspense>
            <table>
              <caption>Play per day, brand and currency</caption>
              <thead>
                <tr>
                  <th scope="col">Day</th>
                  <th scope="col">Brand</th>
                  <th scope="col">Currency</th>
                  <th scope="col">Rounds</th>
                  <th scope="col">Active players</th>
                  <th scope="col">Stake</th>
                  <th scope="col">Win</th>
                  <th scope="col">GGR</th>
                </tr>
              </thead>
              <tbody>
                {data.play.map((row) => (
                  <tr key={`${row.day}-${row.brand}-${row.currency}`}>
                    <td>{row.day}</td>
                    <td>{row.brand}</td>
                    <td>{row.currency}</td>
                    <td className={styles.amount}>{row.rounds}</td>
                    <td className={styles.amount}>{row.activePlayers}</td>
                    <td className={styles.amount}>{formatMinor(row.stake, row.currency)}</td>
                    <td className={styles.amount}>{formatMinor(row.win, row.currency)}</td>
                    <td className={styles.amount}>{formatMinor(row.ggr, row.currency)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <CashFigures data={data} />
          </>
        ) : dashboard.isPending ? (
          <p aria-busy="true">Loading…</p>
        ) : null}
      </div>
    </Page>
  );
}

function Figure({ label, value, detail }: { label: string; value: string; detail?: string }) {
  return (
    <section className={styles.card} aria-label={label}>
      <p className={styles.muted}>{label}</p>
      <p className={styles.figure}>{value}</p>
      {detail ? <p className={styles.muted}>{detail}</p> : null}
    </section>
  );
}
