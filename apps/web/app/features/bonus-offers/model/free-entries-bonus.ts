/** Spec §2: the query that carries the message id of a pending bonus (`/?freeEntriesBonus=<id>`). */
export const FREE_ENTRIES_BONUS_QUERY = "freeEntriesBonus";

/** Spec §8: the failure toast stays this long. */
export const BONUS_UNAVAILABLE_TOAST_MS = 5_000;

/** The message id the address carries, or null (an empty value claims nothing). */
export function bonusMessageIdOf(search: string): string | null {
  return new URLSearchParams(search).get(FREE_ENTRIES_BONUS_QUERY) || null;
}

/** The query without the bonus, so a reload, the back button or a shared URL never claims again. */
export function withoutBonusParam(search: string): string {
  const params = new URLSearchParams(search);
  params.delete(FREE_ENTRIES_BONUS_QUERY);
  const rest = params.toString();
  return rest ? `?${rest}` : "";
}
