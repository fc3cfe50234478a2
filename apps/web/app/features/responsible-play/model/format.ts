/** Cents as a decimal string → `$25.00`, exactly (no float). */
export function formatCents(cents: string): string {
  const value = BigInt(cents);
  return `$${(value / 100n).toLocaleString("en-US")}.${(value % 100n).toString().padStart(2, "0")}`;
}

/** What the player typed (`25`, `25.5`, `$1,000.00`) → cents as a decimal string; null when it is no amount. */
export function dollarsToCents(text: string): string | null {
  const match = /^\$?\s*(\d{1,12}(?:,\d{3})*|\d+)(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  const whole = BigInt((match[1] ?? "0").replaceAll(",", ""));
  const cents = whole * 100n + BigInt((match[2] ?? "").padEnd(2, "0") || "0");
  return cents > 0n ? cents.toString() : null;
}

/** A date and time in the player's locale, e.g. "Dec 2, 2026, 10:00 AM". */
export function formatWhen(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short" }).format(new Date(iso));
}

/** Seconds → "1 h 05 min" / "12 min". */
export function formatDuration(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  const hours = Math.floor(minutes / 60);
  return hours > 0 ? `${hours} h ${String(minutes % 60).padStart(2, "0")} min` : `${minutes} min`;
}
