import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";

export interface CashDay {
  day: string;
  /** Dollars of completed purchases (drawing only; the table beside is exact). */
  purchased: number;
  /** Winnings of redemptions requested and paid that day (drawing only). */
  requested: number;
  paid: number;
}

/** Purchases and redemptions per day (major units, for drawing only; the table beside is exact). */
export function CashChart({ days }: { days: readonly CashDay[] }) {
  return (
    <figure aria-label="Purchases and redemptions per day">
      <ResponsiveContainer width="100%" height={260}>
        <BarChart data={[...days]} margin={{ top: 8, right: 8, bottom: 8, left: 8 }}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis dataKey="day" />
          <YAxis />
          <Tooltip />
          <Legend />
          <Bar dataKey="purchased" name="Purchases ($)" fill="#2fa36b" />
          <Bar dataKey="requested" name="Redemptions requested" fill="#f0a030" />
          <Bar dataKey="paid" name="Redemptions paid" fill="#4f7cff" />
        </BarChart>
      </ResponsiveContainer>
      <figcaption>Purchases (US dollars) and redemptions (winnings) per day</figcaption>
    </figure>
  );
}
