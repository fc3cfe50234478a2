import type { Locale } from "@casino/contracts";

/** Spec §2: the trustpilot rating shows exactly one decimal, in the reader's number format. */
export function formatRating(rating: number, locale: Locale): string {
  return new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(rating);
}

/** The copyright year of a render; the server's clock decides it so the hydrated page says the same. */
export function copyrightYear(renderedAt: string): number {
  return new Date(renderedAt).getUTCFullYear();
}
