import type { PlayCurrency } from "@casino/contracts/money";
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";

export interface DayFigures {
  day: string;
  stake: number;
  win: number;
  ggr: number;
}

/** Stake, win and GGR per day in one currency (major units, for drawing only; the table beside is exact). */
export function DashboardChart({ currency, days }: { currency: PlayCurrency; days: readonly DayFigures[] }) {
  return (
    <figure aria-label={`Stake, win and GGR per day in ${currency}`}>
      <ResponsiveContainer width="100%" height={260}>
        <BarChart data={[...days]} margin={{ top: 8, right: 8, bottom: 8, left: 8 }}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis dataKey="day" />
          <YAxis />
          <Tooltip />
          <Legend />
          <Bar dataKey="stake" name="Stake" fill="#4f7cff" />
          <Bar dataKey="win" name="Win" fill="#f0a030" />
          <Bar dataKey="ggr" name="GGR" fill="#2fa36b" />
        </BarChart>
      </ResponsiveContainer>
      <figcaption>Stake, win and GGR per day, {currency}</figcaption>
    </figure>
  );
}
