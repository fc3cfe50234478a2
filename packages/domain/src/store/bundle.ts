import type { BundleUnavailabilityReason, UnavailabilityReason } from "@casino/contracts";

/**
 * A bundle's offers are bought one after another, each once: the current one is the first the player has
 * not bought yet; null when every offer is bought.
 */
export function currentBundleOffer(
  presetIds: readonly number[],
  boughtIds: ReadonlySet<number>,
): number | null {
  return presetIds.find((id) => !boughtIds.has(id)) ?? null;
}

/** Why the player cannot buy `presetId` of the bundle now: the bundle's order first, then the preset's own reasons. */
export function bundleOfferReasons(
  presetIds: readonly number[],
  boughtIds: ReadonlySet<number>,
  presetId: number,
  presetReasons: readonly UnavailabilityReason[],
): BundleUnavailabilityReason[] {
  if (boughtIds.has(presetId)) return ["alreadyBought"];
  const order: BundleUnavailabilityReason[] =
    currentBundleOffer(presetIds, boughtIds) === presetId ? [] : ["notCurrent"];
  return [...order, ...presetReasons];
}
