import { SWEEPSTAKES_ACTIONS, type SweepstakesAction } from "@casino/contracts";

/** The restriction set of guests: they cannot buy, play for prizes or redeem whatever their place. */
export const GUEST_RESTRICTION_HASH = "guest";

/** The restriction set of every player with nothing refused where they are. */
export const UNRESTRICTED_HASH = "standard";

/**
 * `playerRestrictionIdsHash` of a set of refused actions: `standard` for none, else `no-` and the
 * actions in their fixed order (`no-sweepstakesPlay.redemption`). Readable rather than hashed: the set
 * is small, it keys a public catalogue answer, and operators can tell a set from its name.
 */
export function restrictionIdsHash(refused: readonly SweepstakesAction[]): string {
  const ordered = SWEEPSTAKES_ACTIONS.filter((action) => refused.includes(action));
  return ordered.length === 0 ? UNRESTRICTED_HASH : `no-${ordered.join(".")}`;
}

/** Every hash `restrictionIdsHash` can give: one per subset of the actions (32). */
export function allRestrictionIdsHashes(): string[] {
  const hashes: string[] = [];
  for (let mask = 0; mask < 1 << SWEEPSTAKES_ACTIONS.length; mask++) {
    hashes.push(restrictionIdsHash(SWEEPSTAKES_ACTIONS.filter((_, bit) => (mask & (1 << bit)) !== 0)));
  }
  return hashes;
}
